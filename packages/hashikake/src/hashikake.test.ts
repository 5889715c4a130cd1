import { expectExplainedWay, puzzlinkLinkLimits } from "@gridsmith/kit/testing/contract";
import { everyAnswer } from "@gridsmith/kit/testing/properties";
import * as judge from "@gridsmith/pzpr-judge";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver.
import * as independent from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import {
  bridgeSpans,
  fromJson,
  hashikake,
  hints,
  lineCount,
  type Puzzle,
  solutionProblems,
  solutionText,
  spanCountsToLines,
} from "./index.js";

/** Puzzles of up to `maxW` x `maxH` cells with up to five islands, numbered 1 to 4 or without a number. */
const puzzles = (maxW: number, maxH: number): fc.Arbitrary<Puzzle> =>
  fc.integer({ min: 1, max: maxW }).chain((width) =>
    fc.integer({ min: 1, max: maxH }).chain((height) =>
      fc
        .array(fc.record({ cell: fc.nat(width * height - 1), n: fc.integer({ min: -2, max: 4 }) }), {
          maxLength: 5,
        })
        .map((isles) => {
          const numbers = new Array<number>(width * height).fill(-1);
          for (const { cell, n } of isles) numbers[cell] = n === -1 ? 1 : n;
          return { width, height, numbers };
        }),
    ),
  );

/** Every answer of a puzzle's shape that puts 0 to 2 bridges on each span (a line off a span is never right). */
function* spanAnswers(p: Puzzle): Generator<number[]> {
  const spans = bridgeSpans(p);
  for (const counts of everyAnswer(spans.length, 0, 2)) yield spanCountsToLines(p, spans, counts);
}

const valid = puzzles(6, 6);
// pzprjs's own test puzzle: the type's first example (its examples test holds it to that).
const { example } = describePuzzlinkType(hashikake, {
  independent,
  own: { solutionProblems, wrongCodes: { includes: "too-many-bridges" } },
  // Up to five islands: at most 6 spans, 729 answers for the brute force.
  bruteForce: { puzzles: puzzles(5, 4), answers: spanAnswers },
  generate: { params: { size: 5 }, seeds: [2], deterministicSeeds: [1, 2] },
  play: {},
  limits: puzzlinkLinkLimits(hashikake, {
    fromJson,
    valid,
    genre: "hashi",
    oversizedBody: "z",
    json: { list: "numbers" },
    attempt: { max: 2 },
    sizeError: "--size takes 4 to 10",
  }),
});

describe("hashikake solver", () => {
  it("lets an island without a number have no bridge, as puzz.link does, and needs some bridge", () => {
    // 1 1 ?: the two ones join; the ? stands apart (puzz.link calls it complete).
    const apart = { width: 3, height: 1, numbers: [1, 1, -2] };
    const result = hashikake.solve(apart);
    expect(result.status).toBe("unique");
    expect(judge.judgePzprv3(formats.writePzprv3(apart, result.solutions[0])).complete).toBe(true);
    expect(hashikake.solve({ width: 1, height: 1, numbers: [-2] }).status).toBe("none");
    expect(hashikake.solve({ width: 3, height: 1, numbers: [1, -1, 9] }).status).toBe("none");
  });

  it("finds crossings, loose lines and broken bridges in an attempt", () => {
    // . 1 .
    // 1 . 1
    // . 1 .
    const cross = { width: 3, height: 3, numbers: [-1, 1, -1, 1, -1, 1, -1, 1, -1] };
    const lines = new Array<number>(lineCount(cross)).fill(0);
    for (const s of bridgeSpans(cross)) lines[s.lines[0]!] = lines[s.lines[1]!] = 1;
    expect(hashikake.check(cross, lines).map((p) => p.code)).toEqual(["crossing"]);
    // The independent check sees it too, though the bridge down (from the top 1) comes before the bridge across
    // (from the left 1) in reading order: its brute-force counts once took such a pair for an answer.
    expect(independent.check(cross, lines)).toContain("hashikake: bridges cross at 4");
    expect(hashikake.solve(cross).status).toBe("none");
    const loose = new Array<number>(lineCount(cross)).fill(0);
    loose[0] = 1;
    expect(hashikake.check(cross, loose).map((p) => p.code)).toEqual(["loose-line"]);
    const half = new Array<number>(lineCount(cross)).fill(0);
    half[bridgeSpans(cross)[0]!.lines[0]!] = 1;
    expect(solutionProblems(cross, half).map((p) => p.code)).toContain("broken-bridge");
  });

  it("hints a forced bridge with the rule that forced it, and explains the whole way", () => {
    const { hint } = expectExplainedWay(hashikake, example, {
      message: /^the bridge from r\dc\d to r\dc\d has (no bridge|one bridge|two bridges): /,
      steps: bridgeSpans(example).length,
      decidesOnce: (d) => d.span,
    });
    expect(hint.deductions).toHaveLength(1);
    // A hint from an attempt passes over the spans it decides.
    const play = hashikake.play!;
    const next = hints.hint(example, play.applyStep(example, play.newAttempt(example), hint))!;
    expect(next.deductions[0]!.span).not.toBe(hint.deductions[0]!.span);
  });

  it("writes an answer as text", () => {
    expect(solutionText(example, hashikake.solve(example).solutions[0]!)).toBe(
      ["4=2..", '"3--2', '3"..|', "|3-1|", "3=4=3", ""].join("\n"),
    );
  });
});

describe("hashikake play", () => {
  it("draws a whole bridge from a move on any line of it, double and crossed, and is complete when right", () => {
    const play = hashikake.play!;
    const fresh = play.newAttempt(example);
    expect(play.board(example).input).toEqual({ cells: { kind: "none" }, edges: "centre", maxLines: 2 });
    expect(play.board(example).cells[0]).toEqual({ text: "4", circle: "white" });
    // r1c1 to r1c3: lines 0 and 1.
    const one = play.applyStep(example, fresh, { kind: "edge", edge: 1, state: 1 });
    expect([one[0], one[1]]).toEqual([1, 1]);
    const two = play.applyStep(example, one, { kind: "edge", edge: 0, state: 2 });
    expect([two[0], two[1]]).toEqual([2, 2]);
    expect(play.view(example, two).doneCells?.[2]).toBe(true);
    const crossed = play.applyStep(example, two, { kind: "edge", edge: 0, state: -1 });
    expect([crossed[0], crossed[1]]).toEqual([-1, -1]);
    const solution = hashikake.solve(example).solutions[0]!;
    expect(play.mistakes(example, two, solution)).toEqual([]);
    expect(play.mistakes(example, crossed, solution).map((p) => p.code)).toEqual(["differs-from-solution"]);
    expect(play.isComplete(example, play.fromSolution(example, solution))).toBe(true);
    expect(play.isComplete(example, two)).toBe(false);
    expect(play.readAttempt(example, two)).toEqual(two);
  });
});
