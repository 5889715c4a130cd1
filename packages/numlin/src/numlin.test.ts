import { genreFixture } from "@gridsmith/kit/testing";
import { expectExplainedWay, puzzlinkLinkLimits } from "@gridsmith/kit/testing/contract";
import { everyAnswer } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import * as independent from "../test-support/independent-check.mjs";
import { fromJson, hints, lineCount, numlin, type Puzzle, solutionProblems } from "./index.js";

/** Puzzles of up to `maxW` x `maxH` cells with up to three numbers, each given once or twice. */
const puzzles = (maxW: number, maxH: number): fc.Arbitrary<Puzzle> =>
  fc.integer({ min: 1, max: maxW }).chain((width) =>
    fc.integer({ min: 1, max: maxH }).chain((height) =>
      fc.array(fc.nat(width * height - 1), { maxLength: 6 }).map((cells) => {
        const numbers = new Array<number>(width * height).fill(-1);
        [...new Set(cells)].forEach((i, k) => {
          numbers[i] = Math.floor(k / 2) + 1;
        });
        return { width, height, numbers };
      }),
    ),
  );

const valid = puzzles(6, 6);
// pzprjs's own test puzzle: the type's first example (its examples test holds it to that).
const { example } = genreFixture(numlin);

describePuzzlinkType(numlin, {
  independent,
  own: { solutionProblems, wrongCodes: { includes: "line-on-number" } },
  bruteForce: {
    // Up to 3x3 and 4x2 (w * h <= 9): at most 12 lines, 4,096 sets of them for the brute force.
    puzzles: puzzles(4, 3).filter((p) => p.width * p.height <= 9),
    answers: (p) => everyAnswer(lineCount(p)),
  },
  generate: { params: { size: 5 }, seeds: [2], deterministicSeeds: [1, 2] },
  play: {},
  limits: puzzlinkLinkLimits(numlin, {
    fromJson,
    valid,
    oversizedBody: "z",
    json: { list: "numbers" },
    sizeError: "--size takes 4 to 10",
  }),
});

describe("numlin solver", () => {
  it("says which puzzles it does not read, and proves a number given once has no answer", () => {
    const hidden = { width: 2, height: 1, numbers: [-2, 1] };
    expect(numlin.validate(hidden).map((p) => p.code)).toEqual(["unsupported"]);
    expect(() => numlin.solve(hidden)).toThrow(RangeError);
    expect(numlin.validate({ width: 3, height: 1, numbers: [1, 1, 1] })[0]!.message).toMatch(/3 times/);
    expect(numlin.solve({ width: 3, height: 1, numbers: [1, -1, -1] }).status).toBe("none");
    // No numbers: no lines, which puzz.link takes as no answer.
    expect(numlin.solve({ width: 2, height: 2, numbers: [-1, -1, -1, -1] }).status).toBe("none");
  });

  it("hints a forced line with the rule that forced it, and explains the whole way", () => {
    const { hint } = expectExplainedWay(numlin, example, {
      message: /^the line from r\dc\d to r\dc\d is (not )?drawn: /,
      steps: lineCount(example),
      decidesOnce: (d) => d.line,
    });
    expect(hint.deductions).toHaveLength(1);
  });
});

describe("numlin play", () => {
  it("draws and crosses lines, carries out a hint, and is complete when the lines are right", () => {
    const play = numlin.play!;
    const fresh = play.newAttempt(example);
    const after = play.applyStep(example, fresh, hints.hint(example, fresh)!);
    expect(play.progress(example, after).filled).toBe(1);
    const solution = numlin.solve(example).solutions[0]!;
    expect(play.mistakes(example, after, solution)).toEqual([]);
    expect(play.isComplete(example, solution)).toBe(true);
    expect(play.isComplete(example, after)).toBe(false);
    expect(play.board(example).cells[0]).toEqual({ text: "1" });
    const drawn = play.applyStep(example, fresh, { kind: "edge", edge: 3, state: 1 });
    expect(drawn[3]).toBe(1);
    // Lines r1c1-r1c2 and r1c1-r2c1: two lines at the number 1.
    const through = new Array<number>(lineCount(example)).fill(0);
    through[0] = 1;
    through[20] = 1;
    expect(numlin.check(example, through)).toContainEqual(
      expect.objectContaining({ code: "line-on-number" }),
    );
  });
});
