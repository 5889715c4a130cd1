import type { SolveResult } from "@gridsmith/kit";
import { showGrid } from "../draw.js";
import { type Geometry, geometryOf, slotsInReadingOrder } from "../geometry.js";
import type { CrosspatchPuzzle, CrosspatchSolution } from "../puzzle.js";
import { kkckTrace } from "./kkck-trace.js";

/** kkck's banner: its program name and version, printed first. */
export const KKCK_BANNER = "===== kkck 0.0 =====";

/** A solution grid in kkck's layout. */
export function showSolution(solution: CrosspatchSolution, geometry: Geometry): string {
  return showGrid(geometry.rows, geometry.cols, (r, c) => solution.rows[r]?.[c] ?? " ");
}

/**
 * Solutions in the order kkck's recursion yields them: compared word by word over the slots in kkck's
 * sorted order.
 */
export function inKkckOrder(solutions: CrosspatchSolution[], geometry: Geometry): CrosspatchSolution[] {
  const order = slotsInReadingOrder(geometry);
  const key = (s: CrosspatchSolution) => order.map((i) => s.placements[i]!.word);
  return [...solutions].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    return 0;
  });
}

/**
 * kkck's whole standard output for one puzzle: banner, size, initial state, one line per reduction pass,
 * each solution, the total. The solutions and the total are this package's (exact and verified), not
 * kkck's; when kkck would have stopped with "No choices", the `@@@ Empty choices` line is printed and the
 * total is 0.
 */
export function formatKkck(puzzle: CrosspatchPuzzle, result: SolveResult<CrosspatchSolution>): string {
  const geometry = geometryOf(puzzle.grid);
  const trace = kkckTrace(puzzle, geometry);
  const out = [
    KKCK_BANNER,
    `=== Puzzle size: ${geometry.rows} rows, ${geometry.cols} columns.`,
    "=== Initial state",
    trace.initial,
  ];
  for (const n of trace.passes)
    out.push(`=== Cyclic reduction: ${n} choices for ${geometry.slots.length} slots`);
  if (trace.emptyAt) out.push(`@@@ Empty choices at (${trace.emptyAt.row},${trace.emptyAt.col})`);
  inKkckOrder(result.solutions, geometry).forEach((s, i) => {
    out.push("", `=== Solution #${i + 1}`, showSolution(s, geometry));
  });
  if (result.complete) out.push(`=== Total number of solutions: ${result.solutionCount}`);
  else {
    out.push(
      `=== Search stopped early (${result.status}): ${result.solutionCount} solution${result.solutionCount === 1 ? "" : "s"} found`,
    );
  }
  return `${out.join("\n")}\n`;
}
