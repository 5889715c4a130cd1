import { expectExactCount, expectExplainedWay } from "@gridsmith/kit/testing/contract";
import {
  everyAnswerOfRows,
  gridBruteForce,
  gridPuzzles,
  mostly,
  ownTextLimits,
  rowsWithoutRepeats,
} from "@gridsmith/kit/testing/properties";
import { describePuzzlinkType } from "@gridsmith/pzpr-judge/contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The judge shares no code with the solver; tooling/consumers uses the same one on the packed package.
import * as independent from "../test-support/independent-check.mjs";
import { hints } from "./hints.js";
import { building, fromJson, NO_CLUE, type Puzzle, solutionProblems } from "./index.js";

const { parse, example, ...judges } = describePuzzlinkType(building, {
  independent,
  own: { solutionProblems, wrongCodes: ["wrong-view"] },
  bruteForce: gridBruteForce<Puzzle>({
    // Not judged by puzz.link, as before: its checker refuses some answers of these random tiny puzzles that
    // the independent check accepts (the examples and public links are judged by it).
    judged: false,
    list: "clues",
    cell: mostly(NO_CLUE, 3, fc.integer({ min: -2, max: 3 })),
    maxSide: 3,
    length: (width, height) => 2 * (width + height),
    // No number twice in a row, as the rules ask of every answer: 6^3 of the 3^9 fillings of a 3x3 grid.
    answers: ({ width, height }) =>
      everyAnswerOfRows(new Array(height).fill(rowsWithoutRepeats(width, 1, Math.max(width, height)))),
  }),
  generate: { params: { size: 4 }, largest: { params: { size: 7 }, seeds: [1, 2, 3] } },
  play: { firstMove: () => ({ kind: "value", cell: 7, value: 2 }) },
  limits: ownTextLimits(building, {
    fromJson,
    valid: gridPuzzles<Puzzle>({
      list: "clues",
      cell: fc.integer({ min: -2, max: 6 }),
      length: (width, height) => 2 * (width + height),
    }),
    json: { list: "clues", width: 4, height: 4 },
    oversized: { text: `+${".".repeat(21)}+\n`.repeat(3), error: "the grid has 21 columns; at most 20" },
    attempt: { max: 5 },
    generate: { tooSmall: 3, sizeError: "--size takes 4 to 7" },
  }),
});

describe("building solver", () => {
  it("counts every solution exactly, each right by the independent check and by puzz.link's", () => {
    // No clues: every Latin square of 4 (576); one clue of 4 fixes its line to 1 2 3 4 (576 / 24).
    const open: Puzzle = { width: 4, height: 4, clues: new Array(16).fill(NO_CLUE) };
    expectExactCount(building, open, 576);
    const four = { ...open, clues: open.clues.map((v, k) => (k === 8 ? 4 : v)) };
    expectExactCount(building, four, 24, judges);
  });

  it("reports none for clues that cannot be met, and validate names them", () => {
    const puzzle = parse("+0.+\n....\n....\n+..+\n");
    expect(building.solve(puzzle).status).toBe("none");
    expect(building.validate(puzzle)[0]!.message).toBe(
      "the 0 above column 1 cannot be met: one sees 1 to 2 buildings there",
    );
    expect(building.validate(puzzle)[0]!.cells).toEqual([{ row: 0, col: 1 }]);
    expect(building.validate(parse("+2.+\n....\n....\n+..+\n"))).toEqual([]);
  });

  it("check names repeats and wrong views on the framed board", () => {
    const puzzle = parse("+2.+\n....\n....\n+..+\n");
    expect(building.check(puzzle, [1, 1, 0, 0]).map((p) => p.cells)).toEqual([
      [
        { row: 1, col: 1 },
        { row: 1, col: 2 },
      ],
    ]);
    expect(building.check(puzzle, [2, 0, 1, 0])[0]).toMatchObject({
      code: "wrong-view",
      message: "the 2 above column 1 sees 1 buildings, not 2",
      cells: [{ row: 0, col: 1 }],
    });
  });

  it("hints a forced cell with the rule and the clue that forced it, and explains the whole way", () => {
    const { hint } = expectExplainedWay(building, example, {
      message: "r2c1 must be 1: the 4 left of row 2 allows nothing else there",
      // Every cell decided once, in the order the logic found them, ending in the answer.
      steps: 16,
      technique: "clue-sight",
      level: "hard",
      placesNumbers: { width: 4 },
    });
    expect(hint.cells).toEqual([{ row: 2, col: 1 }]);
    expect(hint.because?.cells).toEqual([{ row: 2, col: 0 }]);
    // From a grid with its first row filled, the next step is elsewhere.
    const later = hints.hint(example, [2, 1, 4, 3])!;
    expect(later.deductions[0]!.row).toBeGreaterThan(0);
  });
});

describe("building play", () => {
  it("types heights in the grid only, and shows the clues in a frame", () => {
    const play = building.play!;
    const fresh = play.newAttempt(example);
    // The framed board is 6 wide: grid cell r1c1 is board cell 7, the 4 left of row 2 is board cell 12.
    const typed = play.applyStep(example, fresh, { kind: "value", cell: 7, value: 2 });
    expect(play.toSolution(example, typed)).toEqual([2, ...new Array(15).fill(0)]);
    expect(play.progress(example, typed)).toEqual({ filled: 1, total: 16 });
    expect(play.applyStep(example, fresh, { kind: "value", cell: 12, value: 2 })).toEqual(fresh);
    const board = play.board(example);
    expect([board.rows, board.cols]).toEqual([6, 6]);
    expect(board.cells[12]).toEqual({ text: "4" });
    expect(board.cells[0]).toEqual({ block: true });
    expect(board.cells[7]).toBeNull();
  });
});
