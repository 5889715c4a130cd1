import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import { describeLimitsContract } from "@gridsmith/kit/testing/contract";
import {
  checkGenerateDeterministic,
  checkPlayModel,
  nested,
  sparse,
} from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import {
  explain,
  fromJson,
  hint,
  limits,
  NO_GIVEN,
  type Puzzle,
  ripple,
  solutionProblems,
  textFormat,
  writePzprv3,
} from "./index.js";

const parse = (text: string) => textFormat.parse(text);

/** Every grid of numbers 1 to `top[i]` per cell (for brute force on tiny puzzles). */
function* grids(top: readonly number[]): Generator<number[]> {
  const g = top.map(() => 1);
  for (;;) {
    yield [...g];
    let k = 0;
    while (k < g.length && g[k] === top[k]) g[k++] = 1;
    if (k === g.length) return;
    g[k]!++;
  }
}

/** Small puzzles: up to 3x3, any rooms, a few givens (some past their room's size). */
const smallPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 3 }), height: fc.integer({ min: 1, max: 3 }) })
  .chain(({ width, height }) =>
    fc
      .record({
        ids: fc.array(fc.integer({ min: 0, max: 3 }), {
          minLength: width * height,
          maxLength: width * height,
        }),
        givens: fc.array(
          fc.oneof({ weight: 5, arbitrary: fc.constant(NO_GIVEN) }, fc.integer({ min: 1, max: 4 })),
          {
            minLength: width * height,
            maxLength: width * height,
          },
        ),
      })
      .map(({ ids, givens }) => ({ width, height, rooms: canonicalRooms(width, height, ids), givens })),
  );

describe("ripple solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual(["too-close"]);
  });

  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // One room of four cells in a row: 1 to 4 in any order, no equal numbers: 24.
    const row: Puzzle = { width: 4, height: 1, rooms: [0, 0, 0, 0], givens: [-1, -1, -1, -1] };
    const all = ripple.solve(row, { limit: Number.POSITIVE_INFINITY });
    expect(all.solutionCount).toBe(24);
    for (const s of all.solutions) {
      expect(check(row, s)).toEqual([]);
      expect(judgePzprv3(writePzprv3(row, s)).complete).toBe(true);
    }
    // Two rooms of two side by side: a 1 and a 2 each, and every order puts equal numbers too close.
    expect(ripple.solve(parse("aabb\n"), { limit: Number.POSITIVE_INFINITY }).solutionCount).toBe(0);
  });

  it("counts what brute force counts on random small grids", () => {
    fc.assert(
      fc.property(smallPuzzle, (puzzle) => {
        const sizes = new Map<number, number>();
        for (const r of puzzle.rooms) sizes.set(r, (sizes.get(r) ?? 0) + 1);
        const tops = puzzle.rooms.map((r) => sizes.get(r)!);
        // Brute force only where it is cheap: at most a few thousand grids.
        fc.pre(tops.reduce((m, t) => m * t, 1) <= 5000);
        let count = 0;
        for (const g of grids(tops)) if (check(puzzle, g).length === 0) count++;
        expect(ripple.solve(puzzle, { limit: Number.POSITIVE_INFINITY }).solutionCount).toBe(count);
        expect(ripple.solve(puzzle, { limit: Number.POSITIVE_INFINITY, learning: false }).solutionCount).toBe(
          count,
        );
      }),
      { numRuns: 100 },
    );
  });

  it("reports none for givens that cannot stand, and validate names them", () => {
    const puzzle = parse("aab\n\n3..\n");
    expect(ripple.solve(puzzle).status).toBe("none");
    expect(ripple.validate(puzzle)[0]).toMatchObject({
      code: "impossible-given",
      message: "the 3 in r1c1 cannot stand: its room holds 1 to 2",
      cells: [{ row: 0, col: 0 }],
    });
    expect(ripple.validate(parse("aab\n\n2..\n"))).toEqual([]);
  });

  it("check names repeats in a room, numbers too close, and changed givens", () => {
    const puzzle = parse("aab\nccb\n\n...\n..1\n");
    expect(ripple.check(puzzle, [1, 1, 0, 0, 0, 0])).toMatchObject([
      {
        code: "repeated-number",
        cells: [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ],
      },
      { code: "too-close", message: "the 1s in r1c1 and r1c2 have 0 cells between them; 1 need at least 1" },
    ]);
    expect(ripple.check(puzzle, [0, 0, 0, 0, 0, 2]).map((p) => p.code)).toEqual(["given-changed"]);
  });

  it("generates puzzles with exactly one solution, the same for the same seed", () => {
    for (const seed of [1, 2]) {
      const puzzle = ripple.generate!({ size: 4 }, seed);
      expect(ripple.generate!({ size: 4 }, seed)).toEqual(puzzle);
      const result = ripple.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
    }
    checkGenerateDeterministic(ripple.generate!, { size: 4 });
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = parse(ripple.examples[0]!.text);
    const step = hint(puzzle)!;
    expect(step.message).toBe("r2c1 must be 2: every other number of its room is already placed");
    expect(step.cells).toEqual([{ row: 1, col: 0 }]);
    expect(step.because?.cells).toEqual([{ row: 1, col: 1 }]);
    const steps = explain(puzzle);
    // Every cell not given and not a room of one decided once, in the order the logic found them.
    expect(steps.length).toBe(11);
    const solution = ripple.solve(puzzle).solutions[0]!;
    for (const s of steps) for (const d of s.deductions) expect(solution[d.row * 4 + d.col]).toBe(d.value);
    expect(steps.map((s) => s.technique)).toContain("ripple");
    expect(ripple.grade!(puzzle).level).toBe("easy");
    // From a grid with r2c1 filled, the next step is elsewhere.
    const later = hint(puzzle, [0, 0, 0, 0, 2])!;
    expect(later.cells).not.toEqual([{ row: 1, col: 0 }]);
  });
});

