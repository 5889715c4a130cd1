import { readFileSync } from "node:fs";
import { judgePzprv3, linkProblems } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, readPzprv3Board, writePzprv3 } from "./formats/index.js";
import { mashu } from "./index.js";

// pzprjs's test of mashu (robx/pzprjs test/script/mashu.js, MIT): its puzzle and the answer its checker calls
// complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS_URL = "https://puzz.link/p?mashu/6/6/1063000i3000";
const PZPRJS_ANSWER = [
  "pzprv3/mashu/6/6/. . 1 . . . /. 2 . . 1 . /. . . . . . /. . . 2 . . /. 1 . . . . /. . . . . . ",
  "/1 1 1 0 1 /0 1 1 -1 0 /0 0 1 1 0 /0 1 -1 1 1 /1 1 0 0 0 /0 0 1 0 0 /1 0 0 1 1 1 /1 1 0 0 1 1 ",
  "/1 1 1 -1 0 1 /1 -1 0 1 0 0 /0 0 1 1 0 0 /",
]
  .join("")
  .replaceAll("/", "\n");

// Public puzz.link Masyu beyond pzprjs's: penpa-edit's puzz.link import tests (github.com/swaroopg92/penpa-edit,
// the links only; one under the name `masyu`, one with a `v:` flags segment... that one has several answers
// and is left out) and a Japanese practice site's list (the links only).
const PUBLIC = [
  "https://puzz.link/p?masyu/15/10/i0a02000000ik20620i6i0a021c049c209490j0100a0019329",
  "https://puzz.link/p?mashu/13/9/013009k10a3a39310c9313693i016030j039a20",
  "https://puzz.link/p?mashu/6/6/0366001901i0",
  "https://puzz.link/p?mashu/10/10/030206119200009b0i6603090000i031i0",
  "https://puzz.link/p?mashu/10/10/00120900i30i6300906026913200903000",
  "https://puzz.link/p?mashu/10/10/0211300020b100039j00020i13000a3i90",
];

/** The genre as the pzpr judge drives it: link reader, solver, file writer and the independent check. */
const GENRE = {
  parse: parsePuzzlink,
  solve: (p: Parameters<typeof mashu.solve>[0]) => mashu.solve(p),
  writePzprv3,
  check: (p: Parameters<typeof mashu.solve>[0], s: number[]) => check(p, s),
};

describe("examples", () => {
  it("ships each example as examples/NAME.url too, with the same text", () => {
    for (const e of examples)
      expect(readFileSync(new URL(`../examples/${e.name}.url`, import.meta.url), "utf8")).toBe(e.text);
  });

  it("each has one solution, which the independent check and puzz.link's own checker accept", () => {
    expect(
      linkProblems(
        GENRE,
        examples.map((e) => e.text),
      ),
    ).toEqual([]);
  });

  it("holds pzprjs's puzzle as its link says, and finds pzprjs's answer", () => {
    const puzzle = parsePuzzlink(PZPRJS_URL);
    const answer = readPzprv3Board(PZPRJS_ANSWER);
    expect(answer.puzzle).toEqual(puzzle);
    expect(mashu.solve(puzzle).solutions).toEqual([answer.lines]);
    expect(judgePzprv3(PZPRJS_ANSWER).complete).toBe(true);
  });

  it("solves public puzz.link puzzles uniquely, each answer complete by puzz.link's checker", () => {
    expect(linkProblems(GENRE, PUBLIC)).toEqual([]);
  });

  it("the README's example is examples/solve.mjs", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const file = readFileSync(new URL("../examples/solve.mjs", import.meta.url), "utf8");
    expect(readme).toContain(file.trim());
  });
});
