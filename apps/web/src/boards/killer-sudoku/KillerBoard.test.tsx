import { fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { describe, expect, it } from "vitest";
import { playedType } from "../../test/play-boards.ts";

const { Board: KillerBoard, newAttempt, toSolution } = playedType("killer-sudoku").board;
/** The attempt as the package keeps it: digits entered and pencil marks per cell. */
type KillerAttempt = { v: number[]; n: number[] };

// The package's first example, "4x4": ABCC / ABCD / EFFD / EGGG.
const puzzle = {
  size: 4,
  givens: new Array<number>(16).fill(0),
  cages: [
    { sum: 5, cells: [0, 4] },
    { sum: 5, cells: [1, 5] },
    { sum: 8, cells: [2, 3, 6] },
    { sum: 5, cells: [7, 11] },
    { sum: 5, cells: [8, 12] },
    { sum: 3, cells: [9, 10] },
    { sum: 9, cells: [13, 14, 15] },
  ],
};

function renderBoard() {
  const [attempt, setAttempt] = createSignal<KillerAttempt>(newAttempt(puzzle));
  render(() => (
    <KillerBoard
      puzzle={puzzle}
      text=""
      attempt={attempt()}
      onMove={setAttempt}
      label="Killer Sudoku puzzle"
    />
  ));
  return attempt;
}

const cell = (row: number, col: number) =>
  screen.getByRole("gridcell", { name: new RegExp(`^Row ${row}, column ${col},`) });

describe("KillerBoard", () => {
  it("outlines each cage where it ends and writes its sum in its first cell", () => {
    renderBoard();
    expect(screen.getAllByRole("gridcell")).toHaveLength(16);
    expect(cell(1, 3).getAttribute("aria-label")).toBe("Row 1, column 3, empty, cage of 3 adding to 8");
    expect(cell(1, 3).querySelector(".corner")?.getAttribute("data-note")).toBe("8");
    expect(cell(1, 4).querySelector(".corner")).toBeNull();
    const sides = (el: HTMLElement) =>
      ["top", "bottom", "left", "right"].filter((s) => el.classList.contains(`cage-${s}`));
    expect(sides(cell(1, 3))).toEqual(["top", "left"]);
    expect(sides(cell(2, 3))).toEqual(["bottom", "left", "right"]);
    expect(sides(cell(4, 2))).toEqual(["top", "bottom", "left"]);
    expect([...document.querySelectorAll(".corner")].map((c) => c.getAttribute("data-note"))).toEqual([
      "5",
      "5",
      "8",
      "5",
      "5",
      "3",
      "9",
    ]);
  });

  it("plays as sudoku: digits and pencil marks from the keyboard, the digit pad", () => {
    const attempt = renderBoard();
    cell(1, 1).focus();
    fireEvent.keyDown(cell(1, 1), { key: "1" });
    fireEvent.keyDown(cell(1, 1), { key: "ArrowRight" });
    fireEvent.keyDown(cell(1, 2), { key: "3", code: "Digit3", shiftKey: true });
    expect(cell(1, 2).getAttribute("aria-label")).toBe(
      "Row 1, column 2, empty, pencil marks 3, cage of 2 adding to 5",
    );
    fireEvent.click(screen.getByRole("button", { name: "Digit 2" }));
    expect((toSolution(puzzle, attempt()) as number[]).slice(0, 3)).toEqual([1, 2, 0]);
  });
});
