import { type Cell, cellAt } from "@gridsmith/kit";
import {
  type Given as KitGiven,
  type SetterModel,
  givensForUniqueness as setterGivens,
} from "@gridsmith/kit/setter";
import { solveNonogram } from "../operations.js";
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
 * A small set of givens (cells of `goal` shown to the player) that makes the puzzle unique: the kit's
 * `givensForUniqueness` (while a second solution exists, give the cell where most solutions found differ from
 * the goal; then drop each given the rest do not need), over this package's solver. Small, not smallest
 * (that is a set-cover search). The whole run shares one time budget (default 30 s); running out on the way
 * ends it with status `unknown`.
 */
export function givensForUniqueness(
  puzzle: Nonogram,
  goal: readonly string[],
  options: UniquenessOptions = {},
): GivensResult {
  const width = goal[0]?.length ?? 0;
  const given = (g: KitGiven<string>): Given => ({ ...cellAt(g.index, width), code: g.value });
  const model: SetterModel<Nonogram, NonogramSolution, string> = {
    cells: (_, solution) => [...solution.join("")],
    solve: (p, givens, solveOptions) =>
      solveNonogram(p, {
        ...solveOptions,
        givens: givens.length > 0 ? givensToRows(givens.map(given), width, goal.length) : undefined,
      }),
  };
  const found = setterGivens(model, puzzle, {
    goal: [...goal],
    timeoutMs: options.timeoutMs ?? 30_000,
    nodeLimit: options.nodeLimit ?? DEFAULT_NODES,
  });
  return { status: found.status === "unique" ? "unique" : "unknown", givens: found.givens.map(given) };
}
