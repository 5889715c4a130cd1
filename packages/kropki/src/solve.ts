import { Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { dotHolds, largest, lines, type Puzzle, pairCells } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** The pairs of digits 1 to `top` two neighbours may hold under `dot`: a table per kind of dot. */
function allowedPairs(top: number, dot: number): number[][] {
  const pairs: number[][] = [];
  for (let a = 1; a <= top; a++) for (let b = 1; b <= top; b++) if (dotHolds(dot, a, b)) pairs.push([a, b]);
  return pairs;
}

/**
 * The puzzle on the engine: variable i is cell i's digit, 1 to the longer side. Each row and column holds
 * different digits (`allDifferent` with Régin's matching: a person's naked and hidden subsets), and each pair
 * of neighbours holds a pair of digits its dot allows (`table`, domain consistent; no dot is a constraint
 * too, as every dot is given). The rules' names are what hints read.
 */
export function buildModel(puzzle: Puzzle): Model {
  const m = new Model();
  const top = largest(puzzle);
  m.intVars(puzzle.width * puzzle.height, 1, top);
  for (const line of lines(puzzle)) if (line.length > 1) m.allDifferent(line);
  const tables = [0, 1, 2].map((dot) => allowedPairs(top, dot));
  puzzle.dots.forEach((dot, k) => {
    m.table(pairCells(puzzle, k), tables[dot]!);
  });
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution is checked against the rules
 * before it is returned. The plain search by default (`learning: true` for the learning one): on the public
 * links of the tests it was 2 to 60 times faster (a 9x4 in 35 ms against 2.4 s, a 13x13 in 0.3 s against
 * 1.2 s): the tables' reasons are dear to learn from.
 */
export const solve = modelSolver<Puzzle>({ buildModel, solutionProblems, learning: false });
