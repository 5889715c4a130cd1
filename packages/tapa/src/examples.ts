import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own tapa test (robx/pzprjs test/script/tapa.js, MIT); "10x10" is a public
// puzz.link link of a list of puzz.link example puzzles on GitHub. One solution each (the tests prove it,
// and that examples/*.url hold the same text).

/** Real Tapa puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?tapa/5/5/3n5hchhajn2\n",
  "10x10": "https://puzz.link/p?tapa/10/10/rbmbmsblblsbmbmrbmbmsafafsagagr\n",
});
