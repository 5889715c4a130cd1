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
  BLACK,
  fromJson,
  limits,
  NONE,
  type Puzzle,
  solutionProblems,
  textFormat,
  WHITE,
  writePzprv3,
  yinyang,
} from "./index.js";

const parse = (text: string) => textFormat.parse(text);

/** Small grids up to 4x4 (at most 13 cells), mostly without circles. */
const smallPuzzle = fc.integer({ min: 1, max: 4 }).chain((w) =>
  fc.integer({ min: 1, max: Math.min(4, Math.floor(13 / w)) }).chain((h) =>
    fc
      .array(fc.oneof({ weight: 6, arbitrary: fc.constant(NONE) }, fc.constantFrom(WHITE, BLACK)), {
        minLength: w * h,
        maxLength: w * h,
      })
      .map((circles): Puzzle => ({ width: w, height: h, circles })),
  ),
);

describe("yinyang solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual([
      "black-divided",
      "white-divided",
    ]);
    expect(solutionProblems(sample.puzzle, [0, 1, 1, 1]).map((p) => p.code)).toEqual(["given-circle"]);
    expect(solutionProblems(sample.puzzle, [1, 1, 1, 1]).map((p) => p.code)).toEqual(["block-2x2"]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    fc.assert(
      fc.property(smallPuzzle, (puzzle) => {
        const n = puzzle.circles.length;
        let count = 0;
        for (let mask = 0; mask < 1 << n; mask++) {
          const s = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
          if (check(puzzle, s).length === 0) count++;
        }
        const all = yinyang.solve(puzzle, { limit: Number.POSITIVE_INFINITY });
        expect(all.solutionCount).toBe(count);
        expect(
          yinyang.solve(puzzle, { limit: Number.POSITIVE_INFINITY, learning: false }).solutionCount,
        ).toBe(count);
        for (const s of all.solutions.slice(0, 3))
          expect(judgePzprv3(writePzprv3(puzzle, s)).complete).toBe(true);
      }),
      { numRuns: 80 },
    );
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = parse(yinyang.examples[0]!.text);
    const step = hints.hint(puzzle)!;
    expect(step.cells).toHaveLength(1);
    expect(step.message).toMatch(/^r\dc\d is (black|white): /);
    const steps = hints.explain(puzzle);
    // Every cell without a given circle decided, each once.
    const open = puzzle.circles.filter((c) => c === NONE).length;
    expect(steps.length).toBe(open);
    expect(new Set(steps.map((s) => s.deductions[0]!.cell)).size).toBe(open);
    expect(steps.every((s) => puzzle.circles[s.deductions[0]!.cell] === NONE)).toBe(true);
    expect(["easy", "medium", "hard"]).toContain(yinyang.grade!(puzzle).level);
  });
});

describe("yinyang generate", () => {
  describeGenerateContract(yinyang, {
    params: { size: 6 },
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});

describe("yinyang play", () => {
  describePlayContract(yinyang, {
    firstMove: (_puzzle, solution) => ({ kind: "shade", cell: solution.indexOf(1), shade: 1 }),
  });

  it("is complete when coloured right, and shows the given circles", () => {
    const play = yinyang.play!;
    const puzzle = parse(yinyang.examples[0]!.text);
    expect(play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "shade", cell: 0, shade: -1 })[0]).toBe(
      -1,
    );
    expect(play.isComplete(puzzle, yinyang.solve(puzzle).solutions[0]!)).toBe(true);
    expect(play.board(puzzle).cells[5]).toEqual({ circle: "white" });
    expect(play.board(puzzle).cells[7]).toEqual({ circle: "black" });
  });
});

/** Puzzles of the right shape. */
const validPuzzle = gridPuzzles<Puzzle>({
  list: "circles",
  cell: fc.integer({ min: 0, max: 2 }),
  maxSide: 8,
});

describe("yinyang limits and fromJson", () => {
  const puzzle = parse(yinyang.examples[0]!.text);
  describeLimitsContract(yinyang, {
    fromJson,
    valid: validPuzzle,
    json: { list: "circles", width: 9, height: 9 },
    tooLong: [".".repeat(limits.maxTextLength + 1)],
    oversized: { read: () => parse(".\n".repeat(41)), error: "the grid has 41 rows; at most 40" },
    puzzle,
    attempt: { length: puzzle.circles.length, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 10" },
  });
});
