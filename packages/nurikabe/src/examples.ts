import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own nurikabe test (robx/pzprjs test/script/nurikabe.js, MIT), its URL
// `nurikabe/5/5/g5k2o1k3g` in the text format. "10x10 semiexp" is the puzzle of cspuz's nurikabe serializer
// test (semiexp/cspuz, MIT), `nurikabe/10/10/zj7n7j9n7t7i7n7zj`, shared by its author at
// https://twitter.com/semiexp/status/1222541993638678530. The others were made for Gridsmith with this
// package's generator (`generate({ width, height }, 1)`), public domain (CC0). One solution each
// (examples.test.ts proves it, and that examples/*.nurikabe hold the same text).

/** Real Nurikabe puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "5x5": ".5...\n..2..\n.....\n..1..\n...3.\n",
  // generate({ width: 7, height: 7 }, 1)
  "7x7": ".......\n4...3..\n.....4.\n..4....\n......3\n...1...\n.....2.\n",
  // generate({ width: 10, height: 10 }, 1)
  "10x10":
    "2.........\n.......4..\n....3.1.1.\n..3..1....\n....3..4..\n.2...4....\n..........\n..........\n..3.3...1.\n.....3....\n",
  "10x10-semiexp":
    "..........\n..........\n....7.....\n...7....9.\n.......7..\n..........\n..7...7...\n.....7....\n..........\n..........\n",
  // generate({ width: 15, height: 15 }, 1)
  "15x15":
    "1...1....4....1\n..1...3........\n.3.3.....3..2.3\n......2........\n..1....2...1...\n.4........1....\n...........2...\n...3.4.4......4\n........3....2.\n2.....1....1...\n....2..1....3..\n.1......2......\n......4........\n4......3..4....\n....2......4...\n",
});
