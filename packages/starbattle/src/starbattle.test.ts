import { genreFixture } from "@gridsmith/kit/testing";
import { expectExactCount, expectExplainedWay } from "@gridsmith/kit/testing/contract";
import {
  everyAnswerOfRows,
  gridBruteForce,
  gridPuzzles,
  ownTextLimits,
} from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, type Puzzle, solutionProblems, starbattle } from "./index.js";

const { sample } = independent;

/** Every shading of a one-star puzzle's cells with exactly one star in each row. */
function oneStarARow({ width, height, stars }: Puzzle): Generator<number[]> {
  if (stars !== 1) throw new Error(`one star a row, not ${stars}`);
  const rows = Array.from({ length: width }, (_, c) =>
    Array.from({ length: width }, (_, k) => (k === c ? 1 : 0)),
  );
  return everyAnswerOfRows(new Array(height).fill(rows));
}
const { parse, example } = genreFixture(starbattle, 1);

const judges = describePuzzlinkType(starbattle, {
  independent,
  own: { solutionProblems, wrongCodes: ["stars-touch"] },
  bruteForce: gridBruteForce<Puzzle>({
    // Counted against the independent check alone, as before (the exact counts above are judged by puzz.link).
    judged: false,
    list: "regions",
    cell: fc.integer({ min: 0, max: 3 }),
    maxSide: 4,
    fields: { stars: fc.constant(1) },
    // One star a row, as the rules ask of every answer (the stars are 1 here): 4^4 of the 2^16 shadings of a
    // 4x4 grid; any other has a row of no star or of two, which the check refuses anyway.
    answers: (p) => oneStarARow(p),
  }),
  generate: { params: { size: 5 }, largest: { params: { size: 8 }, seeds: [1, 2, 3] } },
  play: { puzzle: example, firstMove: () => ({ kind: "shade", cell: 1, shade: 1 }) },
  limits: ownTextLimits(starbattle, {
    fromJson,
    valid: gridPuzzles<Puzzle>({
      list: "regions",
      cell: fc.integer({ min: 0, max: 6 }),
      fields: { stars: fc.integer({ min: 1, max: 2 }) },
    }),
    json: { list: "regions", fields: { stars: 1 }, width: 4, height: 4 },
    oversized: { text: `1\n${"a".repeat(31)}\n`, error: "the grid has 31 columns; at most 30" },
    example,
    attempt: { max: 1 },
    generate: { tooSmall: 4, sizeError: "--size takes 5 to 8" },
  }),
});

describe("starbattle solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // One region, one star a row and column on 4x4, none touching: the permutations 2413 and 3142.
    const open: Puzzle = { width: 4, height: 4, stars: 1, regions: new Array(16).fill(0) };
    expect(starbattle.solve(open).status).toBe("none");
    const quarters = sample.puzzle;
    expectExactCount(starbattle, quarters, 2, judges);
  });

  it("validate names a region in two pieces and a column too short for its stars", () => {
    expect(starbattle.validate(parse("1\naba\nccc\nddd\n"))[0]).toMatchObject({ code: "split-region" });
    expect(starbattle.validate(parse("2\naaa\nbbb\n"))[0]!.message).toBe(
      "column 1 has 2 cells, too few for 2 stars that do not touch",
    );
    expect(starbattle.validate(example)).toEqual([]);
  });

  it("hints a forced cell with the rule and the row, column or region that forced it, and explains the way", () => {
    const { hint, steps, solution } = expectExplainedWay(starbattle, example, {
      message: /^r\dc\d holds (a|no) star: /,
      steps: 36,
    });
    for (const s of steps)
      for (const d of s.deductions) expect(solution[d.cell], s.message).toBe(d.shaded ? 1 : 0);
    expect(steps.some((s) => /region of r\dc\d|row \d|column \d|a star beside it/.test(s.message))).toBe(
      true,
    );
    expect(hint).toEqual(steps[0]);
  });
});

describe("starbattle play", () => {
  it("is complete with the stars alone, and shows the regions", () => {
    const play = starbattle.play!;
    expect(play.isComplete(example, starbattle.solve(example).solutions[0]!)).toBe(true);
    expect(play.board(example).regions).toEqual(example.regions);
  });
});
