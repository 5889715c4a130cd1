import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { numlin } from "./index.js";

// pzprjs's test of numlin (robx/pzprjs test/script/numlin.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS = {
  link: "https://puzz.link/p?numlin/5/5/1j2h3m1h2j3",
  answer: pzprjsFile(
    "pzprv3/numlin/5/5/1 . . . . /2 . . 3 . /. . . . . /. 1 . . 2 /. . . . 3 /1 -1 1 1 /0 -1 0 0 /",
    "0 -1 -1 0 /0 -1 -1 0 /1 1 -1 1 /0 1 1 0 1 /1 1 1 1 1 /1 1 1 1 1 /1 0 1 1 0 /",
  ),
  example: 0,
};

// Public puzz.link Numberlinks beyond pzprjs's, the links only: two Rust solvers' URL tests (6x6, 7x6), a
// Japanese puzzle site's Numberlink list (7x7, 8x8), a Thai puzzle site's page (9x9), a puzz.link solver's
// example list (10x10). Larger ones of those lists take this solver too long (see the README), and one has more
// than one answer under puzz.link's rules.
const PUBLIC = [
  "https://puzz.link/p?numlin/6/6/j4h14m2n2h133k",
  "https://puzz.link/p?numlin/7/6/523i1j5l4i2h3m4g1l",
  "https://puzz.link/p?numlin/7/7/4h2j1i5h4q3h3h52s1",
  "https://puzz.link/p?numlin/8/8/h13i2i4i3g4g5i1r2l6g6i5t",
  "https://puzz.link/p?numlin/9/9/h1j32j4l5v67o2g4l7r3j165i",
  "https://puzz.link/p?numlin/10/10/1w2h3k4k6g5i7k2n8k5i4g1k8k6h7w3",
];

describe("examples", () => {
  describeExamplesContract(numlin, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
