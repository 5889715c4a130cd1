import { cellsNamed } from "@gridsmith/kit/testing";
import { expectExactCount, expectExplainedWay } from "@gridsmith/kit/testing/contract";
import {
  everyAnswerOfRows,
  gridPuzzles,
  ownTextLimits,
  rowsWithoutRepeats,
} from "@gridsmith/kit/testing/properties";
import * as judge from "@gridsmith/pzpr-judge";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import { hints } from "./hints.js";
import { fromJson, kropki, type Puzzle, pairCount, solutionProblems } from "./index.js";

const { sample } = independent;
/** Grids up to `maxSide` a side (6 unless given) with a white dot, a black one or none between each two cells. */
const dotPuzzles = (maxSide?: number) =>
  gridPuzzles<Puzzle>({
    list: "dots",
    cell: fc.integer({ min: 0, max: 2 }),
    maxSide,
    length: (width, height) => pairCount({ width, height }),
  });

const { parse, example, ...judges } = describePuzzlinkType(kropki, {
  independent,
  own: { solutionProblems, wrongCodes: { includes: "wrong-dot" } },
  bruteForce: {
    // Not judged by puzz.link, as before: the random grids here need not be square.
    judged: false,
    puzzles: dotPuzzles(3),
    // No number twice in a row, as the rules ask of every answer: 6^3 of the 3^9 fillings of a 3x3 grid.
    answers: ({ width, height }) =>
      everyAnswerOfRows(new Array(height).fill(rowsWithoutRepeats(width, 1, Math.max(width, height)))),
  },
  generate: { params: { size: 5 }, seeds: [1, 2, 3], deterministic: { size: 4 } },
  play: { firstMove: () => ({ kind: "value", cell: 0, value: 4 }) },
  limits: ownTextLimits(kropki, {
    fromJson,
    valid: dotPuzzles(),
    json: { list: "dots", width: 4, height: 4, length: 24 },
    oversized: { text: `${". ".repeat(20)}.\n`, error: "a grid is at most 20x20 cells" },
    attempt: { max: 4 },
    generate: { tooSmall: 3, sizeError: "--size takes 4 to 7" },
  }),
});

describe("kropki solver", () => {
  it("takes either dot between 1 and 2, and no dot there is wrong, as puzz.link's checker says", () => {
    // A 2x2 is two 1-2 rows: every pair is 1 and 2.
    const white: Puzzle = { width: 2, height: 2, dots: [1, 1, 1, 1] };
    const black: Puzzle = { ...white, dots: [2, 2, 2, 2] };
    for (const p of [white, black]) expectExactCount(kropki, p, 2, judges);
    const none: Puzzle = { ...white, dots: [0, 1, 1, 1] };
    expect(kropki.solve(none).status).toBe("none");
    expect(judge.judgePzprv3(formats.writePzprv3(none, [1, 2, 2, 1])).complete).toBe(false);
  });

  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // The dots of 123 / 231 / 312 (the sample): its two answers, each one puzz.link calls complete.
    const all = expectExactCount(kropki, sample.puzzle, 2, judges);
    expect(all.solutions).toContainEqual(sample.right);
  });

  it("check names repeats and broken dots", () => {
    const puzzle = parse(".o.\n*+\n. .\n");
    expect(kropki.check(puzzle, [1, 1, 0, 0]).map((p) => p.code)).toEqual(["repeated-digit", "wrong-dot"]);
    expect(kropki.check(puzzle, [1, 2, 0, 0])).toEqual([]);
    expect(kropki.check(puzzle, [2, 1, 1, 2])[0]).toMatchObject({
      code: "wrong-dot",
      message: "no dot between r2c1 and r2c2 does not hold for 1 and 2",
      cells: cellsNamed("r2c1", "r2c2"),
    });
  });

  it("hints a forced cell with the rule and the cells behind it, and explains the whole way", () => {
    const { hint, steps, solution } = expectExplainedWay(kropki, example, {
      message: /^r\dc\d must be \d: /,
      // Every cell decided once, in the order the logic found them, ending in the answer.
      steps: 16,
      technique: "dot",
      placesNumbers: { width: 4 },
    });
    expect(hint.deductions).toHaveLength(1);
    expect(steps.find((s) => s.technique === "dot")!.message).toMatch(/dot between r\dc\d and r\dc\d allows/);
    // From a grid with its first row filled, the next step is elsewhere.
    const later = hints.hint(example, [...solution.slice(0, 4)])!;
    expect(later.deductions[0]!.row).toBeGreaterThan(0);
  });
});
