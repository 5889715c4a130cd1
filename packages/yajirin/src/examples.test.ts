import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { yajirin } from "./index.js";

// pzprjs's 5x5 Yajilin sample (MIT) and its answer as the pzprv3 file pzprjs writes (clues, shaded cells,
// lines), which puzz.link's checker calls complete. (pzprjs's own test script for yajirin is not among our
// sources; this file was written in its layout and is judged by npm pzpr here.)
const PZPRJS = {
  link: "https://puzz.link/p?yajilin/5/5/m32j10",
  answer: pzprjsFile(
    "pzprv3/yajirin/5/5/. . . . . /. . . . . /. . . 3,2 . /. . . . . /. . . . 1,0 /",
    ". . . . . /. . . . . /# . # . . /. . . . . /. . . # . /",
    "1 1 0 1 /1 0 1 0 /0 0 0 0 /1 0 1 1 /1 1 0 0 /1 0 1 1 1 /0 1 0 0 1 /0 1 0 0 1 /1 0 1 0 0 /",
  ),
  example: 0,
};

// Public puzz.link Yajilins beyond pzprjs's, the links only: a C++ solver's parser comment, a C# solver's
// test boards, a Java URL parser's sample, a Rust solver's test, a Japanese practice site's list (one with a
// `b` flags segment; of its eight, one has several answers and one is cut short, and both are left out), and
// a puzzle catalogue's 19x13 example.
const PUBLIC = [
  "https://puzz.link/p?yajilin/10/10/e32m23f22p32k42h22e12o31m",
  "https://puzz.link/p?yajilin/6/6/n42a41n31a32a33",
  "https://puzz.link/p?yajilin/10/10/b2241u2222e3131zf2031e1231u4011b",
  "https://puzz.link/p?yajilin/10/10/w32a41b21a21l22e30m21a12b11r20d30g",
  "https://puzz.link/p?yajilin/8/8/42v22m32k13n",
  "https://puzz.link/p?yajilin/10/10/l23b2131t3341h11p2020g42b32w",
  "https://puzz.link/p?yajilin/10/10/42x42d42n32p22b22b22zd10",
  "https://puzz.link/p?yajilin/10/10/d41e11e22f10s23d33zm32k",
  "https://puzz.link/p?yajilin/10/10/k21k41j42u12d42m12a31e12e13a42h",
  "https://puzz.link/p?yajilin/b/9/10/42h0.h42h4.s120.220.12j32h0.h32h0./",
  "https://puzz.link/p?yajilin/19/13/g24g33f45o23d30g32z43k41y11a11a42zo33a14a12b11d31a32c21e11t36g31e21y",
];

describe("examples", () => {
  describeExamplesContract(yajirin, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
