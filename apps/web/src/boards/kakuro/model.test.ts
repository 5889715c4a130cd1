// @vitest-environment node
import {
  checkAttempt,
  combinations,
  examples,
  explain,
  hint,
  layoutOf,
  type Puzzle,
  solutionError,
  solve,
  textFormat,
} from "@gridsmith/kakuro";
import { describe, expect, it } from "vitest";
import {
  applyStep,
  clearCell,
  fillCandidates,
  isComplete,
  isOpen,
  mistakes,
  newAttempt,
  progress,
  restore,
  setDigit,
  togglePencil,
  toSolution,
  withSolution,
} from "./model.ts";

const puzzles = examples.map((e) => ({ name: e.name, puzzle: textFormat.parse(e.text) as Puzzle }));

/** The puzzle's one solution, as the package's solver finds it. */
function answerOf(puzzle: Puzzle): number[] {
  const result = solve(puzzle, { limit: 2 });
  expect(result.status).toBe("unique");
  return result.solutions[0]!;
}

const first = puzzles[0]!.puzzle;
const openCells = (p: Puzzle) => p.cells.flatMap((_, i) => (isOpen(p, i) ? [i] : []));
const blackCell = (p: Puzzle) => p.cells.findIndex((c) => typeof c !== "number");

/** The first puzzle with its first open cell given the solution's digit. */
function withAGiven() {
  const answer = answerOf(first);
  const at = openCells(first)[0]!;
  const cells = [...first.cells];
  cells[at] = answer[at]!;
  return { puzzle: { ...first, cells }, at, answer };
}

describe("kakuro model", () => {
  it.each(puzzles)("maps the solver's solution of $name to an attempt and back", ({ puzzle }) => {
    const answer = answerOf(puzzle);
    const solved = withSolution(puzzle, answer);
    expect(solutionError(puzzle, toSolution(puzzle, solved))).toBeNull();
    expect(checkAttempt(puzzle, toSolution(puzzle, solved))).toEqual([]);
    expect(isComplete(puzzle, solved)).toBe(true);
    expect(mistakes(puzzle, solved, answer)).toEqual([]);
    const { filled, total } = progress(puzzle, solved);
    expect(filled).toBe(total);
    expect(isComplete(puzzle, newAttempt(puzzle))).toBe(false);
    expect(progress(puzzle, newAttempt(puzzle)).filled).toBe(0);
  });

  it("writes digits and pencil marks in open cells only, and clears them", () => {
    const { puzzle, at } = withAGiven();
    const a = newAttempt(puzzle);
    expect(setDigit(puzzle, a, at, 5)).toBe(a);
    expect(setDigit(puzzle, a, blackCell(puzzle), 5)).toBe(a);
    expect(togglePencil(puzzle, a, blackCell(puzzle), 5)).toBe(a);
    const cell = openCells(puzzle)[0]!;
    let b = togglePencil(puzzle, a, cell, 2);
    b = togglePencil(puzzle, b, cell, 7);
    expect(b.n[cell]).toBe((1 << 1) | (1 << 6));
    b = setDigit(puzzle, b, cell, 4);
    expect([b.v[cell], b.n[cell]]).toEqual([4, 0]);
    expect(togglePencil(puzzle, b, cell, 1)).toBe(b);
    expect(clearCell(puzzle, b, cell).v[cell]).toBe(0);
    expect(toSolution(puzzle, b)[at]).toBe(puzzle.cells[at]);
  });

  it("restores what it saved, and nothing made for another grid", () => {
    const cell = openCells(first)[0]!;
    const a = togglePencil(first, setDigit(first, newAttempt(first), cell, 3), openCells(first)[1]!, 9);
    expect(restore(first, JSON.parse(JSON.stringify(a)))).toEqual(a);
    expect(restore(first, null)).toBeNull();
    expect(restore(first, { v: a.v.slice(1), n: a.n })).toBeNull();
    const black = [...a.v];
    black[blackCell(first)] = 2;
    expect(restore(first, { v: black, n: a.n })).toBeNull();
    const big = [...a.v];
    big[cell] = 10;
    expect(restore(first, { v: big, n: a.n })).toBeNull();
    // A digit saved over what is now a given gives way to the given.
    const { puzzle, at } = withAGiven();
    const over = [...a.v];
    over[at] = 1;
    expect(restore(puzzle, { v: over, n: a.n })?.v[at]).toBe(0);
  });

  it.each(puzzles)(
    "marks each written digit that differs from $name's solution, as the package's check does",
    ({ puzzle }) => {
      const answer = answerOf(puzzle);
      const [i, j] = openCells(puzzle);
      let a = setDigit(puzzle, newAttempt(puzzle), i!, answer[i!]!);
      a = setDigit(puzzle, a, j!, (answer[j!]! % 9) + 1);
      const found = mistakes(puzzle, a, answer);
      expect(found.map((p) => p.cells)).toEqual([
        [{ row: Math.floor(j! / puzzle.cols), col: j! % puzzle.cols }],
      ]);
      const checked = checkAttempt(puzzle, toSolution(puzzle, a)).filter((p) => p.code === "wrong-digit");
      expect(checked.map((p) => p.cells)).toEqual(found.map((p) => p.cells));
    },
  );

  it.each(puzzles)("carries out the package's hint and explanation steps for $name", ({ puzzle }) => {
    const answer = answerOf(puzzle);
    const step = hint(puzzle, toSolution(puzzle, newAttempt(puzzle)));
    expect(step?.deductions.length).toBeGreaterThan(0);
    const hinted = applyStep(puzzle, newAttempt(puzzle), step!);
    expect(progress(puzzle, hinted).filled).toBe(step!.deductions.length);
    let a = newAttempt(puzzle);
    for (const s of explain(puzzle)) a = applyStep(puzzle, a, s);
    expect(progress(puzzle, a).filled).toBeGreaterThan(0);
    expect(mistakes(puzzle, a, answer)).toEqual([]);
    if (isComplete(puzzle, a)) expect(solutionError(puzzle, toSolution(puzzle, a))).toBeNull();
  });

  it.each(puzzles)("fills candidates of $name that keep the answer and fit every entry", ({ puzzle }) => {
    const answer = answerOf(puzzle);
    const open = openCells(puzzle);
    const layout = layoutOf(puzzle);
    // Empty, then with every third open cell written right.
    const partial = open
      .filter((_, k) => k % 3 === 0)
      .reduce((a, i) => setDigit(puzzle, a, i, answer[i]!), newAttempt(puzzle));
    for (const start of [newAttempt(puzzle), partial]) {
      const a = fillCandidates(puzzle, start);
      const values = toSolution(puzzle, a);
      for (const i of open) {
        if (start.v[i]) {
          expect(a.n[i]).toBe(start.n[i]);
          continue;
        }
        expect(a.n[i]! & (1 << (answer[i]! - 1)), `r${i}`).not.toBe(0);
        for (const k of [layout.across[i]!, layout.down[i]!]) {
          const entry = layout.entries[k];
          if (!entry) continue;
          const used = entry.cells.reduce((m, c) => m | (values[c] ? 1 << (values[c]! - 1) : 0), 0);
          expect(a.n[i]! & used).toBe(0);
          if (entry.sum === undefined) continue;
          const allowed = combinations(entry.sum, entry.cells.length).reduce((m, c) => m | (c >> 1), 0);
          expect(a.n[i]! & ~allowed).toBe(0);
        }
      }
      expect(fillCandidates(puzzle, a)).toBe(a);
    }
  });
});
