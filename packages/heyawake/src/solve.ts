import { CycleBudget, gridCellEdges, Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { postShadedApart, postUnshadedArea } from "@gridsmith/kit/shading-model";
import { borderRuns, type Puzzle, roomCells, roomNumbers } from "./puzzle.js";
import { solutionProblems, validate } from "./rules.js";

/**
 * The puzzle on the engine: variable i is cell i's shading (1 shaded). Two cells side by side are not both
 * shaded (`linear<=`); a numbered room holds that many shaded cells (`linear=`); each run from the last cell
 * before a room border to the first after the next one holds a shaded cell (`linear>=`); some cell is shaded
 * (`linear>=` over every cell: puzz.link's checker wants one); and the unshaded cells form one region
 * (`Connected` on value 0). `CycleBudget` adds what those rules imply together: the shaded cells fit in the
 * grid's 2x2 squares, an inner one using 3, an edge one 2, a corner 1, and each loop of unshaded cells 1 more,
 * a numbered room's shaded cells costing at least its cheapest cells that fit apart. Puzzles whose numbers ask
 * for nearly all the shaded cells the grid holds (noqx's 19x15) need it to be solved at all. The rules' names
 * are what hints read; `explaining` logs every removal with its reason from the start.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const n = puzzle.rooms.length;
  const vars = m.intVars(n, 0, 1);
  const ones = (cells: readonly number[]) => cells.map(() => 1);
  postShadedApart(m, vars, puzzle);
  const numbers = roomNumbers(puzzle);
  roomCells(puzzle).forEach((cells, room) => {
    if (numbers[room]! >= 0)
      m.linear(
        ones(cells),
        cells.map((i) => vars[i]!),
        "=",
        numbers[room]!,
      );
  });
  for (const run of borderRuns(puzzle))
    m.linear(
      ones(run),
      run.map((i) => vars[i]!),
      ">=",
      1,
    );
  const edges = gridCellEdges(puzzle.width, puzzle.height);
  postUnshadedArea(m, vars, edges);
  const counted = roomCells(puzzle).flatMap((cells, room) =>
    numbers[room]! >= 0 ? [{ cells, count: numbers[room]! }] : [],
  );
  m.post(new CycleBudget(vars, edges, counted));
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. Throws an Error, before building anything,
 * for a puzzle `validate` refuses.
 */
export const solve = modelSolver<Puzzle>({ puzzleProblems: validate, buildModel, solutionProblems });
