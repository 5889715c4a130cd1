import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { lits } from "./index.js";

// pzprjs's test of lits (robx/pzprjs test/script/lits.js, MIT): its puzzle and the answer its checker calls
// complete.
const PZPRJS = {
  link: "https://puzz.link/p?lits/4/4/9q02jg",
  answer:
    "pzprv3\nlits\n4\n4\n3\n0 0 1 1 \n0 0 1 2 \n0 1 1 2 \n2 2 2 2 \n# + # # \n# # # + \n# + # + \n# # # # \n",
  example: 0,
};

// Public puzz.link links: a LITS page of puzzles graded by difficulty in a public repository on GitHub, a
// puzzle-solving benchmark's tests and a puzz.link importer's tests in other public repositories, and noqx's
// example (a 24x24 of large rooms). Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?lits/8/8/5ajmi9mhai2g514bdn32f340",
  "https://puzz.link/p?lits/12/8/11084o2iif51gg8040vf3vu577erlpvfnvu",
  "https://puzz.link/p?lits/10/10/4glcvamrtfs78mit3iqe4kr1kg8668t3qc4g",
  "https://puzz.link/p?lits/10/10/11332c9punp777sojkff7e7se933s66k6ac6",
  "https://puzz.link/p?lits/10/10/00281g00000000304g0s0o0400vv00004030",
  "https://puzz.link/p?lits/10/10/21274v3u7vnuv1s0i0fu7s3o0098082p7sfu",
  "https://puzz.link/p?lits/10/10/gdifrsp0ia3c6kt9268q384lesv2bud20tgo",
  "https://puzz.link/p?lits/24/24/0000000o01lnmg5dvc0dntsq94ia94i814i914i976i94i294i294i8t4i90ci94ki94s294j094ia14i9pki944i94o1mregamtm0rddc00010002002dhm02i14080044vvvk6001os0001vvvq1g00a4000sfvvvsc003p80073fvvq700080000g3vvu100021g0087vvv8114102295g296oo",
];

describe("examples", () => {
  describeExamplesContract(lits, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
