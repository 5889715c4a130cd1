import { namedExamples } from "@gridsmith/kit";

// "4x4" is the puzzle of pzprjs's own hitori test (robx/pzprjs test/script/hitori.js, MIT), its URL
// `hitori/4/4/1114142333214213`; "8x8" is the link `hitori/8/8/8416...1615` of penpa-edit's puzz.link import
// tests (swaroopg92/penpa-edit). "6x6" was made for Gridsmith with this package's generator
// (`generate({ size: 6 }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.hitori hold the same text).

/** Real Hitori puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "4x4": "1114\n1423\n3321\n4213\n",
  // generate({ size: 6 }, 1)
  "6x6": "514211\n141653\n435524\n411352\n213446\n366413\n",
  "8x8": "84163257\n15684121\n26237843\n64752738\n58613542\n47578376\n23465284\n31821615\n",
});
