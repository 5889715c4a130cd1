import { gridCellEdges, Model } from "@gridsmith/constraint";
import { cluedPoints, modelSolver } from "@gridsmith/kit";
import { postUnshadedArea } from "@gridsmith/kit/shading-model";
import { shapeProblems } from "./from-json.js";
import { cellsAround, type Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine: variable i is cell i's shading (1 shaded). Each clue's cells hold as many shaded
 * cells as it says (`linear=`); the unshaded cells form one region (`Connected` on value 0); and when no clue
 * asks for a shaded cell, some cell is shaded all the same (`linear>=` over every cell: puzz.link's checker
 * wants one). The rules' names are what hints read; `explaining` logs every removal with its reason from the
 * start.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const vars = m.intVars(puzzle.width * puzzle.height, 0, 1);
  for (const { clue, around } of cluedPoints(puzzle, cellsAround))
    m.linear(
      around.map(() => 1),
      around.map((i) => vars[i]!),
      "=",
      clue,
    );
  postUnshadedArea(
    m,
    vars,
    gridCellEdges(puzzle.width, puzzle.height),
    !puzzle.clues.some((clue) => clue > 0),
  );
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. Throws an Error, before building anything,
 * for a value of the wrong shape (see `validate`).
 */
export const solve = modelSolver<Puzzle>({ puzzleProblems: shapeProblems, buildModel, solutionProblems });
