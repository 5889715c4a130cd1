import { type Dfa, gridCellEdges, Model } from "@gridsmith/constraint";
import { cellModelSolver } from "@gridsmith/kit";
import { postShadedApart, postUnshadedArea } from "@gridsmith/kit/shading-model";
import { shapeProblems } from "./from-json.js";
import { EMPTY, type Puzzle, sightLines } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The automaton of a sight line of `length` cells, read after the count of cells seen along it: the count k
 * first, then the cells nearest first (0 unshaded, 1 shaded): k unshaded cells, then a shaded one or the
 * grid's edge, then anything. States: 0 the start, 1 + r while r more are to be seen, length + 2 done.
 */
export function sightAutomaton(length: number): Dfa {
  const done = length + 2;
  const transitions: [number, number, number][] = [
    [done, 0, done],
    [done, 1, done],
    [1, 1, done],
  ];
  for (let k = 0; k <= length; k++) transitions.push([0, k, 1 + k]);
  for (let r = 1; r <= length; r++) transitions.push([1 + r, 0, r]);
  return { states: length + 3, initial: 0, accepting: [1, done], transitions };
}

/**
 * The puzzle on the engine: variables 0 to n - 1 are the cells' shading (1 shaded), and after them, for each
 * numbered cell, the count of cells it sees along each of its sight lines. A numbered cell is unshaded
 * (`kurodoko.number`); two cells side by side are not both shaded (`linear<=`); each count and its line spell
 * a word of the line's {@link sightAutomaton} (`regular`, domain consistent); a number's counts add up to
 * the number less one (`linear=`); some cell is shaded (`linear>=`: puzz.link's checker wants one); and the
 * unshaded cells form one region (`Connected` on value 0). The rules' names are what hints read.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const n = puzzle.cells.length;
  const vars = m.intVars(n, 0, 1);
  postShadedApart(m, vars, puzzle);
  puzzle.cells.forEach((number, i) => {
    if (number === EMPTY) return;
    m.remove(i, 1, m.explaining ? { rule: "kurodoko.number", vars: [i] } : undefined);
    if (number < 0) return;
    const counts: number[] = [];
    for (const line of sightLines(puzzle, i)) {
      if (line.length === 0) continue;
      const count = m.intVar(0, line.length);
      m.regular([count, ...line], sightAutomaton(line.length));
      counts.push(count);
    }
    m.linear(
      counts.map(() => 1),
      counts,
      "=",
      number - 1,
    );
  });
  postUnshadedArea(m, vars, gridCellEdges(puzzle.width, puzzle.height));
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; the answer
 * is the cells' shading, every one checked against the rules before it is returned. Throws an Error, before
 * building anything, for a value of the wrong shape (see `validate`).
 */
export const solve = cellModelSolver<Puzzle>({
  puzzleProblems: shapeProblems,
  buildModel,
  solutionProblems,
});
