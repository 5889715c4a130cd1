import { regionsOf } from "@gridsmith/kit";
import { answerWithGivens, describeExamplesContract, pzprjsFile } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { fillomino } from "./index.js";

// pzprjs's test of fillomino (robx/pzprjs test/script/fillomino.js, MIT): its puzzle and the answer its
// checker calls complete, as the pzprv3 file it writes. Some cells are left empty there: their regions are
// drawn by borders.
const PZPRJS = {
  link: "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h",
  answer: pzprjsFile(
    "pzprv3/fillomino/6/6/. . 4 . . . /. 5 3 . 2 . /. . . . 5 2 /3 3 . . . . /. 2 . 1 4 . /. . . 3 . . /5 5 . 4 4 4 /5 . . 2 . 1 /3 5 3 3 . . /. . 5 5 5 2 /2 . 5 . . 4 /1 3 3 . 4 4 /0 1 0 0 0 /0 1 1 0 1 /1 1 0 1 1 /0 1 0 0 1 /0 1 1 1 0 /1 0 0 1 0 /0 0 1 1 1 1 /1 0 0 1 1 1 /0 1 1 1 0 0 /1 1 0 1 1 1 /1 1 1 1 0 0 /",
  ),
  readAnswer,
  example: 0,
};

/** An answer file's numbers, each empty cell given the number of its region (by the borders) or its size. */
function readAnswer(file: string) {
  const { puzzle, solution: written } = answerWithGivens(formats.readPzprv3Board)(file);
  const { borders } = formats.readPzprv3Board(file);
  const { regionOf, regions } = regionsOf(puzzle, (e) => borders[e] === 1);
  const solution = written.map((v, i) => {
    if (v > 0) return v;
    const cells = regions[regionOf[i]!]!;
    return cells.map((j) => written[j]!).find((u) => u > 0) ?? cells.length;
  });
  return { puzzle, solution };
}

// Public puzz.link links of the genre, read for the links only: penpa-edit's puzz.link import tests
// (swaroopg92/penpa-edit: the 7x3, 7x10 and the first 10x10), a pzprxs blog's list (the second 10x10), a
// Rust solver's tests (the 5x5) and noqx's example list (the 15x15). Each solves to one answer that
// puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?fillomino/7/3/159u159",
  "https://puzz.link/p?fillomino/7/10/r6l8l5l2lah3i5h9i9i4c4o",
  "https://puzz.link/p?fillomino/10/10/q-138g84ga3h46g42g33r46g44ga8h12g15g58r21g28g87h42g14g4-13q",
  "https://puzz.link/p?fillomino/10/10/5g13h53g1p2h1h4h35g4g44g1g2i1h3l3h2i5g5g54g1g62h4h6h1p5g23h32g6",
  "https://puzz.link/p?fillomino/5/5/g1k34g2h5h4n",
  "https://puzz.link/p?fillomino/15/15/h1o5i8g2m6g3g7i3h4h1i1g6g4h2g3h4g2i5h2i4h3l4h1h5m4h2g2h6k7h3i3h7k7h2g2h3m2h1h5l3h4i3h3i-10g4h4g1h3g7g1i8h4h3i2g2g2m8g6i1o1h",
];

describe("examples", () => {
  describeExamplesContract(fillomino, {
    check,
    root: new URL("../", import.meta.url),
    judge,
    formats,
    pzprjs: PZPRJS,
    publicLinks: PUBLIC,
  });
});
