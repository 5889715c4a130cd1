import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { fireEvent, render, screen } from "@solidjs/testing-library";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderPlaying } from "../../test/play-board.tsx";
import { boardFor } from "./index.ts";
import { edgeAt, type SlitherAttempt } from "./model.ts";

// The package's play model on the site's board; the model's own tests are the package's.
const board = boardFor((await loadPuzzleType("slitherlink"))!.play!);
const newAttempt = board.newAttempt;

// 2x2: a 4 in the top left cell (its loop is the whole answer), a 0 in the bottom right.
const puzzle = { width: 2, height: 2, clues: [4, -1, -1, 0] };

// jsdom lays nothing out: give the grid 40 px cells and 6 px dots, so dot (r, c) is at 3 + 46c, 3 + 46r.
const pitch = 46;
const at = (row: number, col: number) => ({ clientX: 3 + pitch * col, clientY: 3 + pitch * row });
beforeEach(() => {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const size = this.classList.contains("sl-grid")
      ? 2 * pitch + 6
      : this.classList.contains("sl-dot")
        ? 6
        : 0;
    return { left: 0, top: 0, x: 0, y: 0, width: size, height: size, right: size, bottom: size } as DOMRect;
  });
});
afterEach(() => vi.restoreAllMocks());

const renderBoard = () => renderPlaying(board.Board, puzzle, newAttempt(puzzle), "Slitherlink puzzle");

const edge = (name: string) => screen.getByRole("gridcell", { name: new RegExp(`^${name},`) });
const grid = () => screen.getByRole("grid", { name: "Slitherlink puzzle" });
const lineAt = (a: SlitherAttempt, row: number, col: number) => a[edgeAt(puzzle, { row, col })];

function tap(row: number, col: number, button = 0) {
  fireEvent.pointerDown(grid(), { button, pointerId: 1, ...at(row, col) });
  fireEvent.pointerUp(grid(), { pointerId: 1, ...at(row, col) });
}

