import {
  describeGenerateContract,
  describeLimitsContract,
  describePlayContract,
} from "@gridsmith/kit/testing/contract";
import { gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { hints } from "./hints.js";
import {
  creek,
  fromJson,
  limits,
  NONE,
  type Puzzle,
  solutionProblems,
  textFormat,
  UNKNOWN,
  writePzprv3,
} from "./index.js";

const parse = (text: string) => textFormat.parse(text);

/** Small grids up to 4x3 (at most 12 cells), points mostly without a clue. */
const smallPuzzle = fc
  .integer({ min: 1, max: 4 })
  .chain((w) =>
    fc
      .integer({ min: 1, max: Math.min(4, Math.floor(12 / w)) })
      .chain((h) =>
        fc
          .array(
            fc.oneof(
              { weight: 4, arbitrary: fc.constant(NONE) },
              { weight: 3, arbitrary: fc.integer({ min: 0, max: 4 }) },
              fc.constant(UNKNOWN),
            ),
            { minLength: (w + 1) * (h + 1), maxLength: (w + 1) * (h + 1) },
          )
          .map((clues): Puzzle => ({ width: w, height: h, clues })),
      ),
  );

describe("creek solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual(["unshaded-divided"]);
    expect(solutionProblems(sample.puzzle, [1, 1, 1, 0]).map((p) => p.code)).toEqual(["clue-count"]);
    expect(
      solutionProblems({ width: 1, height: 1, clues: [NONE, NONE, NONE, NONE] }, [0]).map((p) => p.code),
    ).toEqual(["nothing-shaded"]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    fc.assert(
      fc.property(smallPuzzle, (puzzle) => {
        const n = puzzle.width * puzzle.height;
        let count = 0;
        for (let mask = 0; mask < 1 << n; mask++) {
          const s = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
          if (check(puzzle, s).length === 0) count++;
        }
        const all = creek.solve(puzzle, { limit: Number.POSITIVE_INFINITY });
        expect(all.solutionCount).toBe(count);
        expect(creek.solve(puzzle, { limit: Number.POSITIVE_INFINITY, learning: false }).solutionCount).toBe(
          count,
        );
        for (const s of all.solutions.slice(0, 3))
          expect(judgePzprv3(writePzprv3(puzzle, s)).complete).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = parse(creek.examples[0]!.text);
    const step = hints.hint(puzzle)!;
    expect(step.cells).toHaveLength(1);
    expect(step.message).toMatch(/^r\dc\d (is shaded|stays unshaded): /);
    const steps = hints.explain(puzzle);
    // Every cell decided, each once.
    expect(steps.length).toBe(puzzle.width * puzzle.height);
    expect(new Set(steps.map((s) => s.deductions[0]!.cell)).size).toBe(steps.length);
    expect(["easy", "medium", "hard"]).toContain(creek.grade!(puzzle).level);
  });
});

describe("creek generate", () => {
  describeGenerateContract(creek, {
    params: { size: 6 },
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});

describe("creek play", () => {
  describePlayContract(creek, {
    firstMove: (_puzzle, solution) => ({ kind: "shade", cell: solution.indexOf(1), shade: 1 }),
  });

  it("shows the clues on the grid points, and is complete when shaded right", () => {
    const play = creek.play!;
    const puzzle = parse(creek.examples[0]!.text);
    expect(play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "shade", cell: 0, shade: -1 })[0]).toBe(
      -1,
    );
    expect(play.isComplete(puzzle, creek.solve(puzzle).solutions[0]!)).toBe(true);
    const board = play.board(puzzle);
    expect(board.points).toHaveLength((puzzle.width + 1) * (puzzle.height + 1));
    expect(board.points!.slice(0, 3)).toEqual([null, "0", null]);
  });
});

/** Puzzles of the right shape. */
const validPuzzle = gridPuzzles<Puzzle>({
  list: "clues",
  cell: fc.integer({ min: -2, max: 4 }),
  maxSide: 8,
  length: (w, h) => (w + 1) * (h + 1),
});

describe("creek limits and fromJson", () => {
  const puzzle = parse(creek.examples[0]!.text);
  describeLimitsContract(creek, {
    fromJson,
    valid: validPuzzle,
    json: { list: "clues", width: 9, height: 9, length: 100 },
    tooLong: [".".repeat(limits.maxTextLength + 1)],
    oversized: { read: () => parse("..\n".repeat(42)), error: "the grid has 41 rows of cells; at most 40" },
    puzzle,
    attempt: { length: puzzle.width * puzzle.height, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 10" },
  });
});
