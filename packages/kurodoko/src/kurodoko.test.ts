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

describe("kurodoko generate", () => {
  describeGenerateContract(kurodoko, {
    params: { size: 6 },
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});

describe("kurodoko play", () => {
  describePlayContract(kurodoko, {
    firstMove: (_puzzle, solution) => ({ kind: "shade", cell: solution.indexOf(1), shade: 1 }),
  });

  it("is complete with the shaded cells alone, and shows the numbers", () => {
    const play = kurodoko.play!;
    const puzzle = example();
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, kurodoko.solve(puzzle).solutions[0]!)).toBe(true);
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
