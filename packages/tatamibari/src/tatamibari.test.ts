import { describeLimitsContract } from "@gridsmith/kit/testing/contract";
import { checkCountsByBruteForce, everyBorderAnswer, gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import { check, sample } from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import {
  edgeCount,
  fromJson,
  limits,
  type Puzzle,
  parsePuzzlink,
  SQUARE,
  solutionProblems,
  TALL,
  tatamibari,
  UNKNOWN,
  WIDE,
  writePzprv3,
} from "./index.js";

const PZPRJS = "https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g";

describe("tatamibari solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual([
      "wrong-shape",
      "symbols",
      "four-meet",
    ]);
    expect(judgePzprv3(writePzprv3(sample.puzzle, sample.right)).complete).toBe(true);
  });

  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // Two ? on a diagonal of a 2x2: two rows or two columns (four squares would meet at the middle).
    const open: Puzzle = { width: 2, height: 2, clues: [UNKNOWN, -1, -1, UNKNOWN] };
    const all = tatamibari.solve(open, { limit: Number.POSITIVE_INFINITY });
    expect(all).toMatchObject({ status: "multiple", solutionCount: 2, complete: true });
    const plain = tatamibari.solve(open, { limit: Number.POSITIVE_INFINITY, learning: false });
    expect(plain.solutionCount).toBe(2);
    // Four + in a 2x2 would be four squares meeting at a point: none.
    expect(tatamibari.solve({ width: 2, height: 2, clues: [1, 1, 1, 1] }).status).toBe("none");
    for (const s of all.solutions) {
      expect(check(open, s)).toEqual([]);
      expect(judgePzprv3(writePzprv3(open, s)).complete).toBe(true);
    }
  });

  it("counts what brute force counts on random small grids", () => {
    checkCountsByBruteForce(tatamibari, {
      puzzles: gridPuzzles<Puzzle>({
        list: "clues",
        cell: fc.oneof(
          { weight: 3, arbitrary: fc.constant(-1) },
          fc.constantFrom(UNKNOWN, SQUARE, TALL, WIDE),
        ),
        maxSide: 3,
      }),
      answers: (puzzle) => everyBorderAnswer(puzzle.width, puzzle.height),
      check,
      skip: (puzzle, count) => tatamibari.validate(puzzle).length > 0 && count === 0,
      numRuns: 150,
    });
  });

  it("names symbols no mat can take", () => {
    // A | in a single row has no taller mat.
    expect(tatamibari.validate({ width: 3, height: 1, clues: [-1, TALL, -1] })[0]).toMatchObject({
      code: "impossible-clue",
      message: "no rectangle of the shape | asks around r1c2 is clear of other symbols",
    });
    expect(tatamibari.validate({ width: 3, height: 1, clues: [-1, WIDE, -1] })).toEqual([]);
  });

  it("hints a forced edge with the symbols that forced it, and explains the whole way", () => {
    const puzzle = parsePuzzlink(PZPRJS);
    const step = hints.hint(puzzle)!;
    expect(step.message).toMatch(/^(a border|no border) between r\dc\d and r\dc\d: /);
    const steps = hints.explain(puzzle);
    expect(new Set(steps.map((s) => s.deductions[0]!.edge)).size).toBe(steps.length);
    // The steps carried out are the answer.
    const play = tatamibari.play!;
    let attempt = play.newAttempt(puzzle);
    for (const s of steps) attempt = play.applyStep(puzzle, attempt, s);
    expect(play.toSolution(puzzle, attempt)).toEqual(tatamibari.solve(puzzle).solutions[0]);
    expect(["easy", "hard"]).toContain(tatamibari.grade!(puzzle).level);
  });
});

/** Puzzles of the right shape. */
const validPuzzle = gridPuzzles<Puzzle>({
  list: "clues",
  cell: () =>
    fc.oneof({ weight: 4, arbitrary: fc.constant(-1) }, fc.constantFrom(UNKNOWN, SQUARE, TALL, WIDE)),
});

describe("tatamibari limits and fromJson", () => {
  const puzzle = parsePuzzlink(PZPRJS);
  describeLimitsContract(tatamibari, {
    fromJson,
    valid: validPuzzle,
    json: { list: "clues", width: 9, height: 9 },
    tooLong: [`https://puzz.link/p?tatamibari/2/2/${"g".repeat(limits.maxTextLength)}`],
    oversized: {
      read: () => parsePuzzlink("https://puzz.link/p?tatamibari/41/1/zzg"),
      error: "at most 40x40",
    },
    puzzle,
    attempt: { length: edgeCount(puzzle), max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 5 to 8" },
  });
});
