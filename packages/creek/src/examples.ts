import { namedExamples } from "@gridsmith/kit";

// "6x6" is the puzzle of pzprjs's own creek test (robx/pzprjs test/script/creek.js, MIT), its URL
// `creek/6/6/gagaich2cgb6769dt`. "8x8" and "10x10" were made for Gridsmith with this package's
// generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.creek hold the same text).

/** Real Creek puzzles in the default text format (the grid points), smallest first. */
export const examples = namedExamples({
  "6x6": ".0...0.\n....2..\n..22...\n1..1.2.\n1.4.3..\n.......\n.......\n",
  // generate({ size: 8 }, 1)
  "8x8":
    ".0......0\n1....2..1\n...20.2.1\n.0..2.2..\n.2...2..0\n.2.1...3.\n.....1...\n1..2.0..1\n.00.1..2.\n",
  // generate({ size: 10 }, 1)
  "10x10":
    "11.01....1.\n....1.1.2..\n.10..1.1110\n2...12...0.\n...2.4...0.\n...34.22...\n..3...1.0.0\n......22.0.\n...33.3...0\n1....33.1..\n.0.....2..0\n",
});
