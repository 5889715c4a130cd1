import { namedExamples } from "@gridsmith/kit";

// "5x5" is the example of pzprjs's own yajirin (its 5x5 sample, MIT). The others were made for Gridsmith with
// this package's generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove
// it, and that examples/*.url hold the same text).

/** Yajilin puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?yajilin/5/5/m32j10\n",
  // generate({ size: 6 }, 1)
  "6x6-generated": "https://puzz.link/p?yajilin/6/6/41k11b31o31a1211a\n",
  // generate({ size: 8 }, 1)
  "8x8": "https://puzz.link/p?yajilin/8/8/41h21a22a32b42c11a11i1241a21b12b2131e4211c12b42a31d11\n",
});
