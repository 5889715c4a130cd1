import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { fireEvent, screen, waitFor } from "@solidjs/testing-library";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { gridCell as cell } from "../test/grid-cell.ts";
import { heldRunner } from "../test/held-runner.ts";
import { playedType } from "../test/play-boards.ts";
import { renderPage } from "../test/render-page.tsx";

const sudokuBoard = playedType("sudoku").board;

// The play aids on a real sudoku page, jobs run in-process. The first example starts "7 2 . | . . 5 | 1 . .",
// and r1c3's answer is 3.

let sudoku: AnyPuzzleType;
beforeAll(async () => {
  sudoku = (await loadPuzzleType("sudoku"))!;
});
beforeEach(() => localStorage.clear());
afterEach(() => setVisibility("visible"));

const label = (row: number, col: number) => cell(row, col).getAttribute("aria-label");
const option = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const note = () => document.querySelector(".aid-note")?.textContent ?? "";

function type(row: number, col: number, key: string) {
  fireEvent.click(cell(row, col));
  fireEvent.keyDown(cell(row, col), { key });
}

function openText(text: string) {
  fireEvent.input(screen.getByLabelText(/type or paste a puzzle/i), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Open text" }));
}

function setVisibility(state: "visible" | "hidden") {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("play aids", () => {
  it("are all off at first; mistakes as you go mark a wrong digit without Check, and stay on", async () => {
    const first = renderPage(sudoku, sudokuBoard);
    for (const name of ["Show mistakes as you go", "Timer"]) expect(option(name).checked).toBe(false);
    expect(screen.queryByRole("group", { name: "Timer" })).toBeNull();
    type(1, 3, "9");
    expect(label(1, 3)).toBe("Row 1, column 3, 9");

    fireEvent.click(option("Show mistakes as you go"));
    await waitFor(() => expect(note()).toBe("1 mistake marked."));
    expect(label(1, 3)).toBe("Row 1, column 3, 9, mistake");
    // Only Check lists mistakes in words; the marks as you go are on the board.
    expect(screen.queryByRole("heading", { name: "Mistakes" })).toBeNull();
    type(1, 3, "3");
    expect(label(1, 3)).toBe("Row 1, column 3, 3");
    expect(note()).toBe("No mistakes so far.");
    first.unmount();

    renderPage(sudoku, sudokuBoard);
    expect(option("Show mistakes as you go").checked).toBe(true);
    type(1, 3, "5");
    await waitFor(() => expect(label(1, 3)).toBe("Row 1, column 3, 5, mistake"));
    fireEvent.click(option("Show mistakes as you go"));
    expect(label(1, 3)).toBe("Row 1, column 3, 5");
  });

  it("says so and marks nothing when the puzzle has more than one solution", async () => {
    renderPage(sudoku, sudokuBoard);
    openText(".".repeat(81));
    fireEvent.click(option("Show mistakes as you go"));
    type(1, 1, "1");
    type(1, 2, "1");
    await waitFor(() => expect(note()).toMatch(/more than one solution/));
    expect(document.querySelectorAll(".gb-cell.mistake")).toHaveLength(0);
  });

  it("drops the solution of a puzzle no longer open, even when it arrives after the next one opened", async () => {
    const { runner, held } = heldRunner(sudoku, true);
    renderPage(sudoku, sudokuBoard, "/sudoku", localStorage, runner);
    fireEvent.click(option("Show mistakes as you go"));
    await held[0]!.ready;
    // The worker answered for the example just as an empty grid (many solutions) was opened.
    held[0]!.release();
    openText(".".repeat(81));
    type(1, 1, "1");
    await held[1]!.ready;
    expect(note()).toBe("Finding the solution…");
    expect(label(1, 1)).toBe("Row 1, column 1, 1");
    held[1]!.release();
    await waitFor(() => expect(note()).toMatch(/more than one solution/));
    expect(document.querySelectorAll(".gb-cell.mistake")).toHaveLength(0);
  });

  it("fills every empty cell's candidates as one undoable move", () => {
    renderPage(sudoku, sudokuBoard);
    fireEvent.click(screen.getByRole("button", { name: "Fill candidates" }));
    // r1c3 sees 7 2 5 1 in its row; its column and box rule out more (whatever is left is a candidate).
    const marks =
      /pencil marks ([\d ]+)$/
        .exec(label(1, 3) ?? "")?.[1]
        ?.split(" ")
        .map(Number) ?? [];
    expect(marks).toContain(3);
    expect(marks).not.toContain(7);
    expect(marks).not.toContain(5);
    expect(label(1, 1)).toBe("Row 1, column 1, 7, given");
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(label(1, 3)).toBe("Row 1, column 3, empty");
  });

  it("keeps a timer that pauses (hiding the board) and stops while the tab is hidden", () => {
    renderPage(sudoku, sudokuBoard);
    fireEvent.click(option("Timer"));
    screen.getByRole("group", { name: "Timer" });
    const timer = document.querySelector(".timer-time")!;
    expect(timer.textContent).toMatch(/0:00, running/);
    fireEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.queryByRole("grid", { name: "Sudoku puzzle" })).toBeNull();
    expect(timer.textContent).toMatch(/, paused$/);
    fireEvent.click(screen.getByRole("button", { name: "Back to the puzzle" }));
    expect(screen.getByRole("grid", { name: "Sudoku puzzle" })).toBeTruthy();
    setVisibility("hidden");
    expect(timer.textContent).toMatch(/paused while the tab is hidden$/);
    setVisibility("visible");
    expect(timer.textContent).toMatch(/, running$/);
  });
});
