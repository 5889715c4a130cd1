import { namedExamples } from "@gridsmith/kit";

// "4x4" is the puzzle of pzprjs's own nanro test (robx/pzprjs test/script/nanro.js, MIT), its URL
// `nanro/4/4/6r0s1oi13n1h` in the text format. The others were made for Gridsmith with this package's
// generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.nanro hold the same text).

/** Real Nanro puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "4x4": "aaab\nbccb\nbccb\nbaaa\n\n...1\n3...\n....\n.1..\n",
  // generate({ size: 5 }, 1)
  "5x5": "abaaa\nabaab\nabcdb\ncbccb\ncaacb\n\n.....\n..1..\n1....\n....2\n....2\n",
  // generate({ size: 6 }, 1)
  "6x6": "abaaab\nabaacb\nabdccb\ncbdcab\nceeeac\nccbbac\n\n......\n.24...\n1....2\n...1..\n......\n.3....\n",
});
