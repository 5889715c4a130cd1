import { namedExamples } from "@gridsmith/kit";

// "6x6" is the puzzle of pzprjs's own heyawake test (robx/pzprjs test/script/heyawake.js, MIT); "8x8" is a
// public puzz.link link of a Heyawake page on GitHub. One solution each (the tests
// prove it, and that examples/*.url hold the same text).

/** Real Heyawake puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "6x6": "https://puzz.link/p?heyawake/6/6/lll155007rs12222j\n",
  "8x8": "https://puzz.link/p?heyawake/8/8/108i4h48041003s0001vvs003415g12\n",
});
