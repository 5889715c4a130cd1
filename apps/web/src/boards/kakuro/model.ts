import { combinations, type Entry, layoutOf, type Puzzle, supportedDigits } from "@gridsmith/kakuro";
import type { Problem, Step } from "@gridsmith/kit";

/** The kakuro package's puzzle: rows x cols cells, a number for a white cell (0 empty, 1-9 given), else a clue block. */
export type KakuroPuzzle = Puzzle;

/** The package's solution, and what `check` and `hint` read: a digit per white cell, 0 in black and empty cells. */
export type KakuroSolution = number[];

/**
 * A player's attempt, shaped as sudoku's so the two play alike: `v` the digits entered (0 = none; givens and
 * black cells stay 0), `n` the pencil marks of each cell as a bit mask (digit d is bit d-1). Plain arrays, so
 * undo, storage and links keep them as JSON.
 */
export interface KakuroAttempt {
  v: number[];
  n: number[];
}

/** All nine pencil marks, in the attempt's encoding. */
const ALL_MARKS = 0b1_1111_1111;

export const isWhiteAt = (p: KakuroPuzzle, i: number) => typeof p.cells[i] === "number";
/** A digit the puzzle gives in a white cell, else 0. */
export const givenAt = (p: KakuroPuzzle, i: number) => (isWhiteAt(p, i) ? (p.cells[i] as number) : 0);
/** Whether the player may write in a cell: white and not given. */
export const isOpen = (p: KakuroPuzzle, i: number) => isWhiteAt(p, i) && givenAt(p, i) === 0;

/** The digit in a cell: given or entered, 0 when empty or black. */
export function valueAt(p: KakuroPuzzle, a: KakuroAttempt, i: number): number {
  return givenAt(p, i) || (isOpen(p, i) ? a.v[i] || 0 : 0);
}

export function newAttempt(p: KakuroPuzzle): KakuroAttempt {
  const zeros = () => new Array<number>(p.cells.length).fill(0);
  return { v: zeros(), n: zeros() };
}

/**
 * A saved attempt if it has the shape of one for this puzzle, else null: a digit or a mark in a black cell
 * means it was made for another grid. Digits over givens are dropped (the given wins, as in sudoku).
 */
export function restore(p: KakuroPuzzle, saved: unknown): KakuroAttempt | null {
  if (typeof saved !== "object" || saved === null) return null;
  const { v, n } = saved as Partial<KakuroAttempt>;
  const fits = (list: unknown, max: number): list is number[] =>
    Array.isArray(list) &&
    list.length === p.cells.length &&
    list.every((x, i) => Number.isInteger(x) && x >= 0 && x <= max && (x === 0 || isWhiteAt(p, i)));
  if (!fits(v, 9) || !fits(n, ALL_MARKS)) return null;
  return { v: v.map((d, i) => (isOpen(p, i) ? d : 0)), n: [...n] };
}

/** Puts a digit in an open cell (0 clears it); placing a digit clears the cell's pencil marks. */
export function setDigit(p: KakuroPuzzle, a: KakuroAttempt, i: number, d: number): KakuroAttempt {
  if (!isOpen(p, i) || a.v[i] === d) return a;
  const v = [...a.v];
  const n = [...a.n];
  v[i] = d;
  if (d) n[i] = 0;
  return { v, n };
}

/** Turns a pencil mark on or off in an empty open cell. */
export function togglePencil(p: KakuroPuzzle, a: KakuroAttempt, i: number, d: number): KakuroAttempt {
  if (!isOpen(p, i) || a.v[i]) return a;
  const n = [...a.n];
  n[i] = (n[i] ?? 0) ^ (1 << (d - 1));
  return { v: a.v, n };
}

/** Empties a cell: its digit, else its pencil marks. */
export function clearCell(p: KakuroPuzzle, a: KakuroAttempt, i: number): KakuroAttempt {
  if (!isOpen(p, i)) return a;
  if (a.v[i]) return setDigit(p, a, i, 0);
  if (!a.n[i]) return a;
  const n = [...a.n];
  n[i] = 0;
  return { v: a.v, n };
}

export function toSolution(p: KakuroPuzzle, a: KakuroAttempt): KakuroSolution {
  return p.cells.map((_, i) => valueAt(p, a, i));
}

export function withSolution(p: KakuroPuzzle, s: KakuroSolution): KakuroAttempt {
  return { v: s.map((d, i) => (isOpen(p, i) ? d || 0 : 0)), n: new Array<number>(p.cells.length).fill(0) };
}

