import { Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { cellTops, numberedRoomCells, type Puzzle, ripplePairs, UNKNOWN_GIVEN } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** The number pairs two cells `gap` apart may hold: any but equal numbers of at least `gap`. */
function apart(topA: number, topB: number, gap: number): number[][] {
  const tuples: number[][] = [];
  for (let a = 1; a <= topA; a++) for (let b = 1; b <= topB; b++) if (a !== b || a < gap) tuples.push([a, b]);
  return tuples;
}

/**
 * The puzzle on the engine: variable i is cell i's number, 1 to its room's size, fixed where given (0 in a
 * `?` cell, which holds no number and is in no rule). Each room's numbers differ (`allDifferent` with
 * Régin's matching: with as many numbers as cells, a room's hidden singles and subsets), and each pair of cells in a row or column close enough to clash is a
 * `table` of the pairs they may hold. The rules' names are what hints read; `explaining` logs every removal with
 * its reason from the start.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const top = cellTops(puzzle);
  cellDomains(puzzle).forEach((values) => {
    m.intVar(values[0]!, values.at(-1)!);
  });
  // A given no number of its room meets (0, or past the room's size) leaves the puzzle no answer.
  puzzle.givens.forEach((v, i) => {
    if (v === 0 || v > top[i]!) m.table([i], []);
  });
  for (const cells of numberedRoomCells(puzzle))
    if (cells.length > 1) m.allDifferent(cells, undefined, { consistency: "domain" });
  for (const [a, b, gap] of ripplePairs(puzzle)) m.table([a, b], apart(top[a]!, top[b]!, gap));
  return m;
}

/**
 * The numbers each cell may hold before any deduction: its given, 0 in a `?` cell (it holds none), or 1 to
 * its room's size. A given past its room's size keeps the whole range: the model then fails it.
 */
export function cellDomains(puzzle: Puzzle): number[][] {
  const top = cellTops(puzzle);
  return top.map((t, i) => {
    const v = puzzle.givens[i]!;
    if (v === UNKNOWN_GIVEN) return [0];
    return v > 0 && v <= t ? [v] : Array.from({ length: t }, (_, k) => k + 1);
  });
}

/**
 * Solves with the shared meaning of limit, budgets and status; every solution is checked against the rules
 * before it is returned.
 */
export const solve = modelSolver<Puzzle>({ buildModel, solutionProblems });
