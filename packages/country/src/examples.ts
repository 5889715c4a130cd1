import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own country test (robx/pzprjs test/script/country.js, MIT). The others were
// made for Gridsmith with this package's generator (`generate({ size }, 1)`), public domain (CC0). One
// solution each (the tests prove it, and that examples/*.url hold the same text).

/** Country Road puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?country/5/5/amda0uf02h12h\n",
  // generate({ size: 6 }, 1)
  "6x6-generated": "https://puzz.link/p?country/6/6/cd996632e0s0i324g\n",
  // generate({ size: 8 }, 1)
  "8x8": "https://puzz.link/p?country/8/8/q7hk8ikkkd504084g64s3060i53j\n",
});
