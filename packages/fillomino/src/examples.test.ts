import { regionsOf } from "@gridsmith/kit";
import { describeExamplesContract } from "@gridsmith/kit/testing/contract";
import * as judge from "@gridsmith/pzpr-judge";
import { describe } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { parsePuzzlink, readPzprv3Board, serializePuzzlink, writePzprv3 } from "./formats/index.js";
import { fillomino } from "./index.js";

// pzprjs's test of fillomino (robx/pzprjs test/script/fillomino.js, MIT): its puzzle and the answer its
// checker calls complete, as the pzprv3 file it writes. Some cells are left empty there: their regions are
// drawn by borders.
const PZPRJS_URL = "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h";
const PZPRJS_ANSWER =
  "pzprv3/fillomino/6/6/. . 4 . . . /. 5 3 . 2 . /. . . . 5 2 /3 3 . . . . /. 2 . 1 4 . /. . . 3 . . /5 5 . 4 4 4 /5 . . 2 . 1 /3 5 3 3 . . /. . 5 5 5 2 /2 . 5 . . 4 /1 3 3 . 4 4 /0 1 0 0 0 /0 1 1 0 1 /1 1 0 1 1 /0 1 0 0 1 /0 1 1 1 0 /1 0 0 1 0 /0 0 1 1 1 1 /1 0 0 1 1 1 /0 1 1 1 0 0 /1 1 0 1 1 1 /1 1 1 1 0 0 /".replaceAll(
    "/",
    "\n",
  );

/** An answer file's numbers, each empty cell given the number of its region (by the borders) or its size. */
function readAnswer(file: string) {
  const { puzzle, numbers, borders } = readPzprv3Board(file);
  const written = numbers.map((v, i) => (puzzle.givens[i]! > 0 ? puzzle.givens[i]! : v));
  const { regionOf, regions } = regionsOf(puzzle, (e) => borders[e] === 1);
  const solution = written.map((v, i) => {
    if (v > 0) return v;
    const cells = regions[regionOf[i]!]!;
    return cells.map((j) => written[j]!).find((u) => u > 0) ?? cells.length;
  });
  return { puzzle, solution };
}

// Public puzz.link links of the genre: noqx's example list and penpa-edit's puz.link import tests
// (swaroopg92/penpa-edit), read for the links only. Each solves to one answer that puzz.link calls complete.
const PUBLIC = [
  "https://puzz.link/p?fillomino/7/3/159u159",
  "https://puzz.link/p?fillomino/7/10/r6l8l5l2lah3i5h9i9i4c4o",
  "https://puzz.link/p?fillomino/10/10/q-138g84ga3h46g42g33r46g44ga8h12g15g58r21g28g87h42g14g4-13q",
  "https://puzz.link/p?fillomino/10/10/5g13h53g1p2h1h4h35g4g44g1g2i1h3l3h2i5g5g54g1g62h4h6h1p5g23h32g6",
  "https://puzz.link/p?fillomino/5/5/g1k34g2h5h4n",
];

describe("examples", () => {
  describeExamplesContract(fillomino, {
    check,
    root: new URL("../", import.meta.url),
    extension: "fillomino",
    judge,
    parseLink: parsePuzzlink,
    writeLink: serializePuzzlink,
    writePzprv3,
    pzprjs: { link: PZPRJS_URL, answer: PZPRJS_ANSWER, readAnswer, example: 0 },
    publicLinks: PUBLIC,
  });
});
