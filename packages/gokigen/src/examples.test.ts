import { describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { gokigen } from "./index.js";

// pzprjs's test of gokigen (robx/pzprjs test/script/gokigen.js, MIT): its puzzle and the answer its checker
// calls complete.
const PZPRJS = {
  link: "https://puzz.link/p?gokigen/4/4/iaegcgcj6a",
  answer: pzprjsFile(
    "pzprv3/gokigen/4/4/. . . 0 . /. 4 . . . /2 . . . 2 /. . . . . /. 1 . 0 . /1 2 1 2 /2 1 1 1 /1 1 2 2 /2 2 2 1 /",
  ),
  readAnswer: (file: string) => {
    const { puzzle, diagonals } = formats.readPzprv3Board(file);
    return { puzzle, solution: diagonals.map((v) => (v === 1 ? 1 : 0)) };
  },
  example: 0,
};

// Public puzz.link links: penpa-edit's puzz.link import tests, and a Rust solver's test (public repositories,
// read for the links only). Each is a real puzzle with one answer.
const PUBLIC = [
  "https://puzz.link/p?gokigen/10/10/hc5b0bgcgdg7217bidj8778d7ag676617377dgcg8c6317222d6221clbga",
  "https://puzz.link/p?gokigen/7/7/kag2d27ag6bh26c91cjbg5cgehci",
  "https://puzz.link/p?gokigen/4/3/l372666bg",
];

describe("examples", () => {
  describeExamplesContract(gokigen, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
