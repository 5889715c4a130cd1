import { namedExamples } from "@gridsmith/kit";

// "6x6" is the puzzle of pzprjs's own lightup test (robx/pzprjs test/script/lightup.js, MIT), its URL
// `lightup/6/6/nekcakbl` in the text format. The others were made for Gridsmith with this package's
// generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.lightup hold the same text).

/** Real Light Up puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "6x6": "......\n..4...\n....2.\n.0....\n...1..\n......\n",
  // generate({ size: 7 }, 1)
  "7x7": ".1#..3.\n..0....\n.......\n.3...#.\n.......\n....#..\n.#..0#.\n",
  // generate({ size: 10 }, 1)
  "10x10":
    "....#1...#\n.#.2....2.\n......#.#.\n..#......0\n.2#0....##\n##....2#1.\n#......2..\n.0.1......\n.#....#.0.\n#...1#....\n",
});
