import { readFileSync } from "node:fs";
import { judgePzprv3, linkProblems } from "@gridsmith/pzpr-judge";
import { describe, expect, it } from "vitest";
import { check } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { parsePuzzlink, readPzprv3Board, writePzprv3 } from "./formats/index.js";
import { shikaku } from "./index.js";

// pzprjs's test of shikaku (robx/pzprjs test/script/shikaku.js, MIT): its puzzle and the answer its checker
// calls complete, as the pzprv3 file it writes (crosses and all).
const PZPRJS_URL = "https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j";
const PZPRJS_ANSWER = [
  "pzprv3/shikaku/6/6/. . . . 3 . /5 6 . . 6 . /. . . . . . /. . . . . . /. 6 . . 2 3 /. 5 . . . . ",
  "/1 -1 1 0 0 /1 0 1 0 0 /1 -1 1 0 0 /1 -1 0 1 1 /1 -1 0 1 1 /0 -1 -1 -1 1 /0 -1 -1 1 1 1 ",
  "/-1 -1 -1 0 0 0 /-1 1 1 1 1 1 /-1 -1 -1 0 0 0 /1 1 1 1 1 0 /",
]
  .join("")
  .replaceAll("/", "\n");

// Public puzz.link Shikaku beyond pzprjs's: noqx's example (github.com/T0nyX1ang/noqx, its genre list; the
// link only), and penpa-edit's puzz.link import tests (github.com/swaroopg92/penpa-edit, the links only).
const PUBLIC = [
  "https://puzz.link/p?shikaku/24/14/h5x6i.j8g6lag4j.l9i8j6i4l3z9g6i4i4h56h6i4i6j8h4n3h6zn4j4r6j4g6j8i8hci6j8q6h2r8k5l8k8j.l9j4l.lataock36kck",
  "https://puzz.link/p?shikaku/10/10/x3gag.s9m.p.m8s-10g.gax",
  "https://puzz.link/p?shikaku/24/14/-1ezh-1ep9h-18zzfp-10zt-2at8zzvct9zt-1epezz-2ah-15pazh-18",
  "https://puzz.link/p?shikaku/8/8/2222y.j55j66j.y3333",
];

/** The genre as the pzpr judge drives it: link reader, solver, file writer and the independent check. */
const GENRE = {
  parse: parsePuzzlink,
  solve: (p: Parameters<typeof shikaku.solve>[0]) => shikaku.solve(p),
  writePzprv3,
  check: (p: Parameters<typeof shikaku.solve>[0], s: number[]) => check(p, s),
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
    expect(shikaku.solve(puzzle).solutions).toEqual([answer.borders]);
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
