// Is a numlin giant whose one answer fills every cell unique under puzz.link's rules, where cells may stay
// empty (issue #33)? Any other answer reduces (reduced.ts) to a reduced answer that leaves a cell empty, or is
// another filling one ({@link fillingAnswers}), since the filling answer has no empty cell for a turn, U or
// short cut to come from. So the question is whether the reduced model with "some cell empty" has an answer;
// CaDiCaL does not settle it whole on the 26x26 or the 42x25 (RESULTS.md, numlinsat and numlin22). This
// splits it by the first empty cell in an order of the cells (reading order, or backwards, or by columns):
// cube C has every cell before C visited and C empty. The cubes of one order are disjoint and together are
// the whole question; cubes of different orders may be mixed in a cover (every answer with an empty cell
// falls in one cube or more), since the model is the same.

import type { Puzzle } from "../../../packages/numlin/src/puzzle.ts";
import {
  blocking,
  lazySolve,
  type NumlinCnf,
  type NumlinSatOptions,
  noSpend,
  reducedCnf,
  type SatSpend,
} from "./numlin-sat.ts";

/** What one CaDiCaL question came to: an answer (its lines), none, or stopped at the budget. */
export interface EmptyOutcome {
  status: "answer" | "none" | "stopped";
  lines?: number[];
  spend: SatSpend;
}

function ask(cnf: NumlinCnf, budgetSeconds: number, options: NumlinSatOptions): EmptyOutcome {
  const spend = noSpend();
  const found = lazySolve(cnf, [], spend, budgetSeconds, options);
  if (found.status === "answer") return { status: "answer", lines: found.lines!, spend };
  if (found.status === "none") return { status: "none", spend };
  if (found.status === "failed") throw new Error("cadical failed");
  return { status: "stopped", spend };
}

/** The reduced answers that visit every cell: the first, and whether another exists. */
export function fillingAnswers(
  puzzle: Puzzle,
  budgetSeconds: number,
  options: NumlinSatOptions = {},
): { first: EmptyOutcome; second?: EmptyOutcome } {
  const cnf = reducedCnf(puzzle, options);
  const n = puzzle.width * puzzle.height;
  for (let i = 0; i < n; i++) cnf.clauses.push([cnf.visited(i)]);
  const first = ask(cnf, budgetSeconds, options);
  if (first.status !== "answer") return { first };
  cnf.clauses.push(blocking(cnf, first.lines!));
  return { first, second: ask(cnf, budgetSeconds - first.spend.cpuSeconds, options) };
}

/** The orders of the cells for the cubes: reading order, its reverse, by columns, by columns from the right. */
export const ORDERS = ["rows", "rows-back", "columns", "columns-back"] as const;
export type CellOrder = (typeof ORDERS)[number];

/** The cells of `puzzle` in `order`. */
export function cellOrder(puzzle: Puzzle, order: CellOrder): number[] {
  const { width: w, height: h } = puzzle;
  const rows = Array.from({ length: w * h }, (_, i) => i);
  const columns = Array.from({ length: w * h }, (_, j) => (j % h) * w + Math.floor(j / h));
  if (order === "rows") return rows;
  if (order === "rows-back") return rows.reverse();
  if (order === "columns") return columns;
  return columns.reverse();
}

/**
 * The reduced model with some cell empty; with `cube`, only the answers whose first empty cell in `cube.order`
 * is `cube.at` (the cells before it visited, it empty); without, the whole question in one call.
 */
export function emptyQuestion(
  puzzle: Puzzle,
  budgetSeconds: number,
  cube?: { order: CellOrder; at: number },
  options: NumlinSatOptions = {},
): EmptyOutcome {
  const cnf = reducedCnf(puzzle, options);
  const n = puzzle.width * puzzle.height;
  if (cube === undefined) cnf.clauses.push(Array.from({ length: n }, (_, i) => -cnf.visited(i)));
  else {
    const cells = cellOrder(puzzle, cube.order);
    const at = cells.indexOf(cube.at);
    for (const i of cells.slice(0, at)) cnf.clauses.push([cnf.visited(i)]);
    cnf.clauses.push([-cnf.visited(cube.at)]);
  }
  return ask(cnf, budgetSeconds, options);
}
