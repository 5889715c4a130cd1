import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { kropki } from "./index.js";

// pzprjs's test of kropki (robx/pzprjs test/script/kropki.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS = {
  link: "https://puzz.link/p?kropki/4/4/aa7fioco",
  answer:
    "pzprv3\nkropki\n4\n4\n1 0 1 \n1 0 1 \n0 2 1 \n1 2 0 \n2 0 0 2 \n2 0 1 1 \n0 2 2 0 \n4 3 1 2 \n2 1 3 4 \n1 4 2 3 \n3 2 4 1 \n",
  example: 0,
};

// Public puzz.link links of the genre: penpa-edit's puzz.link import tests, noqx's example list (read for the
// links only), pzprxs's sample and solvers' samples. Each solves to one answer that puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?kropki/4/4/o52l49p4",
  "https://puzz.link/p?kropki/4/4/o4c56gd6",
  "https://puzz.link/p?kropki/5/5/da05f05304410i",
  "https://puzz.link/p?kropki/6/6/1il0906369i2206i0226",
  "https://puzz.link/p?kropki/7/7/ddc0330l00729c6ic6e9j0i94d04",
  "https://puzz.link/p?kropki/9/4/00000599cccdde000006",
  "https://puzz.link/p?kropki/13/13/09000100000003312139b30ia4caa4caki2i0gna3002cng3cng40004090000d910000000000000i009000000000099300l030190",
  "https://puzz.link/p?kropki/17/17/i970j090443913a1033a299190319301330b0930004aa04163399c03i04d1d61d0d70d7d7941130i4dddddddddc003a34303d50c9cad23134900a5da411dc4014df090ad040jcc000c4900n7ddadbddc00dd90601a010630mdddd9",
];

describe("examples", () => {
  describeExamplesContract(kropki, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
