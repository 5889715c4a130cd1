import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own tatamibari test (robx/pzprjs test/script/tatamibari.js, MIT). The others
// were made for Gridsmith with this package's generator, public domain (CC0). One solution each (the tests
// prove it, and that examples/*.url hold the same text).

/** Tatamibari puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g\n",
});