describe("SlitherlinkBoard", () => {
  it("labels every edge and clue", () => {
    renderBoard();
    expect(screen.getAllByRole("gridcell", { name: /^(Top|Bottom|Left|Right) of/ })).toHaveLength(12);
    expect(edge("Top of r1c1").getAttribute("aria-label")).toBe("Top of r1c1, empty");
    expect(screen.getByRole("gridcell", { name: "Row 1, column 1, clue 4" })).toBeTruthy();
    expect(screen.getByRole("gridcell", { name: "Row 2, column 2, clue 0, done" })).toBeTruthy();
    expect(screen.getByRole("gridcell", { name: "Row 1, column 2, no clue" })).toBeTruthy();
  });

  it("draws, crosses and empties with the keyboard, arrows moving along the edges", () => {
    const { attempt } = renderBoard();
    edge("Top of r1c1").focus();
    fireEvent.keyDown(edge("Top of r1c1"), { key: " " });
    expect(edge("Top of r1c1").getAttribute("aria-label")).toBe("Top of r1c1, line");
    fireEvent.keyDown(edge("Top of r1c1"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(edge("Top of r1c2"));
    fireEvent.keyDown(edge("Top of r1c2"), { key: "x" });
    expect(lineAt(attempt(), 0, 3)).toBe(-1);
    fireEvent.keyDown(edge("Top of r1c2"), { key: "ArrowDown" });
    expect(document.activeElement).toBe(edge("Left of r1c2"));
    fireEvent.keyDown(edge("Left of r1c2"), { key: "ArrowUp" });
    expect(document.activeElement).toBe(edge("Top of r1c2"));
    fireEvent.keyDown(edge("Top of r1c2"), { key: "Backspace" });
    fireEvent.keyDown(edge("Top of r1c2"), { key: "ArrowLeft" });
    fireEvent.keyDown(edge("Top of r1c1"), { key: "Enter" });
    expect(attempt().every((v) => v === 0)).toBe(true);
  });

  it("cycles the nearest edge on a tap: line, cross, empty; the right button crosses", () => {
    const { attempt } = renderBoard();
    // A little inside the cell, nearer its top than any other side.
    const nearTop = { clientX: 3 + pitch * 0.5, clientY: 3 + pitch * 0.2 };
    const states: number[] = [];
    for (let k = 0; k < 3; k++) {
      fireEvent.pointerDown(grid(), { button: 0, pointerId: 1, ...nearTop });
      fireEvent.pointerUp(grid(), { pointerId: 1, ...nearTop });
      states.push(lineAt(attempt(), 0, 1)!);
    }
    expect(states).toEqual([1, -1, 0]);
    tap(1.5, 2, 2);
    expect(lineAt(attempt(), 3, 4)).toBe(-1);
  });

  it("draws a loop in one drag from dot to dot, as one move, and greys the clue it satisfies", () => {
    const { attempt, moves } = renderBoard();
    fireEvent.pointerDown(grid(), { button: 0, pointerId: 1, ...at(0, 0) });
    for (const [r, c] of [
      [0, 0.5],
      [0, 1],
      [0.5, 1],
      [1, 1],
      [1, 0],
      [0, 0],
    ] as const)
      fireEvent.pointerMove(grid(), { pointerId: 1, ...at(r, c) });
    fireEvent.pointerUp(grid(), { pointerId: 1, ...at(0, 0) });
    expect(moves()).toBe(1);
    expect([
      lineAt(attempt(), 0, 1),
      lineAt(attempt(), 1, 2),
      lineAt(attempt(), 2, 1),
      lineAt(attempt(), 1, 0),
    ]).toEqual([1, 1, 1, 1]);
    expect(attempt().filter((v) => v === 1)).toHaveLength(4);
    expect(screen.getByRole("gridcell", { name: /^Row 1, column 1, clue 4, done/ })).toBeTruthy();
    // A drag that starts along a line erases.
    fireEvent.pointerDown(grid(), { button: 0, pointerId: 1, ...at(0, 0) });
    fireEvent.pointerMove(grid(), { pointerId: 1, ...at(0, 1) });
    fireEvent.pointerUp(grid(), { pointerId: 1, ...at(0, 1) });
    expect(lineAt(attempt(), 0, 1)).toBe(0);
    expect(moves()).toBe(2);
  });

  it("shows a hint's edges and a mistake's cells, read-only when it has no onMove", () => {
    render(() => (
      <board.Board
        puzzle={puzzle}
        text=""
        attempt={newAttempt(puzzle)}
        label="Slitherlink puzzle"
        marks={{
          problems: [{ code: "too-many-lines", message: "", cells: [{ row: 1, col: 1 }] }],
          step: {
            technique: "clue",
            message: "",
            cells: [{ row: 0, col: 0 }],
            deductions: [{ edge: edgeAt(puzzle, { row: 0, col: 1 }), line: true }],
          },
        }}
      />
    ));
    expect(edge("Top of r1c1").getAttribute("aria-label")).toBe("Top of r1c1, empty, hint");
    expect(edge("Top of r1c1").classList.contains("hint")).toBe(true);
    expect(screen.getByRole("gridcell", { name: /^Row 2, column 2, clue 0, done, mistake$/ })).toBeTruthy();
    expect(grid().getAttribute("aria-readonly")).toBe("true");
    expect(screen.queryByText(/Tap an edge/)).toBeNull();
  });

  it("outlines the edges a problem names, and says so in their labels", () => {
    const problems = [
      { code: "differs-from-solution", message: "", cells: [{ row: 0, col: 0 }], edges: [0] },
    ];
    render(() => (
      <board.Board
        puzzle={puzzle}
        text=""
        attempt={newAttempt(puzzle)}
        onMove={() => {}}
        marks={{ problems, step: null }}
        label="Slitherlink puzzle"
      />
    ));
    const edge = document.querySelector(`[data-edge="${edgeAt(puzzle, { row: 0, col: 1 })}"]`)!;
    expect(edge.classList.contains("mistake")).toBe(true);
    expect(edge.getAttribute("aria-label")).toBe("Top of r1c1, empty, mistake");
    expect(document.querySelectorAll(".sl-edge.mistake")).toHaveLength(1);
  });
});