describe("ripple play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(ripple);
  });

  it("types numbers in open cells only, carries out a hint, and shows rooms and givens", () => {
    const play = ripple.play!;
    const puzzle = parse(ripple.examples[0]!.text);
    const fresh = play.newAttempt(puzzle);
    const typed = play.applyStep(puzzle, fresh, { kind: "value", cell: 4, value: 2 });
    expect(play.toSolution(puzzle, typed)).toEqual([0, 0, 0, 0, 2, 1, 4, 0, 0, 3, 2, 0, 0, 0, 0, 0]);
    // r2c2 holds the given 1: typing there changes nothing.
    expect(play.applyStep(puzzle, fresh, { kind: "value", cell: 5, value: 3 })).toEqual(fresh);
    const after = play.applyStep(puzzle, typed, hint(puzzle, play.toSolution(puzzle, typed) as number[])!);
    expect(play.progress(puzzle, after)).toEqual({ filled: 2, total: 12 });
    const solution = ripple.solve(puzzle).solutions[0]!;
    expect(play.mistakes(puzzle, after, solution)).toEqual([]);
    expect(play.isComplete(puzzle, play.fromSolution(puzzle, solution))).toBe(true);
    const board = play.board(puzzle);
    expect([board.rows, board.cols]).toEqual([4, 4]);
    expect(board.cells[5]).toEqual({ text: "1" });
    expect(board.regions).toEqual(puzzle.rooms);
  });
});

const hostile = fc.constantFrom<unknown>(
  0,
  -1,
  1e9,
  2.5,
  Number.NaN,
  "4",
  null,
  [4],
  {},
  sparse(1e9),
  nested(10_000, 1),
);

/** Puzzles of the right shape. */
const validPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
  .chain(({ width, height }) =>
    fc
      .record({
        ids: fc.array(fc.integer({ min: 0, max: 4 }), {
          minLength: width * height,
          maxLength: width * height,
        }),
        givens: fc.array(fc.integer({ min: -2, max: 6 }), {
          minLength: width * height,
          maxLength: width * height,
        }),
      })
      .map(({ ids, givens }) => ({ width, height, rooms: canonicalRooms(width, height, ids), givens })),
  );

/** Puzzle-shaped values: hostile sizes, lists whose length disagrees with the size, wrong entries. */
const nearPuzzle = fc
  .record({
    width: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 5 }) }, hostile),
    height: fc.integer({ min: 1, max: 5 }),
    delta: fc.constantFrom(0, 0, 0, -1, 1),
  })
  .chain(({ width, height, delta }) => {
    const n =
      typeof width === "number" && Number.isInteger(width) && width >= 1 && width <= 5 ? width * height : 4;
    const entry = fc.oneof({ weight: 8, arbitrary: fc.integer({ min: -3, max: 30 }) }, hostile);
    const list = fc.array(entry, { minLength: Math.max(0, n + delta), maxLength: Math.max(0, n + delta) });
    return fc.record({ rooms: list, givens: list }).map((o): unknown => ({ width, height, ...o }));
  });

describe("ripple limits and fromJson", () => {
  const puzzle = parse(ripple.examples[0]!.text);
  describeLimitsContract(ripple, {
    fromJson,
    valid: validPuzzle,
    more: [nearPuzzle, hostile],
    json: { list: "givens", fields: { rooms: new Array(16).fill(0) }, width: 4, height: 4 },
    tooLong: [".".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parse(`${"a".repeat(31)}\n`),
      error: "the grid has 31 columns; at most 30",
    },
    puzzle,
    attempt: { length: 16, max: 4 },
    generate: { badSizes: [1e9, 3, 2.5], sizeError: "--size takes 4 to 7" },
  });
});
