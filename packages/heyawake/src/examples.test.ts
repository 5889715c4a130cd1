import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { heyawake } from "./index.js";

// pzprjs's test of heyawake (robx/pzprjs test/script/heyawake.js, MIT): its puzzle and the answer its
// checker calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?heyawake/6/6/lll155007rs12222j",
  answer:
    "pzprv3\nheyawake\n6\n6\n8\n0 1 1 2 2 3 \n0 1 1 2 2 3 \n0 1 1 2 2 3 \n4 4 4 4 4 3 \n5 5 5 6 6 3 \n5 5 5 6 6 7 \n2 2 . 2 . 2 \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n. . . . . . \n# + # + + # \n+ + + # + + \n# + # + # + \n+ + + + + + \n+ # + # + # \n+ + # + + + \n",
  example: 0,
};

// Public puzz.link links: a Heyawake page of puzzles graded by difficulty in a public repository on GitHub,
// and penpa-edit's puzz.link import tests (swaroopg92/penpa-edit). Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?heyawake/6/6/22eeee0f006032g112",
  "https://puzz.link/p?heyawake/6/6/giijjjvg7s0011g3g2g2g",
  "https://puzz.link/p?heyawake/9/9/s2kaha58l144gi0fu01jo00fv01s003h324h3g133",
  "https://puzz.link/p?heyawake/10/10/94i84ga0k98ih4h92600v0vv00v7000vv33s20h2g3g3331g2g22g",
  "https://puzz.link/p?heyawake/10/10/a0k1u3s7ofgv1q3k60007v000f000ftg003v1g21g11222h12",
  "https://puzz.link/p?heyawake/12/12/5k2q1d0mgb85k2q0d06g381k0q00000u0001vg0007ou0ofg3tg00065g63242362i",
];

describe("examples", () => {
  describeExamplesContract(heyawake, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
