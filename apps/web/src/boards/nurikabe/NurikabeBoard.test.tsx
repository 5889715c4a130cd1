import { fireEvent, render, screen } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { renderPlaying } from "../../test/play-board.tsx";
import { applyStep, isComplete, mistakes, newAttempt, progress, restore, withSolution } from "./model.ts";
import { NurikabeBoard } from "./NurikabeBoard.tsx";

// 3x3: a 2 in the top left, a ? in the bottom right.
const puzzle = { width: 3, height: 3, clues: [2, -1, -1, -1, -1, -1, -1, -1, 0] };
// A wall around: the 2 takes r1c2, the ? is alone.
const answer = [0, 0, 1, 1, 1, 1, 1, 1, 0];

const renderBoard = () => renderPlaying(NurikabeBoard, puzzle, newAttempt(puzzle), "Nurikabe puzzle");

const cell = (row: number, col: number) =>
  screen.getByRole("gridcell", { name: new RegExp(`^Row ${row}, column ${col},`) });
const state = (row: number, col: number) => cell(row, col).getAttribute("aria-label")!.split(", ")[2];

function tap(row: number, col: number, button = 0) {
  fireEvent.pointerDown(cell(row, col), { button, pointerId: 1 });
  fireEvent.pointerUp(cell(row, col), { pointerId: 1 });
}

describe("NurikabeBoard", () => {
  it("labels numbers and cells", () => {
    renderBoard();
    expect(screen.getAllByRole("gridcell")).toHaveLength(9);
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, number 2");
    expect(cell(3, 3).getAttribute("aria-label")).toBe("Row 3, column 3, number ?");
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, empty");
  });

  it("makes walls and dots with the keyboard", () => {
    const { attempt } = renderBoard();
    cell(1, 1).focus();
    fireEvent.keyDown(cell(1, 1), { key: " " });
    expect(attempt()[0]).toBe(0);
    fireEvent.keyDown(cell(1, 1), { key: "ArrowRight" });
    fireEvent.keyDown(cell(1, 2), { key: "." });
    fireEvent.keyDown(cell(1, 2), { key: "ArrowRight" });
    fireEvent.keyDown(cell(1, 3), { key: " " });
    expect([state(1, 2), state(1, 3)]).toEqual(["island", "wall"]);
    fireEvent.keyDown(cell(1, 3), { key: "Backspace" });
    expect(attempt().slice(0, 3)).toEqual([0, -1, 0]);
  });

  it("cycles a tapped cell wall, dot, empty; the right button dots; numbers never change", () => {
    renderBoard();
    const seen: string[] = [];
    for (let k = 0; k < 3; k++) {
      tap(2, 2);
      seen.push(state(2, 2)!);
    }
    expect(seen).toEqual(["wall", "island", "empty"]);
    tap(2, 1, 2);
    expect(state(2, 1)).toBe("island");
    tap(1, 1);
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, number 2");
  });

  it("paints a run in one drag, as one move, filling the cells a quick stroke skips", () => {
    const { attempt, moves } = renderBoard();
    fireEvent.pointerDown(cell(1, 3), { button: 0, pointerId: 1 });
    fireEvent.pointerMove(cell(3, 3), { pointerId: 1 });
    fireEvent.pointerMove(cell(3, 1), { pointerId: 1 });
    fireEvent.pointerUp(cell(3, 1), { pointerId: 1 });
    expect(moves()).toBe(1);
    // The ? at r3c3 stays a number.
    expect(attempt()).toEqual([0, 0, 1, 0, 0, 1, 1, 1, 0]);
  });

  it("marks mistakes and hint cells, read-only without onMove", () => {
    render(() => (
      <NurikabeBoard
        puzzle={puzzle}
        text=""
        attempt={withSolution(puzzle, answer)}
        label="Nurikabe puzzle"
        marks={{
          problems: [{ code: "pool", message: "", cells: [{ row: 0, col: 1 }] }],
          step: { technique: "t", message: "", cells: [{ row: 1, col: 1 }], deductions: [] },
        }}
      />
    ));
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, island, mistake");
    expect(cell(2, 2).classList.contains("hint")).toBe(true);
    expect(screen.getByRole("grid").getAttribute("aria-readonly")).toBe("true");
  });
});

describe("nurikabe model", () => {
  it("is complete once every cell without a number is decided", () => {
    expect(isComplete(puzzle, newAttempt(puzzle))).toBe(false);
    const solved = withSolution(puzzle, answer);
    expect(solved).toEqual([0, -1, 1, 1, 1, 1, 1, 1, 0]);
    expect(isComplete(puzzle, solved)).toBe(true);
    expect(progress(puzzle, solved)).toEqual({ filled: 7, total: 7 });
  });

  it("names each wall the answer leaves island and each dot it makes wall, and nothing undecided", () => {
    const attempt = [0, 1, -1, 1, 0, 0, 0, 0, 0];
    expect(mistakes(puzzle, attempt, answer)).toEqual([
      { code: "differs-from-solution", message: "r1c2 is island, not wall", cells: [{ row: 0, col: 1 }] },
      { code: "differs-from-solution", message: "r1c3 is wall, not island", cells: [{ row: 0, col: 2 }] },
    ]);
    expect(mistakes(puzzle, withSolution(puzzle, answer), answer)).toEqual([]);
  });

  it("restores only this puzzle's attempts and applies a step's cells", () => {
    expect(restore(puzzle, [1, ...new Array(8).fill(0)])).toEqual(newAttempt(puzzle));
    expect(restore(puzzle, [2])).toBeNull();
    const step = {
      technique: "t",
      message: "",
      cells: [],
      deductions: [
        { cell: 2, wall: true },
        { cell: 1, wall: false },
        { cell: 3, wall: true },
        { cell: 0, wall: true },
        { cell: 99, wall: true },
      ],
    };
    expect(applyStep(puzzle, newAttempt(puzzle), step).slice(0, 4)).toEqual([0, -1, 1, 1]);
  });
});
