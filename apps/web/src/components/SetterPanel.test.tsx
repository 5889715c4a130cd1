import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import type { AnyPuzzleType } from "@gridsmith/kit";
import { fireEvent, screen, waitFor } from "@solidjs/testing-library";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadBoard } from "../boards/index.ts";
import { heldRunner } from "../test/held-runner.ts";
import { playedType } from "../test/play-boards.ts";
import { renderPage } from "../test/render-page.tsx";

const sudokuBoard = playedType("sudoku").board;

// The setter panel on a real sudoku page, its jobs answered in-process by a runner the test controls.

let sudoku: AnyPuzzleType;
beforeAll(async () => {
  sudoku = (await loadPuzzleType("sudoku"))!;
});
beforeEach(() => localStorage.clear());

type Sudoku = { size: number; cells: number[] };
const asLine = (p: Sudoku) => p.cells.map((d) => (d === 0 ? "." : String(d))).join("");

/** Sudoku's first example (one solution) with its first `n` givens taken out. */
function fewerGivens(n: number): Sudoku {
  const text = sudoku.examples[0]!.text;
  const p = sudoku.formats.find((f) => f.detect(text))!.parse(text) as Sudoku;
  let left = n;
  return { ...p, cells: p.cells.map((d) => (d !== 0 && left-- > 0 ? 0 : d)) };
}

/** Renders the page, opens `puzzle` through the text box and unfolds the setter panel. */
function setup(puzzle: Sudoku, hold = false) {
  const { runner, held } = heldRunner(sudoku, hold);
  renderPage(sudoku, sudokuBoard, "/sudoku", localStorage, runner);
  openText(asLine(puzzle));
  fireEvent.click(screen.getByText("Setter"));
  return held;
}

function openText(text: string) {
  fireEvent.input(screen.getByLabelText(/type or paste a puzzle/i), { target: { value: text } });
  fireEvent.click(screen.getByRole("button", { name: "Open text" }));
}

const press = (name: string) => fireEvent.click(screen.getByRole("button", { name }));
const setterStatus = () => document.querySelector(".setter-status")!.textContent!.trim();
/** The digits the board shows, 0 for an empty cell, read from the cells' labels. */
const boardDigits = () =>
  [...document.querySelectorAll(".gb-cell")].map((c) => {
    const digit = /^Row \d+, column \d+, (\d+)/.exec(c.getAttribute("aria-label") ?? "");
    return digit ? Number(digit[1]) : 0;
  });
const labelled = (word: string) =>
  [...document.querySelectorAll(".gb-cell")].flatMap((c, i) =>
    (c.getAttribute("aria-label") ?? "").split(", ").includes(word) ? [i] : [],
  );

