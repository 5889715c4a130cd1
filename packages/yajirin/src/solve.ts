import type { Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { cellLoopModel } from "@gridsmith/kit/loop-model";
import { arrowCells, isClue, type Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine: variable l < lineCount is line l (1 on the loop), in kit's `centreEdges`
 * numbering, which is the constraint engine's `gridGraph` of the cells' centres; then one variable per cell,
 * 1 where it is shaded (kit's `cellLoopModel`). `centreLoop` (a `SingleCircuit`) makes the lines one loop; a clue has no lines and no
 * shading (`linear=`); any other cell has two lines unless it is shaded (lines + 2 x shaded = 2, `linear=`);
 * two cells side by side are not both shaded (`linear<=`); an arrow's cells hold its number of shaded cells
 * (`linear=`). The rules are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const { model: m, cells: shaded, linesAt } = cellLoopModel(puzzle);
  const { width: w, height: h } = puzzle;
  for (let i = 0; i < w * h; i++) {
    const own = linesAt(i);
    if (isClue(puzzle, i)) {
      m.linear([...own.map(() => 1), 1], [...own, shaded[i]!], "=", 0);
      continue;
    }
    m.linear([...own.map(() => 1), 2], [...own, shaded[i]!], "=", 2);
    for (const j of [i % w < w - 1 ? i + 1 : -1, i + w])
      if (j >= 0 && j < w * h && !isClue(puzzle, j)) m.linear([1, 1], [shaded[i]!, shaded[j]!], "<=", 1);
  }
  puzzle.numbers.forEach((n, i) => {
    if (n < 0 || puzzle.arrows[i] === 0) return;
    const seen = arrowCells(puzzle, i, puzzle.arrows[i]!).map((j) => shaded[j]!);
    m.linear(
      seen.map(() => 1),
      seen,
      "=",
      n,
    );
  });
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution (lines, then shaded cells) is checked against the rules before it is returned.
 */
export const solve = modelSolver<Puzzle>({ buildModel, solutionProblems });
