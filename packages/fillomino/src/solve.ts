import { gridCellEdges, Model, SizedRegions } from "@gridsmith/constraint";
import { cellModelSolver } from "@gridsmith/kit";
import type { Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";
import { wallCells } from "./walls.js";

/** The numbers cell i may hold before any deduction: its given, else 1 to the grid's cells. */
export function cellDomains(puzzle: Puzzle): number[][] {
  const n = puzzle.width * puzzle.height;
  return puzzle.givens.map((v) => (v > 0 ? (v <= n ? [v] : []) : Array.from({ length: n }, (_, k) => k + 1)));
}

/**
 * The puzzle on the engine: variables 0 to n - 1 are the cells' numbers, and `SizedRegions` holds that each
 * is the size of its region (the cells of its number joined side by side), which is all of Fillomino's
 * rules; a given wall parts its two cells: they take different numbers (an `allDifferent` of the two), and
 * `SizedRegions` joins no region across it, so it also knows a region cannot grow through it. Its rules'
 * names are what hints read.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const { width: w, height: h } = puzzle;
  for (const d of cellDomains(puzzle)) {
    const x = m.intVar(d[0] ?? 1, d.at(-1) ?? 1);
    // A given past the grid's cells leaves the puzzle no answer.
    if (d.length === 0) m.table([x], []);
  }
  const walled = new Set(wallCells(puzzle).map(([a, b]) => a * w * h + b));
  m.post(
    new SizedRegions(
      Array.from({ length: w * h }, (_, i) => i),
      gridCellEdges(w, h).filter(([a, b]) => !walled.has(a * w * h + b)),
    ),
  );
  for (const [a, b] of wallCells(puzzle)) m.allDifferent([a, b]);
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution (the cells' numbers) is
 * checked against the rules before it is returned.
 */
export const solve = cellModelSolver<Puzzle>({
  buildModel,
  solutionProblems,
});
