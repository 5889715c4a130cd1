import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { easyasabc } from "./index.js";

// pzprjs's test of easyasabc (robx/pzprjs test/script/easyasabc.js, MIT): its puzzle and the answer its
// checker calls complete, as the pzprv3 file it writes.
const PZPRJS = {
  link: "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h",
  answer:
    "pzprv3\neasyasabc\n4\n4\n3\n. 1 . . . . \n2 - 2 3 1 . \n. 1 - 2 3 3 \n. 2 3 1 . . \n3 3 1 . 2 . \n. . . . . . \n",
  example: 0,
};

// Public puzz.link links of the genre: noqx's example (github.com/T0nyX1ang/noqx, read for the link only).
// Each solves to one answer that puzz.link calls complete. (A public link with given letters, which the npm
// pzpr of the judge reads without them, is in easyasabc.test.ts.)
const PUBLIC = ["https://puzz.link/p?easyasabc/6/6/4/g1313h4131h4343h1434g"];

describe("examples", () => {
  describeExamplesContract(easyasabc, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
