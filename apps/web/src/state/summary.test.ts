import { describe, expect, it } from "vitest";
import { genericBoard } from "../boards/generic.tsx";
import { playedType } from "../test/play-boards.ts";
import { rowBoard } from "../test/row-board.tsx";
import { attemptProgress, puzzleSize, puzzleTitle } from "./summary.ts";

const sudoku = playedType("sudoku").board;

describe("puzzle summary", () => {
  it("reads the size of each catalog shape", () => {
    expect(puzzleSize({ size: 9, cells: [] })).toBe("9×9");
    expect(puzzleSize({ rows: 6, cols: 8, cells: [] })).toBe("8×6");
    expect(puzzleSize({ rows: [[1], [2]], columns: [[1], [1], [1]] })).toBe("3×2");
    expect(puzzleSize({ grid: ["AB#", "#  "], words: [] })).toBe("3×2");
    expect(puzzleSize({ cells: [1, 2] })).toBeUndefined();
    expect(puzzleSize(null)).toBeUndefined();
  });

  it("takes a puzzle's own title", () => {
    expect(puzzleTitle({ title: " Bear " })).toBe("Bear");
    expect(puzzleTitle({ title: "" })).toBeUndefined();
    expect(puzzleTitle(7)).toBeUndefined();
  });

  it("counts cells that differ from a fresh attempt, per string character too", () => {
    const puzzle = { cells: [1, 0, 0, 0] };
    expect(attemptProgress(rowBoard, puzzle, [null, 2, null, 3])).toEqual({ filled: 2, total: 4 });
    const rows = { ...genericBoard, newAttempt: () => ["??", "??"] };
    expect(attemptProgress(rows, puzzle, ["#?", "x#"])).toEqual({ filled: 3, total: 4 });
    // The generic board starts from nothing: there is nothing to count.
    expect(attemptProgress(genericBoard, puzzle, null)).toBeUndefined();
  });

  it("uses the board's own count when it has one (sudoku's pencil marks are not filled cells)", () => {
    const puzzle = { size: 4, cells: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2] };
    const attempt = sudoku.newAttempt(puzzle);
    attempt.v[1] = 3;
    attempt.n[2] = 0b11;
    expect(attemptProgress(sudoku, puzzle, attempt)).toEqual({ filled: 1, total: 14 });
  });

  it("never throws on an attempt that does not fit", () => {
    const broken = {
      ...rowBoard,
      progress: () => {
        throw new Error("no");
      },
    };
    expect(attemptProgress(broken, { cells: [0] }, 5)).toBeUndefined();
  });
});
