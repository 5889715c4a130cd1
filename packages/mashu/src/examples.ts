import { namedExamples } from "@gridsmith/kit";

// "6x6" is the puzzle of pzprjs's own mashu test (robx/pzprjs test/script/mashu.js, MIT). The others were
// made for Gridsmith with this package's generator (`generate({ size }, 1)`), public domain (CC0). One
// solution each (the tests prove it, and that examples/*.url hold the same text).

/** Masyu puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "6x6": "https://puzz.link/p?mashu/6/6/1063000i3000\n",
  // generate({ size: 6 }, 1)
  "6x6-generated": "https://puzz.link/p?mashu/6/6/030310170010\n",
  // generate({ size: 8 }, 1)
  "8x8": "https://puzz.link/p?mashu/8/8/309310a000349909d09030\n",
});
