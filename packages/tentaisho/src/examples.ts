import { namedExamples } from "@gridsmith/kit";

// Made for Gridsmith with this package's generator (`generate({ size }, 1)`), public domain (CC0). One
// solution each (the tests prove it, and that examples/*.tentaisho hold the same text).

/** Real Tentaisho puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  // generate({ size: 5 }, 1)
  "5x5":
    "o........\n........o\no........\n.....o...\no.o......\n.........\n.........\n..o......\no.....o.o\n",
  // generate({ size: 6 }, 1)
  "6x6":
    "......o....\n...........\n..o.....o..\no..........\n......o.o.o\n...........\n..o.o.....o\n...........\n........o..\n....o......\n..o...o....\n",
  // generate({ size: 7 }, 1)
  "7x7":
    "o............\n..o..........\n......o......\n............o\n..........o..\n........o....\n..o.........o\n......o......\n.o........o..\n....o........\n.............\n.o.......o...\n....o........\n",
  // generate({ size: 8 }, 1)
  "8x8":
    "..........o....\n.o.............\n..........o....\n....o..........\n...............\n.......o.......\n..........o..o.\n...............\no...o..o.......\n..o............\n........o.o....\no..............\n..o.o..........\n..........o....\no.....o.o......\n",
});
