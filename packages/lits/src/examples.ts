import { namedExamples } from "@gridsmith/kit";

// "4x4" is the puzzle of pzprjs's own lits test (robx/pzprjs test/script/lits.js, MIT); "8x8" and "10x10" are
// public puzz.link links of a LITS page of puzzles graded by difficulty in a public repository on GitHub. One
// solution each (the tests prove it, and that examples/*.url hold the same text).

/** Real LITS puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "4x4": "https://puzz.link/p?lits/4/4/9q02jg\n",
  "8x8": "https://puzz.link/p?lits/8/8/c27k2bnetv903l7bpea88g50\n",
  "10x10": "https://puzz.link/p?lits/10/10/6961c0ip6rvecctek8co80uufq6i48stecb6\n",
});
