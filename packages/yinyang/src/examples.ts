import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own yinyang test (robx/pzprjs test/script/yinyang.js, MIT), its URL
// `yinyang/5/5/016612300`. "6x6" and "8x8" were made for Gridsmith with this package's generator
// (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.yinyang hold the same text).

/** Real Yin-Yang puzzles in the default text format (`o` white, `x` black), smallest first. */
export const examples = namedExamples({
  "5x5": ".....\no.x..\nx...o\n..x.o\n.....\n",
  // generate({ size: 6 }, 1)
  "6x6": "......\no.o...\n....o.\n..x...\n...x..\nx....o\n",
  // generate({ size: 8 }, 1)
  "8x8": "o.......\nx....o..\n..ox....\n..o.....\n....o...\n.x.o.o..\n.....o..\no.......\n",
});
