import { Connected, gridCellEdges, Model } from "@gridsmith/constraint";
import { gridNeighbours, type SolveOptions, type SolveResult, solveChecked } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { blockLengths, blocks, clueMet, isClue, type Puzzle, ring, type Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The shadings of a clue's free neighbours (`free`, positions in its ring) that answer it, the other places
 * of the ring being unshaded (a clue, or past the grid's edge).
 */
export function clueTuples(clue: readonly number[], free: readonly number[]): number[][] {
  const out: number[][] = [];
  const values = new Array<number>(8).fill(0);
  for (let mask = 0; mask < 1 << free.length; mask++) {
    free.forEach((at, k) => {
      values[at] = (mask >> k) & 1;
    });
    if (clueMet(clue, blockLengths(values))) out.push(free.map((_, k) => (mask >> k) & 1));
  }
  return out;
}

/**
 * The puzzle on the engine: variable i is cell i's shading (1 shaded). A clue's cell is unshaded
 * (`tapa.clue-cell`); its neighbours' shadings are one of those that answer it (`table`, from
 * {@link clueTuples}; `tapa.clue` when none does); no 2x2 block is all shaded (`linear<=`); some cell is
 * shaded (`linear>=` over every cell: puzz.link's checker wants one); the shaded cells form one region
 * (`Connected` on value 1), and where there are two or more, a shaded cell has a shaded neighbour
 * (`linear>=` over a cell and its neighbours, redundant). The rules' names are what hints read.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model();
  m.explaining = options.explaining === true;
  const n = puzzle.clues.length;
  const vars = m.intVars(n, 0, 1);
  const why = (rule: string, i: number) => (m.explaining ? { rule, vars: [i] } : undefined);
  for (let i = 0; i < n; i++) if (isClue(puzzle, i)) m.remove(i, 1, why("tapa.clue-cell", i));
  const rings: { cells: number[]; tuples: number[][] }[] = [];
  for (let i = 0; i < n; i++) {
    if (!isClue(puzzle, i)) continue;
    const around = ring(puzzle, i);
    const free = around.flatMap((j, at) => (j !== null && !isClue(puzzle, j) ? [at] : []));
    const tuples = clueTuples(puzzle.clues[i]!, free);
    if (tuples.length === 0) m.remove(i, 0, why("tapa.clue", i));
    else if (free.length > 0) rings.push({ cells: free.map((at) => around[at]!), tuples });
  }
  for (const r of rings)
    m.table(
      r.cells.map((j) => vars[j]!),
      r.tuples,
    );
  // With two shaded cells or more (a clue of two numbers, or one of 2 or more, says so), a shaded cell
  // has a shaded neighbour: what Connected says, as short reasons the learning search keeps (on the
  // hardest public link, 21x14, a quarter fewer conflicts).
  if (puzzle.clues.some((c) => c.length > 1 || (c[0] ?? 0) > 1))
    for (let i = 0; i < n; i++) {
      const nb = gridNeighbours(i, puzzle.width, puzzle.height);
      m.linear([...nb.map(() => 1), -1], [...nb.map((j) => vars[j]!), vars[i]!], ">=", 0);
    }
  for (const b of blocks(puzzle))
    m.linear(
      [1, 1, 1, 1],
      b.map((i) => vars[i]!),
      "<=",
      3,
    );
  m.linear(
    vars.map(() => 1),
    vars,
    ">=",
    1,
  );
  m.post(new Connected(vars, gridCellEdges(puzzle.width, puzzle.height), 1));
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; the answer
 * is the cells' shading, every one checked against the rules before it is returned. Throws an Error, before
 * building anything, for a value of the wrong shape (see `validate`).
 */
export function solve(puzzle: Puzzle, options?: SolveOptions): SolveResult<Solution> {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) throw new Error(shape[0]!.message);
  return solveChecked(
    options,
    // Without phase saving the learning search tries each cell's first value afresh after a backjump: on
    // the hardest public link (21x14) a fifth of the conflicts, the same or fewer on the others.
    (o) => buildModel(puzzle).solve({ ...o, learning: o.learning && { phaseSaving: false } }),
    (values) => values,
    (s) => solutionProblems(puzzle, s),
  );
}
