import { namedExamples } from "@gridsmith/kit";

// "4x4" is the puzzle of pzprjs's own gokigen test (robx/pzprjs test/script/gokigen.js, MIT), its URL
// `gokigen/4/4/iaegcgcj6a`. The others were made for Gridsmith with this package's generator
// (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.gokigen hold the same text).

/** Real Slant puzzles in the default text format (the grid points), smallest first. */
export const examples = namedExamples({
  "4x4": "...0.\n.4...\n2...2\n.....\n.1.0.\n",
  // generate({ size: 5 }, 1)
  "5x5": ".0...1\n0.23..\n....1.\n0.3...\n2..2..\n.1.02.\n",
  // generate({ size: 8 }, 1)
  "8x8":
    "1..1...11\n13....1..\n....4.3..\n2..4.2..1\n13.1.22.0\n.13....3.\n1..2.....\n.123....0\n....2.2..\n",
});
