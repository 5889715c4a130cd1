import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import {
  describeGenerateContract,
  describeLimitsContract,
  describePlayContract,
} from "@gridsmith/kit/testing/contract";
import { checkCountsByBruteForce, everyAnswer, gridPuzzles } from "@gridsmith/kit/testing/properties";
import { judgePzprv3 } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import { check, sample } from "../test-support/independent-check.mjs";
import * as formats from "./formats/index.js";
import {
  fromJson,
  limits,
  norinori,
  type Puzzle,
  solutionProblems,
  textFormat,
  writePzprv3,
} from "./index.js";

const parse = (text: string) => textFormat.parse(text);

describe("norinori solver", () => {
  it("rejects a wrong answer, in the independent check and in its own", () => {
    expect(check(sample.puzzle, sample.right)).toEqual([]);
    expect(check(sample.puzzle, sample.wrong)).not.toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.right)).toEqual([]);
    expect(solutionProblems(sample.puzzle, sample.wrong).map((p) => p.code)).toEqual(["block-too-big"]);
  });

  it("counts what brute force counts on random small grids, each answer right by puzz.link too", () => {
    checkCountsByBruteForce(norinori, {
      puzzles: gridPuzzles({
        list: "rooms",
        cell: fc.integer({ min: 0, max: 2 }),
        maxSide: 4,
        maxHeight: 3,
      }).map(
        ({ width, height, rooms }): Puzzle => ({
          width,
          height,
          rooms: canonicalRooms(width, height, rooms as number[]),
        }),
      ),
      answers: (puzzle) => everyAnswer(puzzle.rooms.length),
      check,
      judge: (puzzle, answer) => judgePzprv3(writePzprv3(puzzle, answer)).complete,
    });
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const puzzle = parse(norinori.examples[0]!.text);
    const step = norinori.hint!(puzzle)!;
    expect(step.message).toMatch(/^r\dc\d (is shaded|stays unshaded): /);
    const steps = norinori.explain!(puzzle);
    // Every cell decided, each once, without a trial.
    expect(steps.length).toBe(puzzle.rooms.length);
    expect(steps.some((s) => s.technique === "trial")).toBe(false);
    expect(norinori.grade!(puzzle).level).toBe("medium");
    expect(norinori.validate(parse("ab\n"))[0]!.code).toBe("room-too-small");
  });
});

describe("norinori generate", () => {
  describeGenerateContract(norinori, {
    params: { size: 6 },
    deterministic: { size: 4 },
    check,
    judged: { judge: { judgePzprv3 }, formats },
  });
});

describe("norinori play", () => {
  describePlayContract(norinori, { firstMove: () => ({ kind: "shade", cell: 0, shade: 1 }) });

  it("shades cells of the board only, and is complete with the shaded cells alone", () => {
    const play = norinori.play!;
    const puzzle = parse(norinori.examples[0]!.text);
    const fresh = play.newAttempt(puzzle);
    expect(play.applyStep(puzzle, fresh, { kind: "shade", cell: 99, shade: 1 })).toEqual(fresh);
    // The shaded cells alone, without dots, finish the puzzle, as on puzz.link.
    expect(play.isComplete(puzzle, norinori.solve(puzzle).solutions[0]!)).toBe(true);
    expect(play.board(puzzle).regions).toEqual(puzzle.rooms);
  });
});

/** Puzzles of the right shape. */
const validPuzzle: fc.Arbitrary<Puzzle> = gridPuzzles({
  list: "rooms",
  cell: fc.integer({ min: 0, max: 3 }),
  maxSide: 8,
}).map(({ width, height, rooms }) => ({
  width,
  height,
  rooms: canonicalRooms(width, height, rooms as number[]),
}));

describe("norinori limits and fromJson", () => {
  const puzzle = parse(norinori.examples[0]!.text);
  describeLimitsContract(norinori, {
    fromJson,
    valid: validPuzzle,
    json: { list: "rooms", width: 9, height: 9 },
    tooLong: ["a".repeat(limits.maxTextLength + 1)],
    oversized: { read: () => parse("a\n".repeat(41)), error: "the grid has 41 rows; at most 40" },
    puzzle,
    attempt: { length: puzzle.rooms.length, max: 1 },
    generate: { badSizes: [1e9, 3, 7, 2.5], sizeError: "--size takes 4 to 6" },
  });
});
