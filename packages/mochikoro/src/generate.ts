import { gridGroups, type Rng, sideParams } from "@gridsmith/kit";
import { givensModel, goalPuzzle, squareDraftGenerator } from "@gridsmith/kit/setter";
import { blocks, EMPTY, type Puzzle, type Rect, rectCells, rectRim, type Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";
import { solve } from "./solve.js";

/** The generator's `size` field (4 to 6, default 6) and its check of a params value. */
export const sizeParams = sideParams(4, 6, 6);

// Each solve is capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

/**
 * A shading by the rules, or null: in a shaded grid, rectangles of 1 to 3 cells a side are opened one by
 * one, each where its cells are shaded, no unshaded cell touches it by a side, and (after the first) one
 * touches it by a corner, so the unshaded cells stay one piece; each covers a cell of a 2x2 block still all
 * shaded, until none is. A grid where no rectangle fits a block is dropped.
 */
export function randomShading(size: number, rng: Rng): number[] | null {
  const grid = { width: size, height: size };
  const shaded = new Array<number>(size * size).fill(1);
  const cornerOpen = (i: number) => {
    const r = Math.floor(i / size);
    const c = i % size;
    return [-1, 1].some((dr) =>
      [-1, 1].some((dc) => {
        const y = r + dr;
        const x = c + dc;
        return y >= 0 && y < size && x >= 0 && x < size && shaded[y * size + x] === 0;
      }),
    );
  };
  let first = true;
  const open = (cell: number) => {
    const r = Math.floor(cell / size);
    const c = cell % size;
    for (let tries = 0; tries < 12; tries++) {
      const rows = 1 + rng.int(3);
      const cols = 1 + rng.int(3);
      const rect: Rect = { top: r - rng.int(rows), left: c - rng.int(cols), rows, cols };
      if (rect.top < 0 || rect.left < 0 || rect.top + rows > size || rect.left + cols > size) continue;
      const inside = rectCells(grid, rect);
      if (inside.some((i) => shaded[i] === 0) || rectRim(grid, rect).some((i) => shaded[i] === 0)) continue;
      if (!first && !inside.some(cornerOpen)) continue;
      for (const i of inside) shaded[i] = 0;
      first = false;
      return true;
    }
    return false;
  };
  for (;;) {
    const full = blocks(grid).filter((b) => b.every((i) => shaded[i] === 1));
    if (full.length === 0) break;
    if (!rng.shuffle(full).some((block) => rng.shuffle([...block]).some(open))) return null;
  }
  return solutionProblems({ ...grid, cells: shaded.map(() => EMPTY) }, shaded).length === 0 ? shaded : null;
}

/**
 * Givens are the goal's rectangles, each numbered on one cell of it (`anchors`, chosen at random): a
 * solution's value at a rectangle is the area of the unshaded piece its anchor lies in (0 when shaded).
 */
function setterFor(anchors: readonly number[]) {
  return givensModel<Puzzle, Solution, number>(
    { solve },
    {
      cells(puzzle, solution) {
        const area = new Array<number>(solution.length).fill(0);
        for (const group of gridGroups(puzzle, (i) => solution[i] === 0))
          for (const i of group) area[i] = group.length;
        return anchors.map((a) => area[a]!);
      },
      withGivens(puzzle, givens) {
        const cells = [...puzzle.cells];
        for (const g of givens) cells[anchors[g.index]!] = g.value;
        return { ...puzzle, cells };
      },
    },
  );
}

/**
 * A Mochikoro with exactly one solution, the same for the same size and seed; params are checked first. A
 * random shading by the rules is the goal; the kit's `givensForUniqueness` numbers its rectangles (each on a
 * random cell of it) with their areas until that shading is the only answer, then drops every number the
 * rest make needless. A goal whose search runs out of nodes is dropped for the next.
 */
export const generate = squareDraftGenerator(
  sizeParams.check,
  "Mochikoro",
  200,
  (size, rng): Puzzle | null => {
    const goal = randomShading(size, rng);
    if (goal === null) return null;
    const bare: Puzzle = { width: size, height: size, cells: new Array<number>(size * size).fill(EMPTY) };
    const anchors = gridGroups(bare, (i) => goal[i] === 0).map((group) => group[rng.int(group.length)]!);
    return goalPuzzle(setterFor(anchors), bare, goal, NODE_LIMIT);
  },
);
