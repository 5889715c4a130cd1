import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { building } from "./index.js";

// pzprjs's test of building (robx/pzprjs test/script/building.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes.
const PZPRJS = {
  link: "https://puzz.link/p?skyscrapers/4/4/k13h4j3g",
  answer:
    "pzprv3\nbuilding\n4\n4\n. . . . . . \n. 2 1 4 3 . \n4 1 2 3 4 . \n. 4 3 1 2 3 \n. 3 4 2 1 . \n. . 1 3 . . \n",
  example: 0,
};

// Public puzz.link links of the genre: penpa-edit's puzz.link import tests and noqx's example list (read for
// the links only), and a Japanese solver's sample. Each solves to one answer that puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?building/5/5/g2l4g2h4h4h2",
  "https://puzz.link/p?skyscrapers/6/6/h4j2h2g3g3h4g5g2g2",
  "https://puzz.link/p?skyscrapers/5/5/g2l2g43l35",
  "https://puzz.link/p?skyscrapers/9/9/g4g7g5g5i4g5g7i3g2g8g6i7g8g2h",
  "https://puzz.link/p?building/6/6/h512m32l256g",
  "https://puzz.link/p?skyscrapers/2/1/j1g",
];

describe("examples", () => {
  describeExamplesContract(building, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
