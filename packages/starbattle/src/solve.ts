import { Model } from "@gridsmith/constraint";
import { resolveSolveOptions, type SolveOptions, type SolveResult, solveResult } from "@gridsmith/kit";
import { blocks, type Puzzle, type Solution, units } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine: variable i is cell i's star (0 or 1). Every row, column and region holds the
 * stars (`linear=`), and every 2x2 block at most one (`linear<=`): no two stars touch, not even at a corner.
 * The rules' names are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const m = new Model();
  m.intVars(puzzle.width * puzzle.height, 0, 1);
  for (const u of units(puzzle))
    m.linear(
      u.cells.map(() => 1),
      u.cells,
      "=",
      puzzle.stars,
    );
  for (const b of blocks(puzzle)) m.linear([1, 1, 1, 1], b, "<=", 1);
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned.
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const { limit, timeoutMs, signal, nodeLimit, learning = true } = resolveSolveOptions(options);
  const found = buildModel(puzzle).solve({ limit, timeoutMs, signal, nodeLimit, learning });
  for (const s of found.solutions) {
    const problems = solutionProblems(puzzle, s);
    if (problems.length > 0) throw new Error(`solver produced a wrong solution: ${problems[0]!.message}`);
  }
  return solveResult(found.solutions, found.complete, found.stoppedBy, found.stats);
}
