import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { starbattle } from "./index.js";

// pzprjs's test of starbattle (robx/pzprjs test/script/starbattle.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS = {
  link: "https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou",
  answer:
    "pzprv3\nstarbattle\n6\n6\n1\n6\n0 0 0 1 1 1 \n0 1 1 1 2 2 \n0 3 3 4 4 2 \n5 5 3 3 4 2 \n5 4 4 4 4 2 \n5 2 2 2 2 2 \n+ # + + + + \n+ + + # + + \n+ + + + + # \n. + # + + + \n. + + + # + \n# + + + + + \n",
  example: 1,
};

// Public puzz.link links of the genre: noqx's example list (read for the links only), 2-star puzzles of
// 10x10 to 13x13. Each solves to one answer that puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?starbattle/10/10/2/5g252c2qkgbakk98igse7g88cp3730so000u",
  "https://puzz.link/p?starbattle/10/10/2/l95las9vb5mmurbelo2m849c5gp068ci9029",
  "https://puzz.link/p?starbattle/12/12/2/g0410igil9ck6q3l12glrcp12c081pu07do1ge6c0g0m0628gdkcn0",
  "https://puzz.link/p?starbattle/13/13/2/40142jhssb4ij4491m8d6b0io4k8ab003vosuc02181v3e00o00fo3g00073phsg",
];

describe("examples", () => {
  describeExamplesContract(starbattle, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
