import { namedExamples } from "@gridsmith/kit";

// "4x4" is the puzzle of pzprjs's own kropki test (robx/pzprjs test/script/kropki.js, MIT), its URL
// `kropki/4/4/aa7fioco` in the text format. The others were made for Gridsmith with this package's generator
// (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.kropki hold the same text).

/** Real Kropki puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "4x4": ".o. .o.\n*+ + +*\n.o. .o.\n*+ +o+o\n. .*.o.\n +*+*+\n.o.*. .\n",
  // generate({ size: 5 }, 1)
  "5x5": ". .o.*.*.\n + +o+*+*\n. . .o.*.\no+*+ +o+\n.*.*. . .\n +*+*+ +\n. .*. . .\n*+o+ + +o\n.o. . . .\n",
  // generate({ size: 6 }, 1)
  "6x6":
    ". .o.*. . .\n*+o+ + +*+*\n. . . . .o.\n +o+*+o+ +*\n. .o. .o.o.\n +o+ + +o+o\n. . . . .o.\no+*+o+ +*+*\n. . . .o. .\n*+ + +o+*+o\n. .*.o. . .\n",
  // generate({ size: 7 }, 1)
  "7x7":
    ".*.o.o. . .*.\n*+ + +*+ + +\n. . . .*.o. .\no+*+o+ +o+ +o\n. . .o. . . .\n +*+ + + + +*\n. . . . .o. .\n +o+*+ +o+o+\n.o.o.*. .o. .\n + +*+ + + +\n. .o. . .o. .\n*+ +o+o+*+o+o\n. . . . . . .\n",
});
