import { namedExamples } from "@gridsmith/kit";

// "6x6" is the puzzle of pzprjs's own shikaku test (robx/pzprjs test/script/shikaku.js, MIT). The others were
// made for Gridsmith with this package's generator (`generate({ size }, 1)`), public domain (CC0). One
// solution each (the tests prove it, and that examples/*.url hold the same text).

/** Shikaku puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "6x6": "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j\n",
  // generate({ size: 7 }, 1)
  "7x7": "https://puzz.link/p?shikaku/7/7/hcczmc2g6j22m1\n",
  // generate({ size: 10 }, 1)
  "10x10": "https://puzz.link/p?shikaku/10/10/hchci6mczh2k4k3g82kap2i2h2k42aj3j2g2\n",
});
