import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own sashigane test (robx/pzprjs test/script/sashigane.js, MIT). The others
// were made for Gridsmith with this package's generator, public domain (CC0). One solution each (the tests
// prove it, and that examples/*.url hold the same text).

/** Sashigane puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4\n",
});
