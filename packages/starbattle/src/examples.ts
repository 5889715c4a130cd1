import { namedExamples } from "@gridsmith/kit";

// "6x6" is the puzzle of pzprjs's own starbattle test (robx/pzprjs test/script/starbattle.js, MIT), its URL
// `starbattle/6/6/1/4ilbhgdnmhou` in the text format. The others were made for Gridsmith with this package's
// generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.starbattle hold the same text).

/** Real Star Battle puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  // generate({ size: 5 }, 1)
  "5x5": "1\nabbbb\naabcc\naabcc\nadccc\ndddce\n",
  "6x6": "1\naaabbb\nabbbcc\naddeec\nffddec\nfeeeec\nfccccc\n",
  // generate({ size: 8 }, 1)
  "8x8": "1\nabbbbbbb\ncbbbbbbb\nccbbdddd\nccbbdddd\nceeddfff\neeeeeffg\neeeeeehg\neeeeeehg\n",
});
