import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { yinyang } from "./index.js";

// pzprjs's test of yinyang (robx/pzprjs test/script/yinyang.js, MIT): its puzzle and the answer its checker
// calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?yinyang/5/5/016612300",
  answer: pzprjsFile(
    "pzprv3/yinyang/5/5/. . . . . /1 . 2 . . /2 . . . 1 /. . 2 . 1 /. . . . . /1 1 1 1 1 /. 2 . 2 1 /. 2 1 1 . /1 2 . 2 . /1 1 1 1 1 /",
  ),
  example: 0,
};

// Public puzz.link links: noqx's examples (github.com/T0nyX1ang/noqx, links only), penpa-edit's puzz.link
// import tests (swaroopg92/penpa-edit), and links in other public repositories' examples and tests. Each is a
// real puzzle with one answer; the 22x18 one is the example noqx marks as too slow for its own solver.
const PUBLIC = [
  "https://puzz.link/p?yinyang/6/6/6a166b230900",
  "https://puzz.link/p?yinyang/12/5/02903a2o490i392o0290",
  "https://puzz.link/p?yinyang/14/10/000003fji00i3i669j099i31109960kl0320g010a000000",
  "https://puzz.link/p?yinyang/11/11/02000620ik00i0i00i8kiq030061206j002100600",
  "https://pzprxs.vercel.app/p?yinyang/9/9/00016009b6090p720020i069230",
  "https://pzprxs.vercel.app/p?yinyang/9/9/000630k036300a0003399030000",
  "https://puzz.link/p?yinyang/22/18/00000000000000030190030000900003000000900130020006000l0000090000i0020009400030200060000002empf01900001009901030130900031009a00009000",
];

describe("examples", () => {
  describeExamplesContract(yinyang, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
