import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { creek } from "./index.js";

// pzprjs's test of creek (robx/pzprjs test/script/creek.js, MIT): its puzzle and the answer its checker
// calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?creek/6/6/gagaich2cgb6769dt",
  answer: pzprjsFile(
    "pzprv3/creek/6/6/. 0 . . . 0 . /. . . . 2 . . /. . 2 2 . . . /1 . . 1 . 2 . /1 . 4 . 3 . . /. . . . . . . /. . . . . . . /. + + + + . /. # # # # + /. + + + # + /# # # + # + /. # # # # + /. . + + + + /",
  ),
  example: 0,
};

// Public puzz.link links: noqx's example (github.com/T0nyX1ang/noqx, links only), the puzz.link link of a
// rules page's example, and links in other public repositories' examples and tests (a pzv.jp one among
// them). Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?creek/10/10/qbdccdbdbibiceeeddcblbbcdcdddboabbb",
  "https://puzz.link/p?creek/10/10/gcnci7d732cbgci7cc38cmdg11bd3dhdgcl2cdhcgcqb",
  "https://puzz.link/p?creek/6/7/q2cgcj18cdm3c88cl",
  "http://pzv.jp/p.html?creek/10/10/h6bjbj6c2cdk1d6dk8di3322b766cdh2bkbh7diccg2dp",
];

describe("examples", () => {
  describeExamplesContract(creek, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
