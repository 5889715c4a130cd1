import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, render, screen } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { renderPlaying } from "../../test/play-board.tsx";
import { boardFor } from "./index.ts";

// The package's play model on the site's board; the model's own tests are the package's.
const board = boardFor((await loadPuzzleType("nurikabe"))!.play!);

// 3x3: a 2 in the top left, a ? in the bottom right.
const puzzle = { width: 3, height: 3, clues: [2, -1, -1, -1, -1, -1, -1, -1, 0] };
// A wall around: the 2 takes r1c2, the ? is alone.
const answer = [0, 0, 1, 1, 1, 1, 1, 1, 0];

const renderBoard = () => renderPlaying(board.Board, puzzle, board.newAttempt(puzzle), "Nurikabe puzzle");

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
      <board.Board
        puzzle={puzzle}
        text=""
        attempt={board.withSolution(puzzle, answer, board.newAttempt(puzzle))}
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
