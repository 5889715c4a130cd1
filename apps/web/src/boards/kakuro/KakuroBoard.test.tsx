import { parsePuzzle } from "@gridsmith/kit";
import { fireEvent, render, screen } from "@solidjs/testing-library";
import { createSignal } from "solid-js";
import { describe, expect, it } from "vitest";
import { playedType } from "../../test/play-boards.ts";
import type { BoardMarks } from "../types.ts";

const { type, board } = playedType("kakuro");
const { Board: KakuroBoard, newAttempt } = board;
const toSolution = (p: Puzzle, a: KakuroAttempt) => board.toSolution(p, a) as number[];
const { examples } = type;
const parse = (text: string): Puzzle => parsePuzzle(type, text);

/** The kakuro package's puzzle (a number for a white cell, an object for a black one) and attempt. */
type Puzzle = { rows: number; cols: number; cells: (number | object)[] };
type KakuroAttempt = { v: number[]; n: number[] };

// The package's first example, "4x4 starter":
//   #   14\ 19\ #
//   \7  .   .   5\
//   \21 .   .   .
//   #   \10 .   .
const starter = parse(examples[0]!.text);

function renderBoard(puzzle: Puzzle = starter, options: { marks?: BoardMarks; compact?: boolean } = {}) {
  const [attempt, setAttempt] = createSignal<KakuroAttempt>(newAttempt(puzzle));
  render(() => (
    <KakuroBoard
      puzzle={puzzle}
      text=""
      attempt={attempt()}
      onMove={options.compact ? undefined : setAttempt}
      marks={options.marks}
      compact={options.compact}
      label="Kakuro puzzle"
    />
  ));
  return attempt;
}

const cell = (row: number, col: number) =>
  screen.getByRole("gridcell", { name: new RegExp(`^Row ${row}, column ${col},`) });
