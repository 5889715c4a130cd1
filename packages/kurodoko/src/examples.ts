import { namedExamples } from "@gridsmith/kit";

// "5x5" is the puzzle of pzprjs's own kurodoko test (robx/pzprjs test/script/kurodoko.js, MIT); "10x10" is
// the link of penpa-edit's puzz.link import tests (swaroopg92/penpa-edit). One solution each (the tests
// prove it, and that examples/*.url hold the same text).

/** Real Kurodoko puzzles as puzz.link links, smallest first. */
export const examples = namedExamples({
  "5x5": "https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i\n",
  "10x10": "https://puzz.link/p?kurodoko/10/10/3n5k2l5j4s5h76n98h3s4j4l4k3n4\n",
});
