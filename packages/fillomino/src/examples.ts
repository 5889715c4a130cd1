import { namedExamples } from "@gridsmith/kit";

// "6x6" is the puzzle of pzprjs's own fillomino test (robx/pzprjs test/script/fillomino.js, MIT), its URL
// `fillomino/6/6/h4j53g2k5233k2g14j3h` in the text format. The others were made for Gridsmith with this
// package's generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it,
// and that examples/*.fillomino hold the same text).

/** Real Fillomino puzzles in the default text format: pzprjs's, then generated ones, smallest first. */
export const examples = namedExamples({
  "6x6": "..4...\n.53.2.\n....52\n33....\n.2.14.\n...3..\n",
  // generate({ size: 5 }, 1)
  "5x5": ".....\n46..1\n1.6..\n.64..\n15...\n",
  // generate({ size: 7 }, 1)
  "7x7": ".......\n2443...\n..5...3\n23.5132\n..4....\n..63...\n...16..\n",
});
