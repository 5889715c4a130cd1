import { gridCellEdges, Model } from "@gridsmith/constraint";
import { type CluedPoint, cluedPoints, modelSolver } from "@gridsmith/kit";
import { postUnshadedArea } from "@gridsmith/kit/shading-model";
import { shapeProblems } from "./from-json.js";
import { cellsAround, type Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The puzzle on the engine: variable i is cell i's shading (1 shaded). Each clue's cells hold as many shaded
 * cells as it says (`linear=`); two clues side by side or corner to corner agree on the cells they share
 * (a redundant `linear=` per pair, see `postCluePairs`); the unshaded cells form one region (`Connected`
 * on value 0); and when no clue asks for a shaded cell, some cell is shaded all the same (`linear>=` over
 * every cell: puzz.link's checker wants one). The rules' names are what hints read; `explaining` logs every
 * removal with its reason from the start.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const vars = m.intVars(puzzle.width * puzzle.height, 0, 1);
  const clued = cluedPoints(puzzle, cellsAround);
  for (const { around, clue } of clued)
    m.linear(
      around.map(() => 1),
      around.map((i) => vars[i]!),
      "=",
      clue,
    );
  postCluePairs(m, vars, puzzle, clued);
  postUnshadedArea(
    m,
    vars,
    gridCellEdges(puzzle.width, puzzle.height),
    !puzzle.clues.some((clue) => clue > 0),
  );
  return m;
}

/**
 * The cells of each two clued points next to each other (side by side or corner to corner) that only one of
 * them counts: those of the first outnumber those of the second, in shaded cells, by the difference of the
 * clues, since the shared cells count the same for both. Redundant (it follows from the two clues), but a clue's
 * own `linear=` sees only its cells: a 3 beside a 1 shades the 3's two other cells and leaves the 1's two
 * unshaded at once, where the two clues alone decide nothing. Outside grids of one or two rows a pair's cells
 * are never exactly one clue's cells: that is how hints tell its steps from a clue's (both rules are `linear=`).
 */
function postCluePairs(
  m: Model,
  vars: readonly number[],
  puzzle: Puzzle,
  clued: readonly CluedPoint<number>[],
): void {
  const side = puzzle.width + 1;
  const at = new Map(clued.map((p) => [p.point, p]));
  for (const p of clued) {
    const r = Math.floor(p.point / side);
    const c = p.point % side;
    // The next points to the right, below, down-right and down-left: each pair once.
    for (const [dr, dc] of [
      [0, 1],
      [1, 0],
      [1, 1],
      [1, -1],
    ] as const) {
      const rr = r + dr;
      const cc = c + dc;
      if (cc < 0 || cc >= side) continue;
      const q = at.get(rr * side + cc);
      if (q === undefined) continue;
      const mine = p.around.filter((i) => !q.around.includes(i));
      const theirs = q.around.filter((i) => !p.around.includes(i));
      if (
        mine.length + theirs.length === 0 ||
        mine.length + theirs.length === p.around.length + q.around.length
      )
        continue;
      m.linear(
        [...mine.map(() => 1), ...theirs.map(() => -1)],
        [...mine, ...theirs].map((i) => vars[i]!),
        "=",
        p.clue - q.clue,
      );
    }
  }
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search after probing
 * every cell at the root (kit's `probe`: a person's "shade it and see", which decides puzzlekit-dataset's 45x30
 * Creek 352 with no search at all); every solution is checked against the rules before it is returned. Throws
 * an Error, before building anything, for a value of the wrong shape (see `validate`).
 */
export const solve = modelSolver<Puzzle>({
  puzzleProblems: shapeProblems,
  buildModel,
  solutionProblems,
  probe: true,
});
