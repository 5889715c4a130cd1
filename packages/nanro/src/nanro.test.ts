import {
  describeRoomSizeGivens,
  expectExplainedWay,
  givensGridLimits,
} from "@gridsmith/kit/testing/contract";
import { everyAnswerAmong, givensPuzzles, roomGivenChoices } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import { fromJson, nanro, type Puzzle, solutionProblems } from "./index.js";

const { parse, example } = describePuzzlinkType(nanro, {
  independent,
  own: { solutionProblems, wrongCodes: ["numbers-divided"] },
  bruteForce: {
    // Up to 8 cells in rooms of up to 3: at most 4^8 grids to try.
    // No `?`: puzz.link's checker counts one as a number of its own (see the README).
    puzzles: givensPuzzles<Puzzle>({ maxCells: 8, maxRoom: 3, max: 3, noneWeight: 6 }),
    // Only the grids that keep every given and put in each cell no number above its room's size: any other
    // breaks a rule at once (a room of k cells cannot have more than k cells of a number), so the count is the
    // same with some 60 times fewer checks (fast-check seeds 1-3: 540,072 / 563,532 / 342,780 grids over the 60
    // puzzles before, 8,894 / 9,564 / 5,438 now, the same 21 / 12 / 20 right).
    answers: (p) => everyAnswerAmong(roomGivenChoices(p, 0, 3)),
    numRuns: 60,
  },
  generate: { params: { size: 4 } },
  // A hint may say a cell holds no number, which fills no more of the board.
  play: { hintFills: false },
  limits: givensGridLimits(nanro, {
    fromJson,
    sizeError: "--size takes 4 to 6",
  }),
});

describe("nanro solver", () => {
  describeRoomSizeGivens(nanro);

  it("check names mixed rooms, too many, 2x2 blocks, equal numbers across a border, changed givens", () => {
    const puzzle = parse("aab\naab\n\n...\n..1\n");
    expect(nanro.check(puzzle, [1, 2, 0, 0, 0, 0]).map((p) => p.code)).toEqual(["mixed-numbers"]);
    expect(nanro.check(puzzle, [2, 2, 0, 2, 0, 0]).map((p) => p.code)).toEqual(["too-many"]);
    expect(nanro.check(puzzle, [4, 4, 0, 4, 4, 0]).map((p) => p.code)).toEqual(["numbered-block"]);
    expect(nanro.check(puzzle, [0, 0, 0, 0, 1, 0]).map((p) => p.code)).toEqual(["same-across-border"]);
    expect(nanro.check(puzzle, [0, 0, 0, 0, 0, 2]).map((p) => p.code)).toEqual(["given-changed"]);
    expect(nanro.check(puzzle, [0, 0, 2 ** 53]).map((p) => p.code)).toEqual(["bad-number", "mixed-numbers"]);
  });

  it("hints a decided cell with the rule that decided it, and explains the whole way", () => {
    expectExplainedWay(nanro, example, {
      message: /^r\dc\d (must be \d|holds no number): /,
      hintCells: 1,
      // Every cell without a given decided once.
      steps: 16 - 3,
      // "holds no number" leaves the attempt as it was.
      everyStepChanges: false,
      placesNumbers: { width: 4 },
    });
  });
});

describe("nanro play", () => {
  it("types numbers in open cells, carries out a hint, and is complete when the numbers keep the rules", () => {
    const play = nanro.play!;
    const solution = nanro.solve(example).solutions[0]!;
    const fresh = play.newAttempt(example);
    const typed = play.applyStep(example, fresh, { kind: "value", cell: 1, value: 2 });
    expect(play.toSolution(example, typed)).toEqual([0, 2, 0, 1, 3, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    const after = play.applyStep(
      example,
      typed,
      hints.hint(example, play.toSolution(example, typed) as number[])!,
    );
    expect(play.mistakes(example, after, solution)).toEqual([]);
    expect(play.isComplete(example, play.fromSolution(example, solution))).toBe(true);
    expect(play.isComplete(example, typed)).toBe(false);
    const board = play.board(example);
    expect(board.cells[3]).toEqual({ text: "1" });
    expect(board.regions).toEqual(example.rooms);
  });
});
