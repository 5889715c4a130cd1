// A player's attempt on a grid of digits: reading a saved one, the moves that change it, the candidates
// "fill candidates" writes into it.
import type { Move } from "./board.js";
import type { DigitAttempt, DigitGrid } from "./digit-play-grid.js";

/**
 * The most pencil marks a cell holds: a cell's marks are the bits of one number, so they go up to 31 (a
 * grid of larger numbers, Fillomino's, marks only 1 to 31; its digits still go up to `max`).
 */
export const MARK_LIMIT = 31;

/** The largest pencil mark on `grid`: its largest digit, at most {@link MARK_LIMIT}. */
export const markMax = (grid: DigitGrid): number => Math.min(grid.max, MARK_LIMIT);

/** Whether cell `i` is played: neither a given nor a block. */
const isOpen = (grid: DigitGrid, i: number) => grid.cells[i] === 0;

/** The digit in each cell, given or entered; 0 where empty and in blocks. */
export function digitsOf(grid: DigitGrid, a: DigitAttempt): number[] {
  return grid.cells.map((g, i) => (g > 0 ? g : g === 0 ? a.v[i] || 0 : 0));
}

/** A list of `length` integers from 0 to `max`, zero in every block; checked before anything is read. */
function fits(grid: DigitGrid, list: unknown, max: number): list is number[] {
  if (!Array.isArray(list) || list.length !== grid.cells.length) return false;
  for (let i = 0; i < list.length; i++) {
    const x: unknown = list[i];
    if (!Number.isInteger(x) || (x as number) < 0 || (x as number) > max) return false;
    if (x !== 0 && grid.cells[i]! < 0) return false;
  }
  return true;
}

/**
 * A saved attempt `{ v, n }` if it fits the grid, else null: a digit or a mark in a block, a list of another
 * length or a number out of range means it was made for another puzzle. A digit saved over a given gives
 * way to the given. Costs what the grid costs, whatever the value is; never throws.
 */
export function readDigitAttempt(grid: DigitGrid, saved: unknown): DigitAttempt | null {
  if (typeof saved !== "object" || saved === null || Array.isArray(saved)) return null;
  const { v, n } = saved as { v?: unknown; n?: unknown };
  if (!fits(grid, v, grid.max) || !fits(grid, n, 2 ** markMax(grid) - 1)) return null;
  return { v: v.map((d, i) => (isOpen(grid, i) ? d : 0)), n: [...n] };
}

/** The attempt with digit `d` in open cell `i` (0 empties it; a digit clears the cell's marks). */
export function setDigit(grid: DigitGrid, a: DigitAttempt, i: number, d: number): DigitAttempt {
  if (!isOpen(grid, i) || (a.v[i] === d && (d === 0 || !a.n[i]))) return a;
  const v = [...a.v];
  const n = [...a.n];
  v[i] = d;
  if (d) n[i] = 0;
  return { v, n };
}

/** The attempt with pencil mark `d` turned on or off in open cell `i`, when it holds no digit (`d` up to {@link markMax}). */
export function toggleMark(grid: DigitGrid, a: DigitAttempt, i: number, d: number): DigitAttempt {
  if (!isOpen(grid, i) || a.v[i] || !(Number.isInteger(d) && d >= 1 && d <= markMax(grid))) return a;
  const n = [...a.n];
  n[i] = (n[i] ?? 0) ^ (1 << (d - 1));
  return { v: a.v, n };
}

/** The attempt with cell `i` emptied: its digit, else its pencil marks. */
export function clearCell(grid: DigitGrid, a: DigitAttempt, i: number): DigitAttempt {
  if (!isOpen(grid, i)) return a;
  if (a.v[i]) return setDigit(grid, a, i, 0);
  if (!a.n[i]) return a;
  const n = [...a.n];
  n[i] = 0;
  return { v: a.v, n };
}

/**
 * Carries out a player's move: `value` writes a digit (null or 0 empties the cell: its digit, else its
 * marks), `mark` toggles a pencil mark; other moves, and moves on givens, blocks or off the grid, change
 * nothing.
 */
export function applyDigitMove(grid: DigitGrid, a: DigitAttempt, move: Move): DigitAttempt {
  if (move.kind !== "value" && move.kind !== "mark") return a;
  const i = move.cell;
  if (!(Number.isInteger(i) && i >= 0 && i < grid.cells.length)) return a;
  if (move.kind === "mark") return toggleMark(grid, a, i, move.digit);
  const d = move.value;
  if (d === null || d === 0) return clearCell(grid, a, i);
  return typeof d === "number" && Number.isInteger(d) && d >= 1 && d <= grid.max
    ? setDigit(grid, a, i, d)
    : a;
}

/**
 * Each cell's candidates as a mask (digit d is bit d-1): the digits no unit through it holds, up to
 * {@link markMax} (what marks hold).
 */
export function candidateMasks(grid: DigitGrid, a: DigitAttempt): number[] {
  const digits = digitsOf(grid, a);
  const top = markMax(grid);
  const all = 2 ** top - 1;
  const masks = grid.cells.map(() => all);
  for (const unit of grid.units ?? []) {
    const used = unit.reduce((m, i) => {
      const d = digits[i]!;
      return d >= 1 && d <= top ? m | (1 << (d - 1)) : m;
    }, 0);
    for (const i of unit) masks[i]! &= ~used;
  }
  return masks;
}

/** The attempt with the marks of every empty open cell set to `masks`; the same attempt when none changes. */
export function withMarks(grid: DigitGrid, a: DigitAttempt, masks: readonly number[]): DigitAttempt {
  const n = grid.cells.map((_, i) => (isOpen(grid, i) && !a.v[i] ? masks[i]! : (a.n[i] ?? 0)));
  return n.every((m, i) => m === a.n[i]) ? a : { v: a.v, n };
}
