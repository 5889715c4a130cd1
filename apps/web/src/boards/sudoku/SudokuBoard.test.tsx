import { fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { describe, expect, it } from "vitest";
import { playedType } from "../../test/play-boards.ts";
import type { BoardMarks } from "../types.ts";

const { Board, newAttempt } = playedType("sudoku").board;
const puzzle = { size: 4, cells: [1, 0, 0, 4, ...new Array(12).fill(0)] };

/** The attempt as the sudoku package keeps it: digits entered and pencil marks per cell. */
type SudokuAttempt = { v: number[]; n: number[] };

function renderBoard(marks?: BoardMarks) {
  const [attempt, setAttempt] = createSignal<SudokuAttempt>(newAttempt(puzzle));
  render(() => (
    <Board
      puzzle={puzzle}
      text=""
      attempt={attempt()}
      onMove={setAttempt}
      marks={marks}
      label="Sudoku puzzle"
    />
  ));
  return attempt;
}

const cell = (row: number, col: number) =>
  screen.getByRole("gridcell", { name: new RegExp(`^Row ${row}, column ${col},`) });

describe("SudokuBoard", () => {
  it("labels every cell with its row, column and value, one of them in the tab order", () => {
    renderBoard();
    expect(screen.getByRole("grid", { name: "Sudoku puzzle" })).toBeTruthy();
    expect(screen.getAllByRole("gridcell")).toHaveLength(16);
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, 1, given");
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, empty");
    expect(screen.getAllByRole("gridcell").filter((c) => c.tabIndex === 0)).toHaveLength(1);
  });

  it("plays with the keyboard alone: arrows, digits, pencil marks, erase", () => {
    const attempt = renderBoard();
    cell(1, 1).focus();
    fireEvent.keyDown(cell(1, 1), { key: "ArrowRight" });
    expect(document.activeElement).toBe(cell(1, 2));
    fireEvent.keyDown(cell(1, 2), { key: "2", code: "Digit2" });
    expect(attempt().v[1]).toBe(2);
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, 2");
    fireEvent.keyDown(cell(1, 2), { key: "ArrowDown" });
    fireEvent.keyDown(cell(2, 2), { key: "#", code: "Digit3", shiftKey: true });
    fireEvent.keyDown(cell(2, 2), { key: " " });
    fireEvent.keyDown(cell(2, 2), { key: "4", code: "Digit4" });
    expect(cell(2, 2).getAttribute("aria-label")).toBe("Row 2, column 2, empty, pencil marks 3 4");
    fireEvent.keyDown(cell(2, 2), { key: "Backspace" });
    expect(attempt().n[5]).toBe(0);
    fireEvent.keyDown(cell(2, 2), { key: "Home", ctrlKey: true });
    expect(document.activeElement).toBe(cell(1, 1));
  });

  it("highlights every instance of the selected digit and marks mistakes and hints", () => {
    renderBoard({
      problems: [{ code: "wrong-digit", message: "", cells: [{ row: 3, col: 3 }] }],
      step: { technique: "t", message: "", cells: [{ row: 1, col: 1 }], deductions: [] },
    });
    fireEvent.click(cell(1, 4));
    expect(cell(1, 4).classList.contains("same")).toBe(true);
    expect(cell(1, 1).classList.contains("same")).toBe(false);
    expect(cell(2, 4).classList.contains("peer")).toBe(true);
    expect(cell(4, 4).getAttribute("aria-label")).toMatch(/mistake$/);
    expect(cell(2, 2).getAttribute("aria-label")).toMatch(/hint$/);
  });

  it("fills from the digit pad by mouse or touch", () => {
    const attempt = renderBoard();
    fireEvent.click(cell(3, 3));
    fireEvent.click(screen.getByRole("button", { name: "Digit 2" }));
    expect(attempt().v[10]).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: /^Pencil/ }));
    fireEvent.click(cell(3, 4));
    fireEvent.click(screen.getByRole("button", { name: "Pencil mark 1" }));
    expect(attempt().n[11]).toBe(1);
  });
});
