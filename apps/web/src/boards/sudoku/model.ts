import type { Problem, Step } from "@gridsmith/kit";

/** The sudoku package's puzzle, as the site reads it: N x N cells in row-major order, 0 = empty. */
export interface SudokuPuzzle {
  size: number;
  cells: number[];
}

/** The package's solution (and partial solution: 0 = not filled). */
export interface SudokuSolution {
  cells: number[];
}

/**
 * A player's attempt: `v` the digits entered (0 = none; givens are not repeated), `n` the pencil marks of
 * each cell as a bit mask (digit d is bit d-1). Plain arrays, so undo, storage and links keep them as JSON.
 */
export interface SudokuAttempt {
  v: number[];
  n: number[];
}

const shapes: Record<number, [number, number]> = {
  4: [2, 2],
  6: [2, 3],
  9: [3, 3],
  12: [3, 4],
  16: [4, 4],
  25: [5, 5],
};

/** Box height and width for a size (6x6 has 2x3 boxes); a single row-high box for a size the site does not know. */
export function boxShape(size: number): { rows: number; cols: number } {
  const s = shapes[size];
  return s ? { rows: s[0], cols: s[1] } : { rows: 1, cols: size };
}

/** The character for a digit: 1-9, then A, B, C... */
export function symbol(digit: number): string {
  return digit <= 9 ? String(digit) : String.fromCharCode(55 + digit);
}

/** The digit a key stands for in a grid of `size`, or 0. */
export function digitOfKey(key: string, size: number): number {
  if (key.length !== 1) return 0;
  const code = key.toUpperCase().charCodeAt(0);
  let d = 0;
  if (code >= 49 && code <= 57) d = code - 48;
  else if (code >= 65 && code <= 90 && size > 9) d = code - 55;
  return d >= 1 && d <= size ? d : 0;
}

/** The digit in a cell: given or entered, 0 when empty. */
export function valueAt(p: SudokuPuzzle, a: SudokuAttempt, i: number): number {
  return p.cells[i] || a.v[i] || 0;
}

/** Whether two cells share a row, a column or a box. */
export function arePeers(size: number, i: number, j: number): boolean {
  if (i === j) return false;
  const { rows, cols } = boxShape(size);
  const ri = Math.floor(i / size);
  const ci = i % size;
  const rj = Math.floor(j / size);
  const cj = j % size;
  if (ri === rj || ci === cj) return true;
  return Math.floor(ri / rows) === Math.floor(rj / rows) && Math.floor(ci / cols) === Math.floor(cj / cols);
}

export function newAttempt(p: SudokuPuzzle): SudokuAttempt {
  const zeros = () => new Array<number>(p.cells.length).fill(0);
  return { v: zeros(), n: zeros() };
}

/** A saved attempt if it has the shape of one for this puzzle, else null. */
export function restore(p: SudokuPuzzle, saved: unknown): SudokuAttempt | null {
  if (typeof saved !== "object" || saved === null) return null;
  const { v, n } = saved as Partial<SudokuAttempt>;
  const fits = (list: unknown, max: number) =>
    Array.isArray(list) &&
    list.length === p.cells.length &&
    list.every((x) => Number.isInteger(x) && x >= 0 && x <= max);
  if (!fits(v, p.size) || !fits(n, 2 ** p.size - 1)) return null;
  return { v: (v as number[]).map((d, i) => (p.cells[i] ? 0 : d)), n: [...(n as number[])] };
}

/** Puts a digit in a cell (0 clears it); givens do not change. Placing a digit clears the cell's pencil marks. */
export function setDigit(p: SudokuPuzzle, a: SudokuAttempt, i: number, d: number): SudokuAttempt {
  if (p.cells[i]) return a;
  const v = [...a.v];
  const n = [...a.n];
  v[i] = d;
  if (d) n[i] = 0;
  return { v, n };
}

/** Turns a pencil mark on or off in an empty cell. */
export function togglePencil(p: SudokuPuzzle, a: SudokuAttempt, i: number, d: number): SudokuAttempt {
  if (p.cells[i] || a.v[i]) return a;
  const n = [...a.n];
  n[i] = (n[i] ?? 0) ^ (1 << (d - 1));
  return { v: a.v, n };
}

