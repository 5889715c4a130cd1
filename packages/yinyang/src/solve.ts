import { Connected, type Dfa, gridCellEdges, Model } from "@gridsmith/constraint";
import { gridBlocks, modelSolver } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { BLACK, NONE, type Puzzle } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/**
 * The colourings of a 2x2 block that can stand in an answer (1 black, cells top-left, top-right, bottom-left,
 * bottom-right): not all one colour (the rule), and not a checkerboard, whose two black and two white circles
 * each need a path round the other pair, and two such paths would cross.
 */
const BLOCK_TUPLES: number[][] = Array.from({ length: 16 }, (_, m) => [
  m >> 3,
  (m >> 2) & 1,
  (m >> 1) & 1,
  m & 1,
]).filter(([a, b, c, d]) => !(a === b && b === c && c === d) && !(a === d && b === c && a !== b));

/**
 * The cells around the edge of a grid at least 2x2, once round clockwise from the top-left corner.
 */
function borderRing({ width: w, height: h }: Puzzle): number[] {
  const ring: number[] = [];
  for (let c = 0; c < w; c++) ring.push(c);
  for (let r = 1; r < h; r++) ring.push(r * w + w - 1);
  for (let c = w - 2; c >= 0; c--) ring.push((h - 1) * w + c);
  for (let r = h - 2; r > 0; r--) ring.push(r * w);
  return ring;
}

/**
 * The ring of edge cells read from its first cell holds at most one run of each colour: its first colour,
 * then the other, then the first again (states: 0 start; 1 + 3v + phase for first colour v in phase 0, 1, 2).
 * Two runs of black round the edge would need a black path across the grid between them, which cuts the
 * white runs between them apart.
 */
const BORDER_RUNS: Dfa = {
  states: 7,
  initial: 0,
  accepting: [1, 2, 3, 4, 5, 6],
  transitions: [0, 1].flatMap((v) => {
    const at = (phase: number) => 1 + 3 * v + phase;
    return [
      [0, v, at(0)],
      [at(0), v, at(0)],
      [at(0), 1 - v, at(1)],
      [at(1), 1 - v, at(1)],
      [at(1), v, at(2)],
      [at(2), v, at(2)],
    ] as [number, number, number][];
  }),
};

/**
 * The puzzle on the engine: variable i is cell i's colour (1 black, 0 white), fixed where a circle is given;
 * each 2x2 block takes a colouring of `BLOCK_TUPLES` (`table`); the ring of edge cells holds at most one run
 * of each colour (`regular`, implied by the rest: see `BORDER_RUNS`); the black cells form one region and
 * the white cells form one region (`Connected` on 1 and on 0). The rules' names are what hints read;
 * `explaining` logs every removal with its reason from the start.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const vars = puzzle.circles.map((c) =>
    c === NONE ? m.intVar(0, 1) : c === BLACK ? m.intVar(1, 1) : m.intVar(0, 0),
  );
  for (const block of gridBlocks(puzzle))
    m.table(
      block.map((i) => vars[i]!),
      BLOCK_TUPLES,
    );
  if (puzzle.width > 1 && puzzle.height > 1)
    m.regular(
      borderRing(puzzle).map((i) => vars[i]!),
      BORDER_RUNS,
    );
  const edges = gridCellEdges(puzzle.width, puzzle.height);
  m.post(new Connected(vars, edges, 1));
  m.post(new Connected(vars, edges, 0));
  return m;
}

/**
 * Solves with the shared meaning of limit, budgets and status, on the engine's learning search; every
 * solution is checked against the rules before it is returned. Throws an Error, before building anything,
 * for a value of the wrong shape (see `validate`).
 */
export const solve = modelSolver<Puzzle>({ puzzleProblems: shapeProblems, buildModel, solutionProblems });