describe("the setter panel", () => {
  it("lists the solutions and steps through them on the board, then gives the board back", async () => {
    const p = fewerGivens(6);
    const every = (sudoku.solve(p, { limit: 1000 }).solutions as { cells: number[] }[]).map((s) => s.cells);
    expect(every.length).toBeGreaterThan(2);
    setup(p);
    press("List solutions");
    const n = Math.min(10, every.length);
    await waitFor(() => expect(setterStatus()).toMatch(`Found ${n} solutions`));
    expect(screen.getByText(new RegExp(`^Solution 1 of ${n}`))).toBeTruthy();
    const first = boardDigits();
    expect(every).toContainEqual(first);
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);

    press("Next");
    expect(screen.getByText(new RegExp(`^Solution 2 of ${n}`))).toBeTruthy();
    const second = boardDigits();
    expect(every).toContainEqual(second);
    expect(second).not.toEqual(first);
    for (let i = 2; i < n; i++) press("Next");
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);

    press("Back to my board");
    expect(boardDigits()).toEqual(p.cells);
    expect(screen.queryByRole("button", { name: "Back to my board" })).toBeNull();
  });

  it("marks on the board exactly the open cells every solution shares", async () => {
    const p = fewerGivens(6);
    const every = (sudoku.solve(p, { limit: 1000 }).solutions as { cells: number[] }[]).map((s) => s.cells);
    const shared = p.cells.flatMap((d, i) =>
      d === 0 && every.every((s) => s[i] === every[0]![i]) ? [i] : [],
    );
    expect(shared.length).toBeGreaterThan(0);
    setup(p);
    press("Cells every solution shares");
    await waitFor(() => expect(setterStatus()).toMatch(/are forced: the same in every solution/));
    expect(labelled("hint")).toEqual(shared);
    const shown = boardDigits();
    for (const i of shared) expect(shown[i]).toBe(every[0]![i]);
  });

  it("finds the givens that make the puzzle unique and applies them as a new puzzle", async () => {
    const p = fewerGivens(6);
    setup(p);
    const before = labelled("given").length;
    press("What makes it unique");
    await waitFor(() => expect(setterStatus()).toMatch(/makes? the puzzle unique: r\dc\d = \d/));
    const added = labelled("hint");
    expect(added.length).toBeGreaterThan(0);
    press("Apply these givens");
    expect(setterStatus()).toBe(
      `Added ${added.length} given${added.length === 1 ? "" : "s"}: the puzzle is now unique.`,
    );
    expect(labelled("given")).toHaveLength(before + added.length);
    for (const i of added) expect(labelled("given")).toContain(i);
    // The new puzzle, asked afresh: one solution.
    press("List solutions");
    await waitFor(() => expect(setterStatus()).toMatch(/^Found 1 solution\./));
  });

  it("says there may be more when the search stopped at the limit", async () => {
    setup(fewerGivens(6));
    fireEvent.change(screen.getByLabelText("Solutions to list"), { target: { value: "2" } });
    press("List solutions");
    await waitFor(() => expect(setterStatus()).toMatch(/^Found 2 solutions \(there may be more\)\./));
    expect(screen.getByText(/^Solution 1 of 2 \(there may be more\)$/)).toBeTruthy();
  });

  it("stops a job on Stop, and says so", async () => {
    const held = setup(fewerGivens(6), true);
    press("Cells every solution shares");
    expect(screen.getByRole("button", { name: "List solutions" }).hasAttribute("disabled")).toBe(true);
    press("Stop");
    await waitFor(() => expect(setterStatus()).toBe("Stopped."));
    expect(held[0]!.cancelled).toBe(true);
    expect(screen.getByRole("button", { name: "List solutions" }).hasAttribute("disabled")).toBe(false);
  });

  it("cancels a running job when another puzzle opens, and forgets what it found", async () => {
    const p = fewerGivens(6);
    const held = setup(p, true);
    press("List solutions");
    openText(asLine(fewerGivens(3)));
    expect(held[0]!.cancelled).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "List solutions" }).hasAttribute("disabled")).toBe(false),
    );
    expect(setterStatus()).toBe("");
  });

  it("never puts an old puzzle's answer on a new puzzle's board", async () => {
    // The worker answers, then (before the page takes the answer in) another puzzle opens.
    const held = setup(fewerGivens(6), true);
    press("List solutions");
    await held[0]!.ready;
    held[0]!.release();
    const next = fewerGivens(3);
    openText(asLine(next));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "List solutions" }).hasAttribute("disabled")).toBe(false),
    );
    expect(setterStatus()).toBe("");
    expect(screen.queryByText(/^Solution 1 of/)).toBeNull();
    expect(boardDigits()).toEqual(next.cells);
  });
});

describe("the setter panel on types whose givens are not cells of the solution", () => {
  it("slitherlink: adds the clue numbers that make it unique, named by cell, as a new puzzle", async () => {
    const slitherlink = (await loadPuzzleType("slitherlink"))!;
    renderPage(slitherlink, await loadBoard(slitherlink), "/slitherlink", localStorage);
    // The 5x5 example without its first clue (the 2 at r1c1): two loops fit.
    openText("...1.\n.2..1\n..2..\n3..3.\n.0..3\n");
    fireEvent.click(screen.getByText("Setter"));
    const clues = () =>
      [...document.querySelectorAll(".lattice-cell")].filter((c) =>
        /, clue \d/.test(c.getAttribute("aria-label") ?? ""),
      ).length;
    const before = clues();
    press("What makes it unique");
    await waitFor(() =>
      expect(setterStatus()).toMatch(/^1 more given makes the puzzle unique: r\dc\d = [0-4]\.$/),
    );
    press("Apply these givens");
    expect(setterStatus()).toBe("Added 1 given: the puzzle is now unique.");
    expect(clues()).toBe(before + 1);
    press("List solutions");
    await waitFor(() => expect(setterStatus()).toMatch(/^Found 1 solution\./));
  });

  it("nurikabe: says plainly why it has no givens to add, instead of the button", async () => {
    const nurikabe = (await loadPuzzleType("nurikabe"))!;
    renderPage(nurikabe, await loadBoard(nurikabe), "/nurikabe", localStorage);
    fireEvent.click(screen.getByText("Setter"));
    expect(screen.queryByRole("button", { name: "What makes it unique" })).toBeNull();
    expect(screen.getByText(/^Nurikabe gives one number per island/)).toBeTruthy();
  });
});
