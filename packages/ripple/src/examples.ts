import { namedExamples } from "@gridsmith/kit";

// "4x4" is the puzzle of pzprjs's own ripple test (robx/pzprjs test/script/ripple.js, MIT), its URL
// `ripple/4/4/9n8rigk14h32k` in the text format. The others were made for Gridsmith with this package's
// generator (`generate({ size }, 1)`), public domain (CC0). One solution each (the tests prove it, and that
// examples/*.ripple hold the same text).

/** Real Ripple Effect puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "4x4": "aabb\nccba\nddba\nadda\n\n....\n.14.\n.32.\n....\n",
  // generate({ size: 5 }, 1)
  "5x5": "abbaa\nabbab\naabcb\nbbccb\naaccb\n\n....1\n.21..\n4....\n.....\n.....\n",
  // generate({ size: 6 }, 1)
  "6x6": "abbaaa\nabbccc\naabdac\nbdddab\nbaaacb\nbbaccb\n\n......\n.2....\n......\n......\n......\n......\n",
});