/** Empties a cell: its digit, else its pencil marks. */
export function clearCell(p: SudokuPuzzle, a: SudokuAttempt, i: number): SudokuAttempt {
  if (p.cells[i]) return a;
  if (a.v[i]) return setDigit(p, a, i, 0);
  const n = [...a.n];
  n[i] = 0;
  return { v: a.v, n };
}

/** The digits no peer holds, as a mask. */
export function candidates(p: SudokuPuzzle, a: SudokuAttempt, i: number): number {
  let mask = 2 ** p.size - 1;
  for (let j = 0; j < p.cells.length; j++) {
    const d = valueAt(p, a, j);
    if (d && arePeers(p.size, i, j)) mask &= ~(1 << (d - 1));
  }
  return mask;
}

export function toSolution(p: SudokuPuzzle, a: SudokuAttempt): SudokuSolution {
  return { cells: p.cells.map((g, i) => g || a.v[i] || 0) };
}

export function withSolution(p: SudokuPuzzle, s: SudokuSolution): SudokuAttempt {
  return { v: s.cells.map((d, i) => (p.cells[i] ? 0 : d)), n: new Array<number>(p.cells.length).fill(0) };
}

export function isComplete(p: SudokuPuzzle, a: SudokuAttempt): boolean {
  return p.cells.every((_, i) => valueAt(p, a, i) !== 0);
}

/** Digits entered of the cells without a given; pencil marks do not count as filled. */
export function progress(p: SudokuPuzzle, a: SudokuAttempt): { filled: number; total: number } {
  const open = p.cells.flatMap((g, i) => (g ? [] : [i]));
  return { filled: open.filter((i) => a.v[i]).length, total: open.length };
}

/** Every empty cell's pencil marks set to the digits its row, column and box allow (one move for the page). */
export function fillCandidates(p: SudokuPuzzle, a: SudokuAttempt): SudokuAttempt {
  const n = p.cells.map((g, i) => (g || a.v[i] ? (a.n[i] ?? 0) : candidates(p, a, i)));
  return n.every((m, i) => m === a.n[i]) ? a : { v: a.v, n };
}

/** The digits entered that differ from the solution, one problem per cell (givens are the puzzle's). */
export function mistakes(p: SudokuPuzzle, a: SudokuAttempt, s: SudokuSolution): Problem[] {
  return p.cells.flatMap((g, i) => {
    const d = a.v[i] ?? 0;
    if (g || !d || d === s.cells[i]) return [];
    const row = Math.floor(i / p.size);
    const col = i % p.size;
    return [
      {
        code: "differs-from-solution",
        message: `r${row + 1}c${col + 1} is not ${symbol(d)}`,
        cells: [{ row, col }],
      },
    ];
  });
}

interface DeductionLike {
  kind?: string;
  cell?: number;
  row?: number;
  col?: number;
  digit?: number;
  value?: number;
}

/**
 * Carries out a hint or explanation step, as the sudoku package describes it (`SudokuDeduction`): `place`
 * writes a digit, `eliminate` rules a candidate out of the cell's pencil marks (starting from its candidates
 * when it has no marks yet, so the grid shows what is left), `clear` takes a wrong digit back out.
 */
export function applyStep(p: SudokuPuzzle, a: SudokuAttempt, step: Step): SudokuAttempt {
  let next = a;
  for (const raw of step.deductions as DeductionLike[]) {
    if (typeof raw !== "object" || raw === null) continue;
    const i =
      typeof raw.cell === "number"
        ? raw.cell
        : typeof raw.row === "number" && typeof raw.col === "number"
          ? raw.row * p.size + raw.col
          : -1;
    const d = raw.digit ?? raw.value ?? 0;
    if (i < 0 || i >= p.cells.length || p.cells[i]) continue;
    if (raw.kind === "clear") next = setDigit(p, next, i, 0);
    else if (raw.kind === "eliminate") {
      if (next.v[i] || d < 1 || d > p.size) continue;
      const n = [...next.n];
      n[i] = (next.n[i] || candidates(p, next, i)) & ~(1 << (d - 1));
      next = { v: next.v, n };
    } else if (d >= 1 && d <= p.size) next = setDigit(p, next, i, d);
  }
  return next;
}
