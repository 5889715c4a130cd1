import { describeLimitsContract } from "@gridsmith/kit/testing/contract";
import {
  checkCountsByBruteForce,
  checkGenerateDeterministic,
  checkPlayModel,
  everyAnswer,
  gridPuzzles,
  gridRooms,
} from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import {
  fromJson,
  limits,
  NO_GIVEN,
  nanro,
  type Puzzle,
  solutionProblems,
  textFormat,
  UNKNOWN_GIVEN,
  writePzprv3,
} from "./index.js";

const parse = (text: string) => textFormat.parse(text);

/**
 * Puzzles of up to `maxCells` cells (sides up to 6) in rooms of up to `maxRoom` cells, givens drawn by
 * `given`: small rooms keep every cell's numbers and a hint's trials few.
 */
const roomPuzzles = (maxCells: number, maxRoom: number, given: fc.Arbitrary<number>): fc.Arbitrary<Puzzle> =>
  gridPuzzles<Omit<Puzzle, "rooms">>({ list: "givens", cell: given, maxCells }).chain((p) =>
    gridRooms(p.width, p.height, maxRoom).map((rooms): Puzzle => ({ ...p, rooms })),
  );

describe("nanro solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual(["numbers-divided"]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    checkCountsByBruteForce(nanro, {
      // Up to 8 cells in rooms of up to 3: at most 4^8 grids to try.
      puzzles: roomPuzzles(
        8,
        3,
        // No `?`: puzz.link's checker counts one as a number of its own (see the README).
        fc.oneof({ weight: 6, arbitrary: fc.constant(NO_GIVEN) }, fc.integer({ min: 1, max: 3 })),
      ),
      answers: (p) => everyAnswer(p.width * p.height, 0, 3),
      check,
      judge: (p, s) => judgePzprv3(writePzprv3(p, s)).complete,
      numRuns: 60,
    });
  });

  it("reports none for givens that cannot stand, and validate names them", () => {
    const puzzle = parse("aab\n\n3..\n");
    expect(nanro.solve(puzzle).status).toBe("none");
    expect(nanro.validate(puzzle)[0]).toMatchObject({
      code: "impossible-given",
      message: "the 3 in r1c1 cannot stand: its room has 2 cells",
      cells: [{ row: 0, col: 0 }],
    });
    expect(nanro.validate(parse("aab\n\n2..\n"))).toEqual([]);
  });

  it("check names mixed rooms, too many, 2x2 blocks, equal numbers across a border, changed givens", () => {
    const puzzle = parse("aab\naab\n\n...\n..1\n");
    expect(nanro.check(puzzle, [1, 2, 0, 0, 0, 0]).map((p) => p.code)).toEqual(["mixed-numbers"]);
    expect(nanro.check(puzzle, [2, 2, 0, 2, 0, 0]).map((p) => p.code)).toEqual(["too-many"]);
    expect(nanro.check(puzzle, [4, 4, 0, 4, 4, 0]).map((p) => p.code)).toEqual(["numbered-block"]);
    expect(nanro.check(puzzle, [0, 0, 0, 0, 1, 0]).map((p) => p.code)).toEqual(["same-across-border"]);
    expect(nanro.check(puzzle, [0, 0, 0, 0, 0, 2]).map((p) => p.code)).toEqual(["given-changed"]);
    expect(nanro.check(puzzle, [0, 0, 2 ** 53]).map((p) => p.code)).toEqual(["bad-number", "mixed-numbers"]);
  });

  it("generates puzzles with exactly one solution, the same for the same seed", () => {
    for (const seed of [1, 2]) {
      const puzzle = nanro.generate!({ size: 4 }, seed);
      expect(nanro.generate!({ size: 4 }, seed)).toEqual(puzzle);
      const result = nanro.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
    }
    checkGenerateDeterministic(nanro.generate!, { size: 4 });
  });

  it("hints a decided cell with the rule that decided it, and explains the whole way", () => {
    const puzzle = parse(nanro.examples[0]!.text);
    const step = hints.hint(puzzle)!;
    expect(step.cells).toHaveLength(1);
    expect(step.message).toMatch(/^r\dc\d (must be \d|holds no number): /);
    const steps = hints.explain(puzzle);
    const solution = nanro.solve(puzzle).solutions[0]!;
    for (const s of steps) for (const d of s.deductions) expect(solution[d.row * 4 + d.col]).toBe(d.value);
    // Every cell without a given decided once.
    expect(steps.length).toBe(16 - 3);
    expect(["easy", "medium", "hard"]).toContain(nanro.grade!(puzzle).level);
  });
});

describe("nanro play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(nanro);
  });

  it("types numbers in open cells, carries out a hint, and is complete when the numbers keep the rules", () => {
    const play = nanro.play!;
    const puzzle = parse(nanro.examples[0]!.text);
    const solution = nanro.solve(puzzle).solutions[0]!;
    const fresh = play.newAttempt(puzzle);
    const typed = play.applyStep(puzzle, fresh, { kind: "value", cell: 1, value: 2 });
    expect(play.toSolution(puzzle, typed)).toEqual([0, 2, 0, 1, 3, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    const after = play.applyStep(
      puzzle,
      typed,
      hints.hint(puzzle, play.toSolution(puzzle, typed) as number[])!,
    );
    expect(play.mistakes(puzzle, after, solution)).toEqual([]);
    expect(play.isComplete(puzzle, play.fromSolution(puzzle, solution))).toBe(true);
    expect(play.isComplete(puzzle, typed)).toBe(false);
    const board = play.board(puzzle);
    expect(board.cells[3]).toEqual({ text: "1" });
    expect(board.regions).toEqual(puzzle.rooms);
  });
});

describe("nanro limits and fromJson", () => {
  const puzzle = parse(nanro.examples[0]!.text);
  describeLimitsContract(nanro, {
    fromJson,
    // Up to 6x6 in rooms of up to 5 cells, givens anything fromJson reads (some no answer meets).
    valid: roomPuzzles(
      36,
      5,
      fc.oneof(fc.constantFrom(NO_GIVEN, UNKNOWN_GIVEN), fc.integer({ min: 1, max: 35 })),
    ),
    json: { list: "givens", fields: { rooms: new Array(16).fill(0) }, width: 4, height: 4 },
    tooLong: [".".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parse(`${"a".repeat(31)}\n`),
      error: "the grid has 31 columns; at most 30",
    },
    puzzle,
    attempt: { length: 16, max: 4 },
    generate: { badSizes: [1e9, 3, 2.5], sizeError: "--size takes 4 to 6" },
  });
});
