import { namedExamples } from "@gridsmith/kit";

// "4x4" is the puzzle of pzprjs's own easyasabc test (robx/pzprjs test/script/easyasabc.js, MIT), its URL
// `easyasabc/4/4/3/1m2h3g3h` in the text format. The others were made for Gridsmith with this package's
// generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.easyasabc hold the same text).

/** Real Easy as ABC puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "4x4": "A-C\n+A...+\nB.....\n.....C\n......\nC.....\n+....+\n",
  // generate({ size: 5 }, 1)
  "5x5": "A-C\n+A.B..+\n.......\nB.....C\n.......\nA......\n.......\n+..A.C+\n",
  // generate({ size: 6 }, 1)
  "6x6": "A-D\n+DB.A.C+\n.......B\nB......C\nD.......\n........\n.......B\n.......A\n+.AB...+\n",
});
