import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { mochikoro } from "./index.js";

// pzprjs's test of mochikoro (robx/pzprjs test/script/mochikoro.js, MIT): its puzzle and the answer its
// checker calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?mochikoro/5/5/4p2n1i1",
  answer:
    "pzprv3\nmochikoro\n5\n5\n4 . . . . \n. . . . . \n. 2 . . . \n. . . . . \n1 . . . 1 \n+ + + + # \n# # # # + \n# + # + # \n# + # + # \n+ # + # + \n",
  example: 0,
};

// Public links: a list of puzz.link example puzzles on GitHub, noqx's examples (links only), and the
// puzzles of a Mochikoro solver on GitHub (pzv.jp links, read as puzz.link's). Each is a real puzzle with
// one answer.
const PUBLIC = [
  "https://puzz.link/p?mochikoro/7/7/3i2q3i2m4i3q1i3",
  "https://puzz.link/p?mochikoro/22/13/4l2k4m3w4p5h1n2x2v4i2h4k2h5p2k4m5j4q2t2u3n4g4l3o4o2n2j2zk2g1n1o",
  "http://pzv.jp/p.html?mochikoro/10/10/o23scg1r3p1g1i2n2h2j1k2l2k3m",
  "http://pzv.jp/p.html?mochikoro/10/10/qfzkcjar8h2zr1l1g",
  "http://pzv.jp/p.html?mochikoro/10/10/3q6l6zr3h6g3h6zl3q6",
  "http://pzv.jp/p.html?mochikoro/8/9/h4l4j4w4k4p4s4g4l",
];

describe("examples", () => {
  describeExamplesContract(mochikoro, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
