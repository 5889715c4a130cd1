import {
  describeRoomSizeGivens,
  expectExactCount,
  expectExplainedWay,
  givensGridLimits,
} from "@gridsmith/kit/testing/contract";
import { everyAnswerAmong, givensPuzzles, roomGivenChoices } from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import { fromJson, type Puzzle, ripple, solutionProblems } from "./index.js";

const { parse, example, ...judges } = describePuzzlinkType(ripple, {
  independent,
  own: { solutionProblems, wrongCodes: ["too-close"] },
  bruteForce: {
    // Up to 8 cells in rooms of up to 3: at most 3^8 grids to try.
    puzzles: givensPuzzles<Puzzle>({ maxCells: 8, maxRoom: 3, max: 4, noneWeight: 5 }),
    // Only the grids that keep every given and put in each cell no number above its room's size: any other
    // breaks a rule at once, so the count is the same with fewer checks.
    answers: (p) => everyAnswerAmong(roomGivenChoices(p, 1, 3)),
  },
  generate: { params: { size: 4 } },
  play: {},
  limits: givensGridLimits(ripple, {
    fromJson,
    sizeError: "--size takes 4 to 7",
  }),
});

describe("ripple solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // One room of four cells in a row: 1 to 4 in any order, no equal numbers: 24.
    const row: Puzzle = { width: 4, height: 1, rooms: [0, 0, 0, 0], givens: [-1, -1, -1, -1] };
    expectExactCount(ripple, row, 24, judges);
    // Two rooms of two side by side: a 1 and a 2 each, and every order puts equal numbers too close.
    expectExactCount(ripple, parse("aabb\n"), 0);
  });

  describeRoomSizeGivens(ripple);

  it("check names repeats in a room, numbers too close, and changed givens", () => {
    const puzzle = parse("aab\nccb\n\n...\n..1\n");
    expect(ripple.check(puzzle, [1, 1, 0, 0, 0, 0])).toMatchObject([
      {
        code: "repeated-number",
        cells: [
          { row: 0, col: 0 },
          { row: 0, col: 1 },
        ],
      },
      { code: "too-close", message: "the 1s in r1c1 and r1c2 have 0 cells between them; 1 need at least 1" },
    ]);
    expect(ripple.check(puzzle, [0, 0, 0, 0, 0, 2]).map((p) => p.code)).toEqual(["given-changed"]);
    // A number past any room is one mistake, found at once however large.
    expect(ripple.check(puzzle, [0, 0, 2 ** 53]).map((p) => p.code)).toEqual(["bad-number"]);
  });

  it("hints a forced cell with the rule that forced it, and explains the whole way", () => {
    const { hint } = expectExplainedWay(ripple, example, {
      // The room of one at r4c1 comes first: no deduction is needed for it, but the player types its 1.
      message: "r4c1 must be 1: its room has no other cell",
      // Every cell not given decided once, in the order the logic found them.
      steps: 12,
      technique: "ripple",
      level: "easy",
      placesNumbers: { width: 4 },
    });
    expect(hint.cells).toEqual([{ row: 3, col: 0 }]);
    // With the room of one filled, the next step is the first the rules deduce.
    const withOne = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
    const first = hints.hint(example, withOne)!;
    expect(first.message).toBe("r2c1 must be 2: every other number of its room is already placed");
    expect(first.because?.cells).toEqual([{ row: 1, col: 1 }]);
    // From a grid with r2c1 filled too, the next step is elsewhere.
    const later = hints.hint(example, [0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 1])!;
    expect(later.cells).not.toEqual([{ row: 1, col: 0 }]);
  });

  it("hints every cell to a player who follows the hints, rooms of one included", () => {
    // Each hint carried out on the board and the next asked of the board's numbers, as the site does.
    for (const { text } of ripple.examples) {
      const puzzle = parse(text);
      const play = ripple.play!;
      let attempt = play.newAttempt(puzzle);
      const cells = puzzle.width * puzzle.height;
      for (let i = 0; i < cells; i++) {
        const step = hints.hint(puzzle, play.toSolution(puzzle, attempt) as number[]);
        if (step === null) break;
        attempt = play.applyStep(puzzle, attempt, step);
      }
      expect(play.isComplete(puzzle, attempt)).toBe(true);
      expect(play.toSolution(puzzle, attempt)).toEqual(ripple.solve(puzzle).solutions[0]);
    }
  });
});

describe("ripple play", () => {
  it("types numbers in open cells only, carries out a hint, and shows rooms and givens", () => {
    const play = ripple.play!;
    const fresh = play.newAttempt(example);
    const typed = play.applyStep(example, fresh, { kind: "value", cell: 4, value: 2 });
    expect(play.toSolution(example, typed)).toEqual([0, 0, 0, 0, 2, 1, 4, 0, 0, 3, 2, 0, 0, 0, 0, 0]);
    // r2c2 holds the given 1: typing there changes nothing.
    expect(play.applyStep(example, fresh, { kind: "value", cell: 5, value: 3 })).toEqual(fresh);
    const after = play.applyStep(
      example,
      typed,
      hints.hint(example, play.toSolution(example, typed) as number[])!,
    );
    expect(play.progress(example, after)).toEqual({ filled: 2, total: 12 });
    const solution = ripple.solve(example).solutions[0]!;
    expect(play.mistakes(example, after, solution)).toEqual([]);
    expect(play.isComplete(example, play.fromSolution(example, solution))).toBe(true);
    const board = play.board(example);
    expect([board.rows, board.cols]).toEqual([4, 4]);
    expect(board.cells[5]).toEqual({ text: "1" });
    expect(board.regions).toEqual(example.rooms);
  });
});
