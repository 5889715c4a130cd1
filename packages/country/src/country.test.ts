import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import { expectExplainedWay, puzzlinkLinkLimits } from "@gridsmith/kit/testing/contract";
import { everyAnswer } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import * as independent from "../test-support/independent-check.mjs";
import { country, fromJson, lineCount, numbersAtTop, type Puzzle, solutionProblems } from "./index.js";

/** Puzzles of up to `w` x `h` cells: rooms from a few ids (split where they do not touch), some numbered. */
const puzzles = (maxW: number, maxH: number, maxNumber: number): fc.Arbitrary<Puzzle> =>
  fc.integer({ min: 1, max: maxW }).chain((width) =>
    fc.integer({ min: 1, max: maxH }).chain((height) =>
      fc
        .record({
          ids: fc.array(fc.integer({ min: 0, max: 3 }), {
            minLength: width * height,
            maxLength: width * height,
          }),
          // A room's number is at most its cell count, so at most width x height: fromJson reads no more.
          given: fc.array(fc.integer({ min: -1, max: Math.min(maxNumber, width * height) }), {
            minLength: width * height,
            maxLength: width * height,
          }),
        })
        .map(({ ids, given }) => {
          const rooms = canonicalRooms(width, height, ids);
          return { width, height, rooms, numbers: numbersAtTop(width, rooms, given) };
        }),
    ),
  );

const valid = puzzles(6, 6, 36);
// pzprjs's own test puzzle: the type's first example (its examples test holds it to that).
const { example } = describePuzzlinkType(country, {
  independent,
  own: { solutionProblems, wrongCodes: ["room-count"] },
  bruteForce: {
    // Up to 3x3 and 4x2 (w * h <= 9): at most 12 lines, 4,096 sets of them for the brute force.
    puzzles: puzzles(4, 3, 4).filter((p) => p.width * p.height <= 9),
    answers: (p) => everyAnswer(lineCount(p)),
  },
  generate: { params: { size: 6 }, seeds: [2] },
  play: {},
  limits: puzzlinkLinkLimits(country, {
    fromJson,
    valid,
    oversizedBody: "0",
    json: { list: "rooms", fields: { numbers: new Array(81).fill(-1) } },
    sizeError: "--size takes 5 to 10",
  }),
});

describe("country solver", () => {
  it("hints a forced line with the rule that forced it, and explains the whole way", () => {
    const { hint, steps } = expectExplainedWay(country, example, {
      message: /^the line from r\dc\d to r\dc\d is (not )?on the loop: /,
      steps: lineCount(example),
      decidesOnce: (d) => d.line,
    });
    expect(hint.deductions).toHaveLength(1);
    const techniques = new Set(steps.map((s) => s.technique));
    expect(techniques.has("room-number") || techniques.has("room-once")).toBe(true);
  });
});

describe("country play", () => {
  it("draws lines, is complete when the loop is right, and finds a branch", () => {
    const play = country.play!;
    expect(play.isComplete(example, country.solve(example).solutions[0]!)).toBe(true);
    expect(play.board(example).cells[0]).toEqual({ text: "2" });
    expect(play.board(example).regions).toEqual(example.rooms);
    const drawn = play.applyStep(example, play.newAttempt(example), { kind: "edge", edge: 3, state: 1 });
    expect(drawn[3]).toBe(1);
    // Three lines at r2c2 branch.
    const branch = new Array<number>(lineCount(example)).fill(0);
    for (const l of [4, 5, 20 + 1]) branch[l] = 1;
    expect(country.check(example, branch)).toContainEqual(expect.objectContaining({ code: "branch" }));
  });
});
