import type { BoardDescription } from "@gridsmith/kit";
import { latinSquare } from "@gridsmith/kit/testing";
import { fireEvent, screen, within } from "@solidjs/testing-library";
import { describe, expect, it } from "vitest";
import { gridCell as cell } from "../test/grid-cell.ts";
import { describedPlay, renderPlay } from "./testing.tsx";

const label = (row: number, col: number) => cell(row, col).getAttribute("aria-label");

describe("the generic board on the Latin square's play model", () => {
  const puzzle = { n: 3, cells: [1, 0, 0, 0, 0, 0, 0, 0, 2] };

  it("draws an ARIA grid of labelled cells, givens read-only", () => {
    renderPlay(latinSquare.play!, puzzle, "Latin square puzzle");
    const grid = screen.getByRole("grid", { name: "Latin square puzzle" });
    expect(within(grid).getAllByRole("row")).toHaveLength(3);
    expect(within(grid).getAllByRole("gridcell")).toHaveLength(9);
    expect(label(1, 1)).toBe("Row 1, column 1, 1, given");
    expect(cell(1, 1).getAttribute("aria-readonly")).toBe("true");
    expect(label(1, 2)).toBe("Row 1, column 2, empty");
  });

  it("types digits, toggles them off, empties with Backspace, moves with arrows over one tab stop", () => {
    const { attempt, moves } = renderPlay(latinSquare.play!, puzzle);
    fireEvent.click(cell(1, 2));
    expect(cell(1, 2).getAttribute("tabindex")).toBe("0");
    expect(cell(1, 1).getAttribute("tabindex")).toBe("-1");
    fireEvent.keyDown(cell(1, 2), { key: "3", code: "Digit3" });
    expect(label(1, 2)).toBe("Row 1, column 2, 3");
    fireEvent.keyDown(cell(1, 2), { key: "ArrowDown" });
    expect(document.activeElement).toBe(cell(2, 2));
    fireEvent.keyDown(cell(2, 2), { key: "2", code: "Digit2" });
    fireEvent.keyDown(cell(2, 2), { key: "2", code: "Digit2" });
    expect(label(2, 2)).toBe("Row 2, column 2, empty");
    fireEvent.keyDown(cell(2, 2), { key: "ArrowUp" });
    fireEvent.keyDown(cell(1, 2), { key: "Backspace" });
    expect(attempt()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(moves()).toBe(4);
    // A digit out of range, or on a given, makes no move.
    fireEvent.keyDown(cell(1, 2), { key: "7", code: "Digit7" });
    fireEvent.click(cell(1, 1));
    fireEvent.keyDown(cell(1, 1), { key: "3", code: "Digit3" });
    expect(moves()).toBe(4);
  });

  it("is read-only without onMove: no pad, no help, keys make no move", () => {
    const { moves } = renderPlay(latinSquare.play!, puzzle, "Latin", false);
    expect(screen.getByRole("grid").getAttribute("aria-readonly")).toBe("true");
    expect(screen.queryByRole("button", { name: "Digit 1" })).toBeNull();
    fireEvent.keyDown(cell(1, 2), { key: "3", code: "Digit3" });
    expect(moves()).toBe(0);
  });

  it("marks a hint's cells and Check's mistakes", () => {
    const { setMarks } = renderPlay(latinSquare.play!, puzzle);
    setMarks({
      problems: [{ code: "x", message: "x", cells: [{ row: 0, col: 1 }] }],
      step: {
        technique: "t",
        message: "m",
        cells: [{ row: 2, col: 0 }],
        because: { lines: [{ axis: "row", index: 1 }] },
        deductions: [],
      },
    });
    expect(label(1, 2)).toBe("Row 1, column 2, empty, mistake");
    expect(cell(1, 2).classList.contains("mistake")).toBe(true);
    expect(label(3, 1)).toBe("Row 3, column 1, empty, hint");
    expect(cell(2, 3).classList.contains("because")).toBe(true);
  });
});

// A 4x4 of 2x2 regions with two cages and pencil marks.
const digits: BoardDescription = {
  rows: 4,
  cols: 4,
  cells: [null, null, null, { text: "4" }, ...new Array(12).fill(null)],
  regions: [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3],
  cages: [
    { cells: [0, 1], sum: 3 },
    { cells: [4, 8, 12], sum: 6 },
  ],
  input: { cells: { kind: "digit", min: 1, max: 4, marks: true } },
};

describe("a digit board with regions, cages and pencil marks", () => {
  it("draws region rules, cage outlines and sums, and names the cage in the label", () => {
    renderPlay(describedPlay(digits), null);
    expect(label(1, 1)).toBe("Row 1, column 1, empty, cage of 2 adding to 3");
    expect(cell(1, 1).querySelector(".corner")?.getAttribute("data-note")).toBe("3");
    expect(cell(1, 2).querySelector(".corner")).toBeNull();
    expect(cell(1, 1).className).toMatch(/cage-top.*cage-bottom.*cage-left/);
    expect(cell(1, 2).querySelector(".rules.r")).not.toBeNull();
    expect(cell(2, 2).querySelector(".rules.b")).not.toBeNull();
    expect(cell(1, 1).querySelector(".rules")).toBeNull();
    expect(label(1, 4)).toBe("Row 1, column 4, 4, given");
  });

  it("writes pencil marks with Shift or pencil mode, from keys and the pad, and Backspace clears them", () => {
    const { attempt } = renderPlay(describedPlay(digits), null);
    fireEvent.click(cell(2, 2));
    fireEvent.keyDown(cell(2, 2), { key: "!", code: "Digit1", shiftKey: true });
    fireEvent.keyDown(cell(2, 2), { key: " " });
    fireEvent.keyDown(cell(2, 2), { key: "3", code: "Digit3" });
    expect(label(2, 2)).toBe("Row 2, column 2, empty, pencil marks 1 3");
    expect(screen.getByRole("button", { name: "Pencil on" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Pencil mark 2" }));
    expect(attempt().marks?.[5]).toEqual([1, 2, 3]);
    fireEvent.keyDown(cell(2, 2), { key: "Backspace" });
    expect(attempt().marks?.[5]).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Pencil on" }));
    fireEvent.click(screen.getByRole("button", { name: "Digit 4" }));
    expect(label(2, 2)).toBe("Row 2, column 2, 4");
  });

  it("highlights the selected cell's row, column and region, and the cells with its digit", () => {
    renderPlay(describedPlay(digits), null);
    fireEvent.click(cell(1, 1));
    expect(cell(1, 3).classList.contains("peer")).toBe(true);
    expect(cell(4, 1).classList.contains("peer")).toBe(true);
    expect(cell(2, 2).classList.contains("peer")).toBe(true);
    expect(cell(3, 3).classList.contains("peer")).toBe(false);
    fireEvent.click(cell(3, 3));
    fireEvent.keyDown(cell(3, 3), { key: "4", code: "Digit4" });
    expect(cell(1, 4).classList.contains("same")).toBe(true);
  });
});

// Fillomino's given walls on a 3x2: right of r1c1 and below r1c3.
const walled: BoardDescription = {
  rows: 2,
  cols: 3,
  cells: new Array(6).fill(null),
  // Horizontal edges first (3 lines of 3: the one below r1c3 is 1 * 3 + 2), then vertical ones (2 lines of 4:
  // the one right of r1c1 is 9 + 0 * 4 + 1).
  walls: [5, 10],
  input: { cells: { kind: "digit", min: 1, max: 6, marks: true } },
};

describe("a digit board with given walls", () => {
  it("draws each wall as a thick rule where it lies, and groups no cells by them", () => {
    renderPlay(describedPlay(walled), null);
    expect(cell(1, 1).querySelector(".rules.r")).not.toBeNull();
    expect(cell(1, 3).querySelector(".rules.b")).not.toBeNull();
    expect(cell(1, 2).querySelector(".rules")).toBeNull();
    expect(cell(2, 1).querySelector(".rules")).toBeNull();
    fireEvent.click(cell(2, 2));
    expect(cell(1, 1).classList.contains("peer")).toBe(false);
  });
});

// Easy as ABC's: digits written as letters, one past the last letter an empty mark, typed by their symbols.
const letters: BoardDescription = {
  rows: 2,
  cols: 2,
  cells: [null, null, null, { text: "B" }],
  input: { cells: { kind: "digit", min: 1, max: 3, marks: true, symbols: ["A", "B", "x"] } },
};

describe("a digit board with symbols", () => {
  it("writes digits as their symbols, and types them from their keys in either case or from digit keys", () => {
    const { attempt } = renderPlay(describedPlay(letters), null);
    fireEvent.click(cell(1, 1));
    fireEvent.keyDown(cell(1, 1), { key: "b", code: "KeyB" });
    expect(label(1, 1)).toBe("Row 1, column 1, B");
    expect(cell(1, 1).textContent).toBe("B");
    fireEvent.keyDown(cell(1, 1), { key: "ArrowRight" });
    fireEvent.keyDown(cell(1, 2), { key: "X", code: "KeyX" });
    expect(label(1, 2)).toBe("Row 1, column 2, x");
    fireEvent.keyDown(cell(1, 2), { key: "ArrowDown" });
    fireEvent.keyDown(cell(2, 2), { key: "ArrowLeft" });
    fireEvent.keyDown(cell(2, 1), { key: "1", code: "Digit1" });
    expect(label(2, 1)).toBe("Row 2, column 1, A");
    expect(attempt().values).toEqual([2, 3, 1, null]);
    // A key that is no symbol and no digit in range types nothing; the pad shows the symbols.
    fireEvent.keyDown(cell(2, 1), { key: "c", code: "KeyC" });
    expect(label(2, 1)).toBe("Row 2, column 1, A");
    expect(screen.getByRole("button", { name: "Digit x" })).not.toBeNull();
  });
});

// Kakuro-like: a clue row and column of blocks, 2x2 white cells.
const kakuro: BoardDescription = {
  rows: 3,
  cols: 3,
  cells: [
    { block: true },
    { block: true, down: 4 },
    { block: true, down: 6 },
    { block: true, across: 3 },
    null,
    null,
    { block: true, across: 7 },
    null,
    null,
  ],
  input: { cells: { kind: "digit", min: 1, max: 9, marks: true } },
};

describe("a board of blocks with diagonal clues", () => {
  it("labels blocks by their clues and white cells by their runs' sums; arrows skip blocks", () => {
    renderPlay(describedPlay(kakuro), null);
    expect(screen.getByRole("gridcell", { name: "down 4" })).toBeTruthy();
    expect(screen.getByRole("gridcell", { name: "across 3" })).toBeTruthy();
    expect(screen.getByRole("gridcell", { name: "block" }).getAttribute("aria-readonly")).toBe("true");
    expect(label(2, 2)).toBe("Row 2, column 2, empty, across 3, down 4");
    expect(label(3, 3)).toBe("Row 3, column 3, empty, across 7, down 6");
    // The tab stop starts on the first white cell; up from it there are only blocks.
    expect(cell(2, 2).getAttribute("tabindex")).toBe("0");
    fireEvent.keyDown(cell(2, 2), { key: "ArrowUp" });
    expect(cell(2, 2).getAttribute("tabindex")).toBe("0");
    fireEvent.keyDown(cell(2, 2), { key: "ArrowRight" });
    expect(cell(2, 3).getAttribute("tabindex")).toBe("0");
    expect(cell(3, 3).classList.contains("peer")).toBe(true);
    expect(cell(3, 2).classList.contains("peer")).toBe(false);
  });
});

describe("a shading board with clues on the grid points", () => {
  // Creek's shape: 2x2 cells, 3x3 points, a 1 at the centre point and a 0 at the top-left one.
  const creek: BoardDescription = {
    rows: 2,
    cols: 2,
    cells: [null, null, null, null],
    points: ["0", null, null, null, "1", null, null, null, null],
    input: { cells: { kind: "shade" } },
  };

  it("draws each point clue once, hidden from readers, and names them in the labels of the cells around", () => {
    renderPlay(describedPlay(creek), null);
    const drawn = [...document.querySelectorAll(".gb-point")].map((p) => p.textContent);
    expect(drawn).toEqual(["0", "1"]);
    expect(document.querySelector(".gb-points")?.getAttribute("aria-hidden")).toBe("true");
    expect(label(1, 1)).toBe("Row 1, column 1, empty, top-left corner 0, bottom-right corner 1");
    expect(label(2, 2)).toBe("Row 2, column 2, empty, top-left corner 1");
  });
});

describe("dots on the board's half-cell places", () => {
  it("draws a digit board's dots between cells, hidden from readers, at their places", () => {
    // Kropki's shape: a white dot between r1c1 and r1c2, a black one between r1c2 and r2c2.
    const kropki: BoardDescription = {
      rows: 2,
      cols: 2,
      cells: [null, null, null, null],
      dots: [
        { row: 1, col: 2, colour: "white" },
        { row: 2, col: 3, colour: "black" },
      ],
      input: { cells: { kind: "digit", min: 1, max: 2, marks: false } },
    };
    renderPlay(describedPlay(kropki), null);
    const dots = [...document.querySelectorAll<HTMLElement>(".gb-board-dot")];
    expect(dots.map((d) => d.className)).toEqual(["gb-board-dot white", "gb-board-dot black"]);
    expect(dots[0]!.style.left).toContain("1 * (var(--cell-size) + 1px)");
    expect(dots[1]!.style.top).toContain("1 * (var(--cell-size) + 1px)");
    expect(dots[1]!.style.left).toContain("1.5 * (var(--cell-size) + 1px)");
    expect(dots[0]!.closest("[aria-hidden]")).not.toBeNull();
  });

  it("draws a border board's dots on the lattice piece at their place: a cell, an edge or a grid point", () => {
    // Tentaisho's shape: dots on r1c1's centre, the edge right of it and the grid point at the board's middle.
    const tentaisho: BoardDescription = {
      rows: 2,
      cols: 2,
      cells: [null, null, null, null],
      dots: [
        { row: 1, col: 1, colour: "white" },
        { row: 1, col: 2, colour: "black" },
        { row: 2, col: 2, colour: "white" },
      ],
      input: { cells: { kind: "none" }, edges: "border" },
    };
    renderPlay(describedPlay(tentaisho), null);
    const dots = [...document.querySelectorAll<HTMLElement>(".gb-board-dot")];
    expect(dots).toHaveLength(3);
    expect(dots[0]!.parentElement!.classList.contains("lattice-cell")).toBe(true);
    expect(dots[1]!.parentElement!.classList.contains("gb-edge")).toBe(true);
    expect(dots[1]!.classList.contains("black")).toBe(true);
    expect(dots[2]!.parentElement!.classList.contains("gb-dot")).toBe(true);
    for (const d of dots) expect(d.parentElement!.classList.contains("has-dot")).toBe(true);
  });
});
