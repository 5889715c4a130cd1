import { expectExactCount, expectExplainedWay, expectJudgedRight } from "@gridsmith/kit/testing/contract";
import {
  everyAnswer,
  everyAnswerOfRows,
  gridPuzzles,
  mostly,
  ownTextLimits,
} from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import { easyasabc, fromJson, NO_CLUE, type Puzzle, parsePuzzlink, solutionProblems } from "./index.js";

const { parse, example, ...judges } = describePuzzlinkType(easyasabc, {
  independent,
  own: { solutionProblems, wrongCodes: ["wrong-first-letter"] },
  bruteForce: {
    // Not judged by puzz.link, as before: its checker refuses some answers of these random tiny puzzles that
    // the independent check accepts (the examples and public links are judged by it).
    judged: false,
    puzzles: gridPuzzles<{ width: number; height: number; cells: number[] }>({
      list: "cells",
      cell: mostly(NO_CLUE, 4, fc.integer({ min: -2, max: 2 })),
      maxSide: 3,
      length: (width, height) => 3 * (width + height) + width * height,
    }).map(({ width, height, cells }): Puzzle => {
      const edge = 2 * (width + height);
      return {
        width,
        height,
        letters: Math.min(2, width, height),
        clues: cells.slice(0, edge).map((v) => (v === 0 ? NO_CLUE : v)),
        // Every third cell at most is given, so most puzzles still have answers to count.
        givens: cells.slice(edge, edge + width * height).map((v, i) => (v > 0 && i % 3 === 0 ? v : 0)),
      };
    }),
    // Each row holds each letter once, as the rules ask of every answer: 6^3 of the 3^9 fillings of a 3x3 grid
    // of two letters.
    answers: ({ width, height, letters }) => {
      const once = (row: number[]) => {
        const letter = row.filter((v) => v > 0);
        return letter.length === letters && new Set(letter).size === letters;
      };
      const rows = [...everyAnswer(width, 0, letters)].filter(once);
      return everyAnswerOfRows(new Array(height).fill(rows));
    },
  },
  generate: { params: { size: 5 }, deterministic: { size: 4 } },
  play: {},
  limits: ownTextLimits(easyasabc, {
    fromJson,
    valid: fc
      .record({ width: fc.integer({ min: 1, max: 8 }), height: fc.integer({ min: 1, max: 8 }) })
      .chain(({ width, height }) =>
        fc.record({
          width: fc.constant(width),
          height: fc.constant(height),
          letters: fc.integer({ min: 1, max: 8 }),
          clues: fc.array(
            fc.integer({ min: -2, max: 8 }).filter((v) => v !== 0),
            {
              minLength: 2 * (width + height),
              maxLength: 2 * (width + height),
            },
          ),
          givens: fc.array(fc.integer({ min: 0, max: 8 }), {
            minLength: width * height,
            maxLength: width * height,
          }),
        }),
      ),
    json: { list: "clues", fields: { letters: 3 }, width: 4, height: 4 },
    oversized: {
      text: `A-B\n${`+${".".repeat(21)}+\n`.repeat(3)}`,
      error: "the grid has 21 columns; 1 to 20",
    },
    attempt: { max: 3 },
    generate: { tooSmall: 3, sizeError: "--size takes 4 to 6" },
  }),
});

describe("easyasabc solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // A and B in a 3x3 with no clues: a Latin square of A, B and empty, 12 of them; an A left of row 1 keeps
    // those whose row 1 reads A first (6 of them).
    const open: Puzzle = {
      width: 3,
      height: 3,
      letters: 2,
      clues: new Array(12).fill(NO_CLUE),
      givens: new Array(9).fill(0),
    };
    expectExactCount(easyasabc, open, 12);
    const a = { ...open, clues: open.clues.map((v, k) => (k === 6 ? 1 : v)) };
    expectExactCount(easyasabc, a, 6, judges);
  });

  it("solves a public link with given letters, its answer complete by puzz.link's checker", () => {
    // A Rust solver's test (a public repository's, read for the link only): two cells are given a letter.
    const puzzle = parsePuzzlink("https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g");
    const result = easyasabc.solve(puzzle);
    expect(result.status).toBe("unique");
    expect(result.solutions[0]).toEqual([0, 2, 1, 1, 0, 2, 2, 1, 0]);
    expectJudgedRight(judges, puzzle, result.solutions);
  });

  it("reports none when the letters cannot fit, and validate names it", () => {
    const puzzle = parse("A-C\n+..+\n....\n....\n+..+\n");
    expect(easyasabc.solve(puzzle).status).toBe("none");
    expect(easyasabc.validate(puzzle).map((p) => p.code)).toEqual(["too-many-letters"]);
    expect(easyasabc.validate(parse("A-B\n+A.+\n....\n....\n+..+\n"))).toEqual([]);
  });

  it("check names repeats, changed givens and wrong first letters on the framed board", () => {
    const puzzle = parsePuzzlink("https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g");
    expect(easyasabc.check(puzzle, [1, 1, 0, 0, 0, 0, 0, 0, 0])[0]).toMatchObject({
      code: "repeated-letter",
      cells: [
        { row: 1, col: 1 },
        { row: 1, col: 2 },
      ],
    });
    expect(easyasabc.check(puzzle, [0, 0, 0, 0, 0, 1, 0, 0, 0]).map((p) => p.code)).toEqual([
      "changed-given",
    ]);
    expect(easyasabc.check(puzzle, [2, 0, 0, 0, 0, 0, 0, 0, 0])[0]).toMatchObject({
      code: "wrong-first-letter",
      message: "the A above column 1 sees B first",
      cells: [{ row: 0, col: 1 }],
    });
  });

  it("hints a forced cell with its line's clues, and explains the whole way to the answer", () => {
    const { hint } = expectExplainedWay(easyasabc, example, {
      message: /^r\dc\d (holds [ABC]|stays empty): /,
      steps: 16,
      level: "medium",
      placesNumbers: { width: 4 },
    });
    expect(hint.because?.cells?.length).toBeGreaterThan(0);
    // With a given, the givens are not steps: the explanation decides the other cells.
    const given = parsePuzzlink("https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g");
    expect(hints.explain(given).length).toBe(7);
    expect(easyasabc.grade!(given).level).not.toBe("beyond");
  });
});
