import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own hashikake test (robx/pzprjs test/script/hashikake.js, MIT). The others
// were made for Gridsmith with this package's generator (`generate({ size }, 1)`), public domain (CC0). One
// solution each (the tests prove it, and that examples/*.url hold the same text).

/** Hashikake puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?hashi/5/5/4g2i3h23k3g1g3g4g3\n",
  // generate({ size: 7 }, 1)
  "7x7-generated": "https://puzz.link/p?hashi/7/7/g2j3g3i1j3h6g2i1q2g2h2j3\n",
  // generate({ size: 10 }, 1)
  "10x10-generated": "https://puzz.link/p?hashi/10/10/p3i6h6g2h2l2k1g4j5g7h3g5v2h52g2g4i2j2g3g2g23g4j1h\n",
});
