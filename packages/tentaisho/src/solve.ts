import { Model } from "@gridsmith/constraint";
import { resolveSolveOptions, type SolveOptions, type SolveResult, solveResult } from "@gridsmith/kit";
import type { Puzzle, Solution } from "./puzzle.js";
import { check } from "./rules.js";

/** The puzzle on the engine: one variable per cell, all-different on every row and column. */
export function buildModel(puzzle: Puzzle): Model {
  const { size, cells } = puzzle;
  const m = new Model();
  const vars = m.intVars(size * size, 1, size);
  for (let r = 0; r < size; r++) {
    m.allDifferent(vars.slice(r * size, (r + 1) * size));
    m.allDifferent(vars.filter((_, i) => i % size === r));
  }
  cells.forEach((v, i) => {
    if (v !== 0) m.assign(vars[i]!, v);
  });
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution is checked before it is returned.
 * The engine's learning search by default (`learning: false` for the plain one): each dead end teaches a
 * clause, so new kinds of rules get its strength too. A propagator you write learns best with an `explain`
 * (see @gridsmith/constraint's README, "Learning").
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const { limit, timeoutMs, signal, nodeLimit, learning = true } = resolveSolveOptions(options);
  const m = buildModel(puzzle);
  const found = m.solve({ limit, timeoutMs, signal, nodeLimit, learning });
  for (const s of found.solutions) {
    const problems = check(puzzle, s);
    if (problems.length > 0) throw new Error(`solver produced a wrong solution: ${problems[0]!.message}`);
  }
  return solveResult(found.solutions, found.complete, found.stoppedBy, found.stats);
}
