import { gridCellEdges, Model } from "@gridsmith/constraint";
import { modelSolver } from "@gridsmith/kit";
import { postShadedApart, postUnshadedArea } from "@gridsmith/kit/shading-model";
import { shapeProblems } from "./from-json.js";
import { neighbours, type Puzzle, repeats } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine: variable i is cell i's shading (1 shaded). Two cells side by side are not both
 * shaded (`linear<=`); of k cells holding one number in a row or column, at least k - 1 are shaded
 * (`linear>=`); the unshaded cells form one region (`Connected` on value 0); and when no number repeats, some
 * cell is shaded all the same (`linear>=` over every cell: puzz.link's checker wants one). Two deductions
 * the sums alone miss are made before search (see `forcedByRepeats`). The rules' names are what hints
 * read; `explaining` logs every removal with its reason from the start.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const n = puzzle.cells.length;
  const vars = m.intVars(n, 0, 1);
  postShadedApart(m, vars, puzzle);
  const groups = repeats(puzzle);
  for (const g of groups)
    m.linear(
      g.map(() => 1),
      g.map((i) => vars[i]!),
      ">=",
      g.length - 1,
    );
  forcedByRepeats(puzzle, m, groups);
  postUnshadedArea(m, vars, gridCellEdges(puzzle.width, puzzle.height), groups.length === 0);
  return m;
}

/**
 * Hitori's two classic openings, which propagation of the sums alone cannot see: a cell with two cells of one
 * repeat beside it stays unshaded (`hitori.between`: shading it would leave both of them unshaded), and when
 * two cells of a repeat touch, one of them is shaded, so every other cell of that repeat is shaded
 * (`hitori.pair`). Variable i is cell i.
 */
function forcedByRepeats(puzzle: Puzzle, m: Model, groups: readonly number[][]): void {
  const why = (rule: string, vars: number[]) => (m.explaining ? { rule, vars } : undefined);
  for (const g of groups) {
    const members = new Set(g);
    for (let i = 0; i < puzzle.cells.length; i++) {
      const beside = neighbours(puzzle, i).filter((j) => members.has(j));
      if (beside.length >= 2) m.remove(i, 1, why("hitori.between", beside));
    }
    for (const a of g)
      for (const b of neighbours(puzzle, a))
        if (b > a && members.has(b))
          for (const other of g)
            if (other !== a && other !== b) m.remove(other, 0, why("hitori.pair", [a, b]));
  }
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. Throws an Error, before building anything,
 * for a value of the wrong shape (see `validate`).
 */
export const solve = modelSolver<Puzzle>({ puzzleProblems: shapeProblems, buildModel, solutionProblems });
