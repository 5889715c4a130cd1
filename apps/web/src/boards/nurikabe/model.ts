import type { Problem, Step } from "@gridsmith/kit";
import type { Pos } from "../grid/roving.ts";

/**
 * The nurikabe package's puzzle as the site reads it: `clues` row by row, the size of the island holding
 * the cell (1 or more), 0 for a "?" number (an island of any size), -1 for no number.
 */
export interface NuriPuzzle {
  width: number;
  height: number;
  clues: number[];
}

/** The package's solution: per cell, 1 a wall, 0 island. */
export type NuriSolution = number[];

/**
 * A player's attempt, in the package's attempt shape so check and hint read it as it is: per cell 1 a
 * wall, -1 marked island (a dot), 0 undecided. Numbered cells are island by the rules and stay 0.
 */
export type NuriAttempt = number[];

export const WALL = 1;
export const DOT = -1;

export const isClue = (p: NuriPuzzle, i: number) => (p.clues[i] ?? -1) >= 0;

export const newAttempt = (p: NuriPuzzle): NuriAttempt => new Array<number>(p.width * p.height).fill(0);

/** A saved attempt if it has one -1/0/1 per cell of this puzzle, else null; numbered cells are cleared. */
export function restore(p: NuriPuzzle, saved: unknown): NuriAttempt | null {
  if (!Array.isArray(saved) || saved.length !== p.width * p.height) return null;
  if (!saved.every((v) => v === -1 || v === 0 || v === 1)) return null;
  return saved.map((v, i) => (isClue(p, i) ? 0 : v));
}

export const toSolution = (_p: NuriPuzzle, a: NuriAttempt): number[] => [...a];

/** A solution as an attempt: walls, and every island cell without a number dotted, so the grid is complete. */
export const withSolution = (p: NuriPuzzle, s: NuriSolution): NuriAttempt =>
  s.map((v, i) => (isClue(p, i) ? 0 : v === 1 ? WALL : DOT));

/** The attempt with some cells set (numbered cells never change); the same attempt when nothing changes. */
export function paint(p: NuriPuzzle, a: NuriAttempt, cells: readonly Pos[], state: number): NuriAttempt {
  let next: NuriAttempt | null = null;
  for (const { row, col } of cells) {
    const i = row * p.width + col;
    if (row < 0 || col < 0 || row >= p.height || col >= p.width || isClue(p, i)) continue;
    if ((next ?? a)[i] === state) continue;
    next ??= [...a];
    next[i] = state;
  }
  return next ?? a;
}

/** What a tap does: empty -> wall -> dot -> empty. */
export const nextState = (v: number): number => (v === 0 ? WALL : v === WALL ? DOT : 0);

/**
 * Whether every cell without a number is a wall or a dot. Only then does Check say "solved": the package's
 * check reads undecided cells as "could be either", so a grid with cells left open could pass it.
 */
export const isComplete = (p: NuriPuzzle, a: NuriAttempt): boolean =>
  a.every((v, i) => isClue(p, i) || v !== 0);

/** Cells decided of the cells without a number, for the list of recent puzzles. */
export function progress(p: NuriPuzzle, a: NuriAttempt): { filled: number; total: number } {
  const open = a.flatMap((v, i) => (isClue(p, i) ? [] : [v]));
  return { filled: open.filter((v) => v !== 0).length, total: open.length };
}

/** A step's deduction, as the package's hints write it (`CellDeduction`). */
interface DeductionLike {
  cell?: unknown;
  wall?: unknown;
}

/** Carries out a hint or an explanation step: each deduction makes a cell a wall or an island dot. */
export function applyStep(p: NuriPuzzle, a: NuriAttempt, step: Step): NuriAttempt {
  let next = a;
  for (const raw of step.deductions as DeductionLike[]) {
    if (typeof raw !== "object" || raw === null || typeof raw.wall !== "boolean") continue;
    const i = raw.cell;
    if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= p.width * p.height) continue;
    next = paint(p, next, [{ row: Math.floor(i / p.width), col: i % p.width }], raw.wall ? WALL : DOT);
  }
  return next;
}

/** For "show mistakes as you go": every wall the solution leaves island, and every dot it makes wall. */
export function mistakes(p: NuriPuzzle, a: NuriAttempt, s: NuriSolution): Problem[] {
  return a.flatMap((v, i) => {
    if (v === 0 || (v === WALL) === (s[i] === 1)) return [];
    const row = Math.floor(i / p.width);
    const col = i % p.width;
    return [
      {
        code: "differs-from-solution",
        message: `r${row + 1}c${col + 1} ${v === WALL ? "is island, not wall" : "is wall, not island"}`,
        cells: [{ row, col }],
      },
    ];
  });
}