const key = (row: number, col: number, k: string, extra: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(cell(row, col), { key: k, ...extra });

describe("KakuroBoard", () => {
  it("draws black cells with their clues split by the diagonal, named in words", () => {
    renderBoard();
    const cells = screen.getAllByRole("gridcell");
    expect(cells).toHaveLength(16);
    expect(cells.slice(0, 4).map((c) => c.getAttribute("aria-label"))).toEqual([
      "black",
      "down 14",
      "down 19",
      "black",
    ]);
    expect(cells[7]!.getAttribute("aria-label")).toBe("down 5");
    expect(cells[13]!.getAttribute("aria-label")).toBe("across 10");
    const clues = (c: Element) =>
      [...c.querySelectorAll(".clue")].map((s) => `${s.classList[1]} ${s.getAttribute("data-clue")}`);
    expect(clues(cells[1]!)).toEqual(["down 14"]);
    expect(clues(cells[13]!)).toEqual(["across 10"]);
    expect(cells[0]!.classList.contains("clued")).toBe(false);
    expect(cell(2, 2).getAttribute("aria-label")).toBe("Row 2, column 2, empty, across 7, down 14");
  });

  it("puts the tab stop on the first white cell and moves over black cells with the arrows", () => {
    renderBoard();
    expect(screen.getAllByRole("gridcell").filter((c) => c.tabIndex === 0)).toEqual([cell(2, 2)]);
    key(2, 2, "ArrowRight");
    expect(document.activeElement).toBe(cell(2, 3));
    // r2c4 is a clue cell and the row ends there: the focus stays.
    key(2, 3, "ArrowRight");
    expect(document.activeElement).toBe(cell(2, 3));
    key(2, 3, "ArrowDown");
    key(3, 3, "ArrowDown");
    expect(document.activeElement).toBe(cell(4, 3));
    // Left of r4c3 is the clue cell r4c2, then r4c1 is black too.
    key(4, 3, "ArrowLeft");
    expect(document.activeElement).toBe(cell(4, 3));
    key(4, 3, "Home", { ctrlKey: true });
    expect(document.activeElement).toBe(cell(2, 2));
  });

  it("keeps the tab stop on a white cell of the grid when another puzzle opens", () => {
    const big = parse(examples[examples.length - 1]!.text);
    const [puzzle, setPuzzle] = createSignal<Puzzle>(big);
    render(() => (
      <KakuroBoard
        puzzle={puzzle()}
        text=""
        attempt={newAttempt(puzzle())}
        onMove={() => {}}
        label="Kakuro puzzle"
      />
    ));
    // r2c6 of the big grid: its index, read in the small grid's 4 columns, falls on one of its white cells.
    const stop = () => screen.getAllByRole("gridcell").filter((c) => c.tabIndex === 0);
    for (const key of ["End", "ArrowLeft", "ArrowLeft"]) fireEvent.keyDown(stop()[0]!, { key });
    expect(stop()[0]!.getAttribute("aria-label")).toMatch(/^Row 2, column 6,/);
    setPuzzle(starter);
    expect(stop()).toHaveLength(1);
    expect(stop()[0]!.classList.contains("white")).toBe(true);
  });

  it("types digits, toggles pencil marks with Shift, and empties with Backspace, Delete or 0", () => {
    const attempt = renderBoard();
    cell(2, 2).focus();
    key(2, 2, "4");
    expect(cell(2, 2).getAttribute("aria-label")).toBe("Row 2, column 2, 4, across 7, down 14");
    key(2, 2, "ArrowRight");
    key(2, 3, "$", { code: "Digit3", shiftKey: true });
    key(2, 3, "!", { code: "Digit1", shiftKey: true });
    expect(cell(2, 3).getAttribute("aria-label")).toBe(
      "Row 2, column 3, empty, pencil marks 1 3, across 7, down 19",
    );
    key(2, 3, "Backspace");
    expect(cell(2, 3).getAttribute("aria-label")).toMatch(/^Row 2, column 3, empty, across/);
    key(2, 3, "ArrowDown");
    key(3, 3, "8");
    key(3, 3, "0");
    expect(cell(3, 3).getAttribute("aria-label")).toMatch(/^Row 3, column 3, empty/);
    key(3, 3, "6");
    key(3, 3, "Delete");
    expect(toSolution(starter, attempt()).filter((d) => d > 0)).toEqual([4]);
  });

  it("plays from the digit pad alone, with its pencil mode", () => {
    const attempt = renderBoard();
    fireEvent.click(cell(3, 2));
    fireEvent.click(screen.getByRole("button", { name: "Digit 9" }));
    expect(cell(3, 2).getAttribute("aria-label")).toMatch(/^Row 3, column 2, 9,/);
    fireEvent.click(cell(3, 4));
    fireEvent.click(screen.getByRole("button", { name: "Pencil off" }));
    expect(screen.getByRole("button", { name: "Pencil on" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Pencil mark 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Pencil mark 5" }));
    expect(cell(3, 4).getAttribute("aria-label")).toMatch(/^Row 3, column 4, empty, pencil marks 2 5,/);
    fireEvent.click(screen.getByRole("button", { name: "Erase" }));
    expect(cell(3, 4).getAttribute("aria-label")).toMatch(/^Row 3, column 4, empty, across/);
    expect(attempt().v.filter((d) => d > 0)).toEqual([9]);
  });

  it("keeps givens read-only", () => {
    const answer = type.solve(starter, { limit: 1 }).solutions[0]! as number[];
    const cells = [...starter.cells];
    const at = 5; // r2c2, the first white cell
    cells[at] = answer[at]!;
    const puzzle = { ...starter, cells };
    const attempt = renderBoard(puzzle);
    expect(cell(2, 2).getAttribute("aria-readonly")).toBe("true");
    expect(cell(2, 2).getAttribute("aria-label")).toBe(
      `Row 2, column 2, ${answer[at]}, given, across 7, down 14`,
    );
    key(2, 2, String((answer[at]! % 9) + 1));
    key(2, 2, "Backspace");
    key(2, 2, "1", { code: "Digit1", shiftKey: true });
    expect(attempt()).toEqual(newAttempt(puzzle));
    expect(toSolution(puzzle, attempt())[at]).toBe(answer[at]);
  });

  it("shows Check's problems and a hint step with its reason", () => {
    renderBoard(starter, {
      marks: {
        problems: [{ code: "wrong-digit", message: "r3c2 is not 1", cells: [{ row: 2, col: 1 }] }],
        step: {
          technique: "combination",
          message: "",
          cells: [{ row: 1, col: 1 }],
          because: { cells: [{ row: 0, col: 1 }] },
          deductions: [],
        },
      },
    });
    expect(cell(3, 2).classList.contains("mistake")).toBe(true);
    expect(cell(3, 2).getAttribute("aria-label")).toMatch(/, mistake$/);
    expect(cell(2, 2).classList.contains("hint")).toBe(true);
    expect(cell(2, 2).getAttribute("aria-label")).toMatch(/, hint$/);
    expect(screen.getByRole("gridcell", { name: "down 14" }).classList.contains("because")).toBe(true);
    expect(document.querySelectorAll(".mistake")).toHaveLength(1);
  });

  it("renders compact and read-only for the home page: no pad, nothing in the tab order", () => {
    renderBoard(starter, { compact: true });
    const board = document.querySelector(".kakuro")!;
    expect(board.getAttribute("aria-hidden")).toBe("true");
    expect(board.classList.contains("compact")).toBe(true);
    expect(document.querySelector(".digit-pad")).toBeNull();
    expect(
      [...document.querySelectorAll<HTMLElement>(".kakuro-cell.white")].every((c) => c.tabIndex === -1),
    ).toBe(true);
  });
});
