import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { lightup } from "./index.js";

// pzprjs's test of lightup (robx/pzprjs test/script/lightup.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS = {
  link: "https://puzz.link/p?lightup/6/6/nekcakbl",
  answer:
    "pzprv3\nlightup\n6\n6\n. . # . . . \n. # 4 # . . \n. . # . 2 # \n+ 0 . . # . \n# + . 1 . . \n. . . # . . \n",
  example: 0,
};

describe("examples", () => {
  describeExamplesContract(lightup, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
  });
});
