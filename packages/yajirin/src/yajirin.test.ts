import { genreFixture } from "@gridsmith/kit/testing";
import { expectExplainedWay, puzzlinkLinkLimits } from "@gridsmith/kit/testing/contract";
import { everyAnswer, mostly } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import * as independent from "../test-support/independent-check.mjs";
import { answerLength, fromJson, lineCount, type Puzzle, solutionProblems, yajirin } from "./index.js";

/** Puzzles of up to `maxW` x `maxH` cells: clues (some `?`, any arrow) with numbers to `maxNumber`. */
const puzzles = (maxW: number, maxH: number, maxNumber: number): fc.Arbitrary<Puzzle> =>
  fc.integer({ min: 1, max: maxW }).chain((width) =>
    fc.integer({ min: 1, max: maxH }).chain((height) =>
      fc
        .array(
          mostly(
            [-1, 0] as const,
            3,
            fc.tuple(
              fc.integer({ min: -2, max: maxNumber }).filter((n) => n !== -1),
              fc.integer({ min: 0, max: 4 }),
            ),
          ),
          { minLength: width * height, maxLength: width * height },
        )
        .map((cells) => ({ width, height, numbers: cells.map(([n]) => n), arrows: cells.map(([, a]) => a) })),
    ),
  );

const valid = puzzles(6, 6, 6);
// pzprjs's own test puzzle: the type's first example (its examples test holds it to that).
const { example } = genreFixture(yajirin);

describePuzzlinkType(yajirin, {
  independent,
  bruteForce: {
    // At most 6 cells: at most 7 lines and 6 cells, 8,192 answers for the brute force.
    puzzles: puzzles(6, 3, 3).filter((p) => p.width * p.height <= 6),
    answers: (p) => everyAnswer(answerLength(p)),
    numRuns: 60,
  },
  generate: { params: { size: 6 }, seeds: [2] },
  play: {},
  limits: puzzlinkLinkLimits(yajirin, {
    fromJson,
    valid,
    genre: "yajilin",
    oversizedBody: "0",
    json: { list: "numbers", fields: { arrows: new Array(81).fill(0) } },
    attempt: { length: answerLength(example), max: 1 },
    sizeError: "--size takes 5 to 10",
  }),
});

describe("yajirin solver", () => {
  it("names a wrong arrow count and a line on a shaded cell in its own check of the sample", () => {
    const { sample } = independent;
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(
      solutionProblems(sample.puzzle, sample.wrong)
        .map((p) => p.code)
        .sort(),
    ).toEqual(["arrow-count", "line-on-shaded"]);
  });

  it("hints a forced line or cell with the rule that forced it, and explains the whole way", () => {
    const clues = example.numbers.filter((n) => n !== -1).length;
    const { hint } = expectExplainedWay(yajirin, example, {
      message: /^(the line from r\dc\d to r\dc\d is (not )?on the loop|r\dc\d is (not )?shaded): /,
      steps: answerLength(example) - clues,
      technique: "arrow-count",
    });
    expect(hint.deductions).toHaveLength(1);
  });
});

describe("yajirin play", () => {
  it("draws lines and shades cells, never on a clue, and is complete when the answer is right", () => {
    const play = yajirin.play!;
    const lines = lineCount(example);
    const fresh = play.newAttempt(example);
    expect(play.isComplete(example, yajirin.solve(example).solutions[0]!)).toBe(true);
    // r3c4 holds the clue "2, pointing left".
    expect(play.board(example).cells[13]).toEqual({ text: "2", block: true, arrow: "left" });
    expect(play.applyStep(example, fresh, { kind: "shade", cell: 13, shade: 1 })).toBe(fresh);
    const shaded = play.applyStep(example, fresh, { kind: "shade", cell: 0, shade: 1 });
    expect(shaded[lines]).toBe(1);
    expect(play.view(example, shaded).shades?.[0]).toBe(1);
    const drawn = play.applyStep(example, fresh, { kind: "edge", edge: 0, state: 1 });
    expect(play.view(example, drawn).edges?.[0]).toBe(1);
    expect(yajirin.check(example, [...drawn.slice(0, lines), 1, ...drawn.slice(lines + 1)])).toContainEqual(
      expect.objectContaining({ code: "line-on-shaded" }),
    );
  });
});
