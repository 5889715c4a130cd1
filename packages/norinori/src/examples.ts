import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own norinori test (robx/pzprjs test/script/norinori.js, MIT), its URL
// `norinori/5/5/cag4ocjo`; "6x6" is the link `norinori/6/6/93op35pb9vpq` (puzsq.jp puzzle 7919, as quoted in
// a public solver's tests); "10x10" is `norinori/10/10/ebdc...md8mc` of penpa-edit's puzz.link import tests
// (swaroopg92/penpa-edit). One solution each (the tests prove it, and that examples/*.norinori hold the same
// text).

/** Real Norinori puzzles in the default text format, smallest first. */
export const examples = namedExamples({
  "5x5": "aabaa\nbbbaa\nbccaa\nccccc\naaccc\n",
  "6x6": "aabbba\nbbbbca\nabcccc\nabaaab\nccccab\naaaccb\n",
  "10x10":
    "aabcaaabba\nabbcddbbca\nccccddacca\naaabbbabba\naaccccabca\nbbaabbabcd\nbbaabbcbdd\ncccdbccabd\ncaddecaabd\naaaeeccbbd\n",
});
