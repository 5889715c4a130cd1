import {
  type PieceCoverModel,
  pieceCoverModel,
  type SolveOptions,
  type SolveResult,
  solvePieceCover,
} from "@gridsmith/kit";
import type { Puzzle, Solution } from "./puzzle.js";
import { rectangles } from "./rectangles.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine (kit's piece cover): variables 0 to edgeCount - 1 are the edges (1 a border; the
 * outline's are 0), then one 0/1 variable per rectangle a number may take, owned by its number's cell. Each
 * cell lies in one rectangle (so each number takes one), and an edge is a border exactly where rectangles
 * part.
 */
export function buildModel(puzzle: Puzzle): PieceCoverModel {
  return pieceCoverModel(
    puzzle,
    rectangles(puzzle).map(({ clue, cells }) => ({ owner: clue, cells })),
  );
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search (kit's
 * `solvePieceCover`); every solution is checked against the rules before it is returned.
 */
export const solve = (puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> =>
  solvePieceCover(
    () => buildModel(puzzle),
    (s) => solutionProblems(puzzle, s),
    options,
  );
