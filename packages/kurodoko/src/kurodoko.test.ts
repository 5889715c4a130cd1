import { describeLimitsContract } from "@gridsmith/kit/testing/contract";
import { checkGenerateDeterministic, checkPlayModel, gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import {
  EMPTY,
  fromJson,
  kurodoko,
  limits,
  type Puzzle,
  parsePuzzlink,
  solutionProblems,
  writePzprv3,
} from "./index.js";

/** Small grids, most cells empty, some numbered 1-5 or hidden. */
const smallPuzzle = gridPuzzles<Puzzle>({
  list: "cells",
  cell: fc.oneof({ weight: 6, arbitrary: fc.constant(EMPTY) }, fc.integer({ min: -2, max: 5 })),
  maxSide: 4,
});

const example = () => parsePuzzlink(kurodoko.examples[0]!.text);

describe("kurodoko solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual([
      "wrong-count",
      "unshaded-divided",
    ]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    fc.assert(
      fc.property(smallPuzzle, (puzzle) => {
        const n = puzzle.cells.length;
        let count = 0;
        for (let mask = 0; mask < 1 << n; mask++) {
          const s = Array.from({ length: n }, (_, i) => (mask >> i) & 1);
          if (check(puzzle, s).length === 0) count++;
        }
        const all = kurodoko.solve(puzzle, { limit: Number.POSITIVE_INFINITY });
        expect(all.solutionCount).toBe(count);
        expect(
          kurodoko.solve(puzzle, { limit: Number.POSITIVE_INFINITY, learning: false }).solutionCount,
        ).toBe(count);
        for (const s of all.solutions.slice(0, 3))
          expect(judgePzprv3(writePzprv3(puzzle, s)).complete).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it("generates puzzles with exactly one solution, the same for the same seed", () => {
    for (const seed of [1, 2]) {
      const puzzle = kurodoko.generate!({ size: 6 }, seed);
      expect(kurodoko.generate!({ size: 6 }, seed)).toEqual(puzzle);
      const result = kurodoko.solve(puzzle);
      expect(result.status).toBe("unique");
      expect(check(puzzle, result.solutions[0])).toEqual([]);
      expect(judgePzprv3(writePzprv3(puzzle, result.solutions[0])).complete).toBe(true);
    }
    checkGenerateDeterministic(kurodoko.generate!, { size: 4 });
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = example();
    const step = kurodoko.hint!(puzzle)!;
    expect(step.message).toBe("r1c4 stays unshaded: a numbered cell is never shaded");
    const steps = hints.explain(puzzle);
    // Every cell decided, each once, and no step names a cell off the grid.
    expect(new Set(steps.flatMap((s) => s.deductions!.map((d) => d.cell))).size).toBe(puzzle.cells.length);
    for (const s of steps) for (const c of s.because?.cells ?? []) expect(c.row).toBeLessThan(puzzle.height);
    expect(steps.map((s) => s.technique)).toContain("sight-count");
    expect(["easy", "medium", "hard"]).toContain(kurodoko.grade!(puzzle).level);
  });
});

describe("kurodoko play", () => {
  it("has the properties of every play model on every example", () => {
    checkPlayModel(kurodoko);
  });

  it("shades and dots cells, carries out a hint, and is complete when shaded right", () => {
    const play = kurodoko.play!;
    const puzzle = example();
    const solution = kurodoko.solve(puzzle).solutions[0]!;
    const first = solution.indexOf(1);
    const shaded = play.applyStep(puzzle, play.newAttempt(puzzle), { kind: "shade", cell: first, shade: 1 });
    expect(shaded[first]).toBe(1);
    const after = play.applyStep(puzzle, shaded, hints.hint(puzzle, shaded)!);
    expect(play.progress(puzzle, after).filled).toBe(2);
    expect(play.mistakes(puzzle, after, solution)).toEqual([]);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, solution)).toBe(true);
    expect(play.isComplete(puzzle, shaded)).toBe(false);
    expect(play.board(puzzle).cells[3]).toEqual({ text: "7" });
  });
});

describe("kurodoko limits and fromJson", () => {
  const puzzle = example();
  describeLimitsContract(kurodoko, {
    fromJson,
    valid: gridPuzzles<Puzzle>({ list: "cells", cell: fc.integer({ min: -2, max: 12 }), maxSide: 8 }),
    json: { list: "cells", width: 9, height: 9 },
    tooLong: ["1".repeat(limits.maxTextLength + 1)],
    oversized: {
      read: () => parsePuzzlink("https://puzz.link/p?kurodoko/41/1/"),
      error: "a grid is at most 40x40 cells",
    },
    puzzle,
    attempt: { length: puzzle.cells.length, max: 1 },
    generate: { badSizes: [1e9, 0, 2.5], sizeError: "--size takes 4 to 10" },
  });
});
