import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own numlin test (robx/pzprjs test/script/numlin.js, MIT). The others were
// made for Gridsmith with this package's generator (`generate({ size }, 1)`), public domain (CC0). One
// solution each (the tests prove it, and that examples/*.url hold the same text).

/** Numberlink puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3\n",
  // generate({ size: 6 }, 1)
  "6x6-generated": "https://puzz.link/p?numlin/6/6/21i1g3g3442g78556iccg7g9bbg689aa\n",
  // generate({ size: 7 }, 1)
  "7x7": "https://puzz.link/p?numlin/7/7/4g45532h766327aabgb189chdjdek-10fh89c-10fe1\n",
});
