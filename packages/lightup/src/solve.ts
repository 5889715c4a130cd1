import { Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { neighbours, type Puzzle, runs, WHITE } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine: variable i is cell i's light (0 or 1; a black cell's is 0). Each run of white
 * cells holds at most one light (`linear<=`: lights do not see each other); each white cell sees at least
 * one light along its two runs (`linear>=`: it is lit); a number has exactly that many lights beside it
 * (`linear=`). The rules' names are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const m = new Model();
  const vars = puzzle.cells.map((cell) => m.intVar(0, cell === WHITE ? 1 : 0));
  const { runs: all, runsOf } = runs(puzzle);
  for (const run of all)
    if (run.length > 1)
      m.linear(
        run.map(() => 1),
        run,
        "<=",
        1,
      );
  puzzle.cells.forEach((cell, i) => {
    if (cell === WHITE) {
      const [row, col] = runsOf[i]!;
      const seen = [...new Set([...all[row]!, ...all[col]!])];
      m.linear(
        seen.map(() => 1),
        seen,
        ">=",
        1,
      );
    } else if (cell >= 0) {
      const beside = neighbours(puzzle, i);
      m.linear(
        beside.map(() => 1),
        beside.map((j) => vars[j]!),
        "=",
        cell,
      );
    }
  });
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. The search tries a light first: the public
 * puzzles take as many nodes or fewer that way, and a grid with room for many answers (an empty one) shows
 * two in a few nodes, where trying dark cells first walked tens of thousands of nodes to find them.
 */
export const solve = modelSolver<Puzzle>({ buildModel, solutionProblems, valueOrder: "max" });
