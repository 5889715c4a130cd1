import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { tatamibari } from "./index.js";

// pzprjs's test of tatamibari (robx/pzprjs test/script/tatamibari.js, MIT): its puzzle and the answer its
// checker calls complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS = {
  link: "https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g",
  answer: pzprjsFile(
    "pzprv3/tatamibari/5/5/. . . . . /. . c . a /a . . . b /. c a . . /a c . c . /-1 1 0 1 /0 1 0 1 /",
    "-1 1 1 0 /1 1 1 0 /1 1 1 0 /-1 -1 0 0 0 /-1 -1 1 1 1 /1 1 -1 1 1 /0 1 -1 0 0 /",
  ),
};

// Public Tatamibari beyond pzprjs's test: gridpuzzle.com's puzzles lge62, l4xjg, v8rq9 and 095e1 (4x4 to
// 10x10, easy to evil) as a public solver's tests on GitHub hold them, written here as puzz.link links (no
// puzz.link link of the genre was found in the public sources searched).
const PUBLIC = [
  "https://puzz.link/p?tatamibari/4/4/1g2h3g1g3132i",
  "https://puzz.link/p?tatamibari/4/4/2h3h2i2j1",
  "https://puzz.link/p?tatamibari/6/6/h22g3h2m2l1g23h23h2g2",
  "https://puzz.link/p?tatamibari/10/10/g2g3i2g1i33g3u2h1l2p3g33h11m2h33i113g2i2i1g2h2g3g3g1",
];

describe("examples", () => {
  describeExamplesContract(tatamibari, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
