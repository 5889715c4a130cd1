import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own slither test (robx/pzprjs test/script/slither.js, MIT), its URL
// `slither/5/5/cbcbcddad` in the text format. The others were made for Gridsmith with this package's
// generator (`generate({ width, height }, 1)`), public domain (CC0). One solution each (examples.test.ts proves
// it, and that examples/*.slither hold the same text).

/** Real Slitherlink puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "5x5": "2..1.\n.2..1\n..2..\n3..3.\n.0..3\n",
  // generate({ width: 7, height: 7 }, 1)
  "7x7": ".1..11.\n.11000.\n1331.01\n....1..\n..0.311\n..0.2..\n.01.11.\n",
  // generate({ width: 10, height: 10 }, 1)
  "10x10":
    "2..111..00\n1.00...1.1\n10.....3..\n.0...0.10.\n10........\n100...3.30\n1...2.213.\n..1311..2.\n...2...310\n.1.00....0\n",
  // generate({ width: 15, height: 10 }, 1)
  "15x10":
    "..1...111......\n100.000...20...\n......0........\n1...0..1...1...\n1...0..0.0.3...\n10.....0...1...\n.0..0....2100.0\n.0...0...1.0...\n...00..12.0....\n2232..111.1....\n",
});
