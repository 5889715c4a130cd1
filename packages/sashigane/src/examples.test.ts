import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { sashigane } from "./index.js";

// pzprjs's test of sashigane (robx/pzprjs test/script/sashigane.js, MIT): its puzzle and the answer its
// checker calls complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS = {
  link: "https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4",
  answer: pzprjsFile(
    "pzprv3/sashigane/5/5/4 . . . o /. . . . . /o3 . 2 . 1 /. . . . . /4 . . . o4 /-1 0 0 -1 /0 0 0 1 /",
    "-1 1 1 1 /1 1 0 1 /-1 1 -1 -1 /1 1 1 1 -1 /1 1 1 0 -1 /-1 1 -1 1 1 /1 -1 1 1 -1 /",
  ),
};

// Public puzz.link Sashigane beyond pzprjs's: cspuz_rs's test (github.com/semiexp/cspuz_rs, the link only)
// and a benchmark's pencil-puzzle list (the links only).
const PUBLIC = [
  "https://puzz.link/p?sashigane/6/6/l4mjm.ngpgkjmiq",
  "https://puzz.link/p?sashigane/5/5/n..k.v.k.l",
  "https://puzz.link/p?sashigane/8/8/q.gm3m.l3.nhu..l..l4n.mhs",
];

describe("examples", () => {
  describeExamplesContract(sashigane, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
