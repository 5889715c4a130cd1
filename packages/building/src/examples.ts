import { namedExamples } from "@gridsmith/kit";

// "4x4" is the puzzle of pzprjs's own building test (robx/pzprjs test/script/building.js, MIT), its URL
// `skyscrapers/4/4/k13h4j3g` in the text format. The others were made for Gridsmith with this package's
// generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.building hold the same text).

/** Real Skyscrapers puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "4x4": "+....+\n......\n4.....\n.....3\n......\n+.13.+\n",
  // generate({ size: 5 }, 1)
  "5x5": "+224..+\n3......\n.......\n3.....2\n......4\n3......\n+.....+\n",
  // generate({ size: 6 }, 1)
  "6x6": "+.2.3..+\n.......2\n.......5\n2......2\n2......3\n5.......\n........\n+5.2...+\n",
});
