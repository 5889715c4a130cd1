import { genreFixture } from "@gridsmith/kit/testing";
import { expectExactCount, expectExplainedWay } from "@gridsmith/kit/testing/contract";
import {
  everyBorderAnswer,
  gridBruteForce,
  gridPuzzles,
  mostly,
  ownTextLimits,
} from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { edgeCount, fromJson, type Puzzle, solutionProblems, starCount, tentaisho } from "./index.js";

const { parse, example } = genreFixture(tentaisho);

const judges = describePuzzlinkType(tentaisho, {
  independent,
  own: { solutionProblems, wrongCodes: ["many-dots"] },
  bruteForce: gridBruteForce<Puzzle>({
    list: "stars",
    cell: mostly(0, 3, fc.integer({ min: 1, max: 2 })),
    maxSide: 3,
    length: (width, height) => starCount({ width, height }),
    // Borders on the inner edges only: the outline's edges stay 0.
    answers: (puzzle) => everyBorderAnswer(puzzle.width, puzzle.height),
  }),
  generate: { params: { size: 6 }, deterministic: { size: 5 } },
  play: {},
  limits: ownTextLimits(tentaisho, {
    fromJson,
    valid: gridPuzzles<Puzzle>({
      list: "stars",
      cell: fc.integer({ min: 0, max: 2 }),
      length: (width, height) => starCount({ width, height }),
    }),
    json: { list: "stars", width: 4, height: 4, length: 49 },
    oversized: { text: `${".".repeat(73)}\n`, error: "a grid is at most 36x36 cells" },
    // One entry an edge between cells.
    attempt: { length: edgeCount(example), max: 1 },
    generate: { tooSmall: 4, sizeError: "--size takes 5 to 8" },
  }),
});

describe("tentaisho solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // A 2x2 with a dot at its middle point is one galaxy; with a dot in each cell, four. Dots in two opposite
    // corners' cells leave the other two cells no galaxy they could join symmetrically: no answer.
    for (const [text, count] of [
      ["...\n.o.\n...\n", 1],
      ["o.o\n...\no.o\n", 1],
      ["o..\n...\n..o\n", 0],
    ] as const) {
      const puzzle = parse(text);
      expectExactCount(tentaisho, puzzle, count, judges);
    }
  });

  it("check names a border through a dot and a closed region without one", () => {
    const puzzle = parse("o.o\n...\n...\n");
    // Edges of a 2x2: 6 horizontal (3 lines of 2), then 6 vertical (2 lines of 3). The vertical one between
    // r1c1 and r1c2 is 7; the horizontal one under r1c1 is 2.
    const codes = tentaisho.check(puzzle, [0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 0, 0]).map((p) => p.code);
    expect(codes).toEqual(["no-dot"]);
    expect(tentaisho.check(parse(".o.\n...\n...\n"), [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0])[0]).toMatchObject({
      code: "border-through-dot",
      message: "a border runs through the dot between r1c1 and r1c2",
    });
  });

  it("hints an edge with the galaxies behind it, and explains the whole way", () => {
    const { hint, steps, solution } = expectExplainedWay(tentaisho, example, {
      message: /^(a|no) border on the edge between r\dc\d and r\dc\d: /,
    });
    expect(hint.deductions).toHaveLength(1);
    for (const s of steps) for (const d of s.deductions) expect(solution[d.edge] === 1).toBe(d.border);
  });
});