/** Hint and explanation steps place `{ row, col, value }` (the package's `Placement`). */
export function applyStep(p: KakuroPuzzle, a: KakuroAttempt, step: Step): KakuroAttempt {
  let next = a;
  for (const raw of step.deductions as { row?: unknown; col?: unknown; value?: unknown }[]) {
    if (typeof raw !== "object" || raw === null) continue;
    const { row, col, value } = raw;
    if (typeof row !== "number" || typeof col !== "number" || typeof value !== "number") continue;
    if (row < 0 || col < 0 || row >= p.rows || col >= p.cols || value < 1 || value > 9) continue;
    next = setDigit(p, next, row * p.cols + col, value);
  }
  return next;
}

const whiteCells = (p: KakuroPuzzle) => p.cells.flatMap((_, i) => (isWhiteAt(p, i) ? [i] : []));

export function isComplete(p: KakuroPuzzle, a: KakuroAttempt): boolean {
  return whiteCells(p).every((i) => valueAt(p, a, i) !== 0);
}

/** Digits entered of the white cells without a given; pencil marks do not count as filled. */
export function progress(p: KakuroPuzzle, a: KakuroAttempt): { filled: number; total: number } {
  const open = whiteCells(p).filter((i) => isOpen(p, i));
  return { filled: open.filter((i) => a.v[i]).length, total: open.length };
}

/** The digits entered that differ from the solution, one problem per cell (givens are the puzzle's). */
export function mistakes(p: KakuroPuzzle, a: KakuroAttempt, s: KakuroSolution): Problem[] {
  return p.cells.flatMap((_, i) => {
    const d = isOpen(p, i) ? a.v[i] || 0 : 0;
    if (!d || d === s[i]) return [];
    const row = Math.floor(i / p.cols);
    const col = i % p.cols;
    return [
      { code: "differs-from-solution", message: `r${row + 1}c${col + 1} is not ${d}`, cells: [{ row, col }] },
    ];
  });
}

// The package's digit sets keep digit d at bit d; the attempt's marks at bit d-1, as sudoku's do.
const PACKAGE_ALL = ALL_MARKS << 1;

/**
 * What each cell of an entry can hold, as the package's masks: the digits of some way to make its sum
 * with the digits already written there. An entry without a clue only rules out repeats. When what is
 * written already breaks the entry, each empty cell keeps the digits of the sum's combinations not yet
 * used, so the player still sees what the clue allows.
 */
function entrySupport(entry: Entry, digits: readonly number[]): number[] {
  const used = entry.cells.reduce((m, i) => m | (digits[i] ? 1 << digits[i]! : 0), 0);
  const cands = entry.cells.map((i) => (digits[i] ? 1 << digits[i]! : PACKAGE_ALL));
  if (entry.sum === undefined) return cands.map((c) => (c === PACKAGE_ALL ? PACKAGE_ALL & ~used : c));
  const support = supportedDigits(cands, entry.sum);
  if (support) return support;
  const any = combinations(entry.sum, entry.cells.length).reduce((m, c) => m | c, 0);
  return cands.map((c) => (c === PACKAGE_ALL ? any & ~used : c));
}

/**
 * Every empty open cell's pencil marks set to the digits both its entries still allow (one move for the
 * page); cells with a digit keep theirs.
 */
export function fillCandidates(p: KakuroPuzzle, a: KakuroAttempt): KakuroAttempt {
  const digits = toSolution(p, a);
  const allowed = p.cells.map(() => PACKAGE_ALL);
  for (const entry of layoutOf(p).entries) {
    const support = entrySupport(entry, digits);
    entry.cells.forEach((i, k) => {
      allowed[i] = allowed[i]! & support[k]!;
    });
  }
  const n = p.cells.map((_, i) => (isOpen(p, i) && !a.v[i] ? (allowed[i]! >> 1) & ALL_MARKS : (a.n[i] ?? 0)));
  return n.every((m, i) => m === a.n[i]) ? a : { v: a.v, n };
}

/** The sum of the across and down entry through each cell (undefined where there is no clue). */
export function entrySums(p: KakuroPuzzle): { across?: number; down?: number }[] {
  const layout = layoutOf(p);
  return p.cells.map((_, i) => ({
    across: layout.entries[layout.across[i]!]?.sum,
    down: layout.entries[layout.down[i]!]?.sum,
  }));
}

/** For each cell, the cells of its across and down entries (itself excluded): what the board highlights. */
export function entryPeers(p: KakuroPuzzle): Set<number>[] {
  const layout = layoutOf(p);
  return p.cells.map((_, i) => {
    const peers = new Set<number>();
    for (const k of [layout.across[i]!, layout.down[i]!])
      for (const j of layout.entries[k]?.cells ?? []) if (j !== i) peers.add(j);
    return peers;
  });
}
