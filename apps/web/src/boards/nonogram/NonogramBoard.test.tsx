import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, screen } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { gridCell as cell } from "../../test/grid-cell.ts";
import { renderPlaying } from "../../test/play-board.tsx";
import type { BoardAids } from "../types.ts";
import { boardFor } from "./index.ts";

// The package's play model on the site's board; the model's own tests are the package's.
const board = boardFor((await loadPuzzleType("nonogram"))!.play!);
const NonogramBoard = board.Board;
const newAttempt = board.newAttempt;

// 6 wide so the fifth column gets the thicker rule.
const puzzle = { rows: [[6], [1, 1], [2]], columns: [[2], [1], [1], [1], [1], [2]] };

const renderBoard = (aids?: BoardAids) =>
  renderPlaying(NonogramBoard, puzzle, newAttempt(puzzle), "Nonogram puzzle", aids);

describe("NonogramBoard", () => {
  it("labels cells and clues, with thicker rules every five cells", () => {
    renderBoard();
    expect(screen.getAllByRole("gridcell")).toHaveLength(18);
    expect(cell(1, 1).getAttribute("aria-label")).toBe("Row 1, column 1, empty");
    expect(screen.getByRole("rowheader", { name: "Row 2 clue 1 1" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Column 6 clue 2" })).toBeTruthy();
    expect(cell(1, 5).classList.contains("rule-right")).toBe(true);
    expect(cell(1, 4).classList.contains("rule-right")).toBe(false);
  });

  it("fills and crosses out with the keyboard, Tab going to the next row", () => {
    const { attempt } = renderBoard();
    cell(1, 1).focus();
    fireEvent.keyDown(cell(1, 1), { key: " " });
    fireEvent.keyDown(cell(1, 1), { key: "ArrowRight" });
    fireEvent.keyDown(cell(1, 2), { key: "x" });
    expect(attempt()[0]).toBe("#x????");
    expect(cell(1, 2).getAttribute("aria-label")).toBe("Row 1, column 2, crossed out");
    fireEvent.keyDown(cell(1, 2), { key: "Tab" });
    expect(document.activeElement).toBe(cell(2, 1));
    fireEvent.keyDown(cell(2, 1), { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(cell(1, 1));
    fireEvent.keyDown(cell(1, 1), { key: "Backspace" });
    expect(attempt()[0]).toBe("?x????");
  });

  it("paints a whole line in one drag, as one move, and strikes out the satisfied clue", () => {
    const { attempt, moves } = renderBoard();
    fireEvent.pointerDown(cell(1, 1), { button: 0, pointerId: 1 });
    for (let col = 2; col <= 6; col++) fireEvent.pointerMove(cell(1, col), { pointerId: 1 });
    fireEvent.pointerUp(cell(1, 6), { pointerId: 1 });
    expect(attempt()[0]).toBe("######");
    expect(moves()).toBe(1);
    expect(screen.getByRole("rowheader", { name: "Row 1 clue 6, done" }).classList.contains("done")).toBe(
      true,
    );
  });

  it("crosses out with the right button or the Cross out tool", () => {
    const { attempt } = renderBoard();
    fireEvent.pointerDown(cell(2, 2), { button: 2, pointerId: 1 });
    fireEvent.pointerUp(cell(2, 2), { pointerId: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Cross out" }));
    fireEvent.pointerDown(cell(2, 3), { button: 0, pointerId: 1 });
    fireEvent.pointerUp(cell(2, 3), { pointerId: 1 });
    expect(attempt()[1]).toBe("?xx???");
  });

  it("crosses off the clues of lines that are done only when the person turns it on", () => {
    const paintRow = () => {
      fireEvent.pointerDown(cell(1, 1), { button: 0, pointerId: 1 });
      fireEvent.pointerMove(cell(1, 6), { pointerId: 1 });
      fireEvent.pointerUp(cell(1, 6), { pointerId: 1 });
    };
    const off = renderBoard();
    paintRow();
    expect(off.attempt()[0]).toBe("######");
    expect(document.querySelector(".nonogram")!.classList.contains("cross-off")).toBe(false);
    document.body.innerHTML = "";
    renderBoard({ crossOffClues: true });
    paintRow();
    expect(document.querySelector(".nonogram")!.classList.contains("cross-off")).toBe(true);
    expect(screen.getByRole("rowheader", { name: "Row 1 clue 6, done" })).toBeTruthy();
  });
});
