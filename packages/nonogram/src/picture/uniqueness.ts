import type { Cell } from "@gridsmith/kit";
import { solveNonogram } from "../solver/solve.js";
import type { Nonogram, NonogramSolution } from "../types.js";

/** Budgets of a uniqueness check; when one runs out the verdict is `unknown`, never a hang. */
export interface UniquenessOptions {
  /** Search nodes per solve (default 200,000). */
  nodeLimit?: number;
  /** Milliseconds in all (default 10,000 for a verdict, 30,000 for {@link givensForUniqueness}). */
  timeoutMs?: number;
}

/** A given: a cell shown to the player with its colour code (`#` or `.` in black and white). */
export interface Given extends Cell {
  code: string;
}

/**
 * Whether a puzzle (with its givens) has one solution: `unique`; `multiple` with two solutions and the cells
 * where they differ (row-major); `none` (givens that contradict the clues); or `unknown` when a budget ran
 * out first.
 */
export type UniquenessVerdict =
  | { status: "unique" }
  | { status: "multiple"; differing: Cell[]; solutions: [NonogramSolution, NonogramSolution] }
  | { status: "none" }
  | { status: "unknown" };

const DEFAULT_NODES = 200_000;

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/** Rows of `?` with the givens' codes in place: the form the solver's `givens` option reads. */
export function givensToRows(givens: readonly Given[], width: number, height: number): string[] {
  const rows = Array.from({ length: height }, () => new Array<string>(width).fill("?"));
  for (const g of givens) rows[g.row]![g.col] = g.code;
  return rows.map((r) => r.join(""));
}

/** Cells where two solutions differ, row-major. */
export function differingCells(a: NonogramSolution, b: NonogramSolution): Cell[] {
  const out: Cell[] = [];
  a.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] !== b[r]?.[c]) out.push({ row: r, col: c });
  });
  return out;
}

/**
 * The uniqueness verdict of a puzzle with optional givens: the package's solver with `limit: 2` and the
 * budgets given.
 */
export function uniquenessOf(
  puzzle: Nonogram,
  givens: readonly Given[] = [],
  options: UniquenessOptions = {},
): UniquenessVerdict {
  const width = puzzle.columns.length;
  const height = puzzle.rows.length;
  const r = solveNonogram(puzzle, {
    limit: 2,
    nodeLimit: options.nodeLimit ?? DEFAULT_NODES,
    timeoutMs: options.timeoutMs ?? 10_000,
    givens: givens.length > 0 ? givensToRows(givens, width, height) : undefined,
  });
  if (r.solutions.length >= 2) {
    const [a, b] = r.solutions as [NonogramSolution, NonogramSolution];
    return { status: "multiple", differing: differingCells(a, b), solutions: [a, b] };
  }
  if (r.status === "unique") return { status: "unique" };
  if (r.status === "none") return { status: "none" };
  return { status: "unknown" };
}

/** What {@link givensForUniqueness} found. */
export interface GivensResult {
  /** `unique` when the givens make the puzzle unique; `unknown` when a budget ran out first. */
  status: "unique" | "unknown";
  /** Row-major. Empty when the puzzle is unique as it is. */
  givens: Given[];
}

/**
 * A small set of givens (cells of `goal` shown to the player) that makes the puzzle unique. Greedy: while a
 * second solution exists, give the first cell (row-major) where it differs from the goal, and solve again;
 * each given rules that second solution out, so this ends. Then each given is dropped in turn, and stays
 * dropped when the rest still make the puzzle unique. Small, not smallest (that is a set-cover search).
 * The whole run shares one time budget; a verdict of `unknown` on the way ends it with status `unknown`.
 */
export function givensForUniqueness(
  puzzle: Nonogram,
  goal: readonly string[],
  options: UniquenessOptions = {},
): GivensResult {
  const deadline = now() + (options.timeoutMs ?? 30_000);
  const check = (givens: readonly Given[]): UniquenessVerdict => {
    const left = deadline - now();
    if (left <= 0) return { status: "unknown" };
    return uniquenessOf(puzzle, givens, { nodeLimit: options.nodeLimit, timeoutMs: left });
  };
  const givens: Given[] = [];
  for (;;) {
    const v = check(givens);
    if (v.status === "unique") break;
    if (v.status !== "multiple") return { status: "unknown", givens: sorted(givens) };
    // The goal is one of the two solutions (or neither); a cell where either differs from the goal is one
    // the player could not tell.
    const [a, b] = v.solutions;
    const other = a.join("") === goal.join("") ? b : a;
    const cell = differingCells(goal as string[], other)[0]!;
    givens.push({ ...cell, code: goal[cell.row]![cell.col]! });
  }
  // Oldest first: those were chosen before the later ones pinned the picture down, so they are the likeliest
  // to have become redundant.
  for (let i = 0; i < givens.length; ) {
    const without = givens.filter((_, j) => j !== i);
    if (check(without).status === "unique") givens.splice(i, 1);
    else i++;
  }
  return { status: "unique", givens: sorted(givens) };
}

function sorted(givens: Given[]): Given[] {
  return [...givens].sort((a, b) => a.row - b.row || a.col - b.col);
}
