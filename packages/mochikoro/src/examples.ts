import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own mochikoro test (robx/pzprjs test/script/mochikoro.js, MIT); "10x10" is
// a pzv.jp link of a Mochikoro solver's puzzles on GitHub. One solution each (the tests prove it, and that
// examples/*.url hold the same text).

/** Real Mochikoro puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?mochikoro/5/5/4p2n1i1\n",
  "10x10": "https://puzz.link/p?mochikoro/10/10/qfzkcjar8h2zr1l1g\n",
});
