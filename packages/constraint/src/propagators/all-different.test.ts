import { describe, expect, it } from "vitest";
import { Model } from "../model.js";

// Fixtures. EASY is the example puzzle of Wikipedia's "Sudoku" article (public domain image by Tim Stellmach);
// HARD is the puzzle Arto Inkala published in 2012 as the hardest he had made.
const EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const HARD = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

function sudoku(givens: string): { m: Model; cells: number[] } {
  const m = new Model();
  const cells = m.intVars(81, 1, 9);
  for (let i = 0; i < 9; i++) {
    m.allDifferent(cells.slice(i * 9, i * 9 + 9));
    m.allDifferent(cells.filter((_, c) => c % 9 === i));
    const boxRow = Math.floor(i / 3);
    const boxCol = i % 3;
    m.allDifferent(
      cells.filter((_, c) => Math.floor(c / 27) === boxRow && Math.floor((c % 9) / 3) === boxCol),
    );
  }
  [...givens].forEach((ch, i) => {
    if (ch !== ".") m.assign(cells[i]!, Number(ch));
  });
  return { m, cells };
}

/** Independent check: every row, column and box holds 1..9 once, and the givens are kept. */
function isSudokuSolution(grid: number[], givens: string): boolean {
  const ok = (group: number[]) => [...group].sort().join("") === "123456789";
  for (let i = 0; i < 9; i++) {
    const row = grid.slice(i * 9, i * 9 + 9);
    const col = grid.filter((_, c) => c % 9 === i);
    const box = grid.filter(
      (_, c) => Math.floor(Math.floor(c / 9) / 3) === Math.floor(i / 3) && Math.floor((c % 9) / 3) === i % 3,
    );
    if (!ok(row) || !ok(col) || !ok(box)) return false;
  }
  return [...givens].every((ch, i) => ch === "." || Number(ch) === grid[i]);
}

describe("allDifferent on sudoku", () => {
  it("solves the easy puzzle by naked and hidden singles alone", () => {
    const { m, cells } = sudoku(EASY);
    expect(m.propagate()).toBe(true);
    expect(cells.every((c) => m.isFixed(c))).toBe(true);
    expect(isSudokuSolution(m.assignment(), EASY)).toBe(true);
  });

  it("solves a hard puzzle by search and proves the solution unique", () => {
    const { m } = sudoku(HARD);
    const r = m.solve({ limit: 2 });
    expect(r.count).toBe(1);
    expect(r.complete).toBe(true);
    expect(isSudokuSolution(r.solutions[0]!, HARD)).toBe(true);
  });

  it("finds that a puzzle with a clash has no solution", () => {
    const { m } = sudoku(`55${EASY.slice(2)}`);
    expect(m.solve({ limit: 1 }).count).toBe(0);
  });

  it("counts the solutions of an empty 4x4 latin square (576)", () => {
    const m = new Model();
    const cells = m.intVars(16, 0, 3);
    for (let i = 0; i < 4; i++) {
      m.allDifferent(cells.slice(i * 4, i * 4 + 4));
      m.allDifferent(cells.filter((_, c) => c % 4 === i));
    }
    expect(m.solve({ limit: Number.POSITIVE_INFINITY, collect: false }).count).toBe(576);
  });

  it("hidden single: the only variable left for a value takes it", () => {
    const m = new Model();
    const x = m.intVarFromValues([1, 2, 3]);
    const y = m.intVarFromValues([1, 2]);
    const z = m.intVarFromValues([1, 2]);
    m.allDifferent([x, y, z]);
    expect(m.propagate()).toBe(true);
    expect(m.value(x)).toBe(3);
  });

  it("pigeonhole: fewer values than variables fails at once", () => {
    const m = new Model();
    const xs = [m.intVarFromValues([1, 2]), m.intVarFromValues([1, 2]), m.intVarFromValues([1, 2, 3])];
    m.allDifferent(xs);
    m.remove(xs[2]!, 3);
    expect(m.propagate()).toBe(false);
  });

  it("offsets: x + 1 and y differ", () => {
    const m = new Model();
    const x = m.intVar(0, 2);
    const y = m.intVar(1, 1);
    m.allDifferent([x, y], [1, 0]);
    expect(m.propagate()).toBe(true);
    expect(m.values(x)).toEqual([1, 2]);
  });
});
