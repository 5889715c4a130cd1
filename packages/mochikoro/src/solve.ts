import { gridCellEdges, Model } from "@gridsmith/constraint";
import { cellModelSolver } from "@gridsmith/kit";
import { postUnshadedArea } from "@gridsmith/kit/shading-model";
import { shapeProblems } from "./from-json.js";
import { blocks, EMPTY, type Puzzle, type Rect, rectCells, rectRim, rectsOf } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** A 2x2 block's shadings with 0, 2 or 3 cells shaded: never 1 (an unshaded L, no rectangle), never 4. */
const BLOCK_TUPLES: number[][] = [];
for (let mask = 0; mask < 16; mask++) {
  const t = [0, 1, 2, 3].map((k) => (mask >> k) & 1);
  const shaded = t.reduce((a, b) => a + b, 0);
  if (shaded !== 1 && shaded !== 4) BLOCK_TUPLES.push(t);
}

/** The grid's cells joined by a side or a corner: the unshaded cells' graph. */
function kingEdges(width: number, height: number): [number, number][] {
  const edges = gridCellEdges(width, height);
  for (let r = 0; r + 1 < height; r++)
    for (let c = 0; c + 1 < width; c++) {
      const i = r * width + c;
      edges.push([i, i + width + 1], [i + 1, i + width]);
    }
  return edges;
}

/**
 * Ties a numbered cell's rectangle choice `choice` (0 to rects.length - 1) to the cells: the chosen
 * rectangle's cells unshaded, the cells around it shaded, one table `[choice, cell]` a cell it touches.
 */
function channelRects(m: Model, puzzle: Puzzle, vars: number[], choice: number, rects: Rect[]): void {
  const inside = rects.map((rect) => new Set(rectCells(puzzle, rect)));
  const rim = rects.map((rect) => new Set(rectRim(puzzle, rect)));
  const touched = new Set<number>();
  for (let k = 0; k < rects.length; k++) for (const j of [...inside[k]!, ...rim[k]!]) touched.add(j);
  for (const j of touched) {
    const tuples: number[][] = [];
    for (let k = 0; k < rects.length; k++) {
      if (!rim[k]!.has(j)) tuples.push([k, 0]);
      if (!inside[k]!.has(j)) tuples.push([k, 1]);
    }
    m.table([choice, vars[j]!], tuples);
  }
}

/**
 * The puzzle on the engine: variables 0 to n - 1 are the cells' shading (1 shaded), and after them, for each
 * number, which of its rectangles ({@link rectsOf}) it fills. A numbered cell is unshaded
 * (`mochikoro.number`, and `mochikoro.no-room` when no rectangle fits); a number's choice ties its
 * rectangle's cells unshaded and the cells around it shaded (`table` of two variables); every 2x2 block has
 * 0, 2 or 3 shaded cells (`table` of four: the unshaded areas are rectangles, and no 2x2 is all shaded); two
 * numbers, one of them hidden, are not both in one rectangle (`linear>=`: the box they span has a shaded
 * cell); some cell is shaded (`linear>=` over every cell: puzz.link's checker wants one); and the unshaded
 * cells form one region through sides and corners (`Connected` on value 0). The rules' names are what hints
 * read.
 */
export function buildModel(puzzle: Puzzle, options: { explaining?: boolean } = {}): Model {
  const m = new Model(options);
  const { width, height, cells } = puzzle;
  const n = cells.length;
  const vars = m.intVars(n, 0, 1);
  const why = (rule: string, i: number) => (m.explaining ? { rule, vars: [i] } : undefined);
  for (const b of blocks(puzzle))
    m.table(
      b.map((i) => vars[i]!),
      BLOCK_TUPLES,
    );
  const numbered = cells.flatMap((v, i) => (v === EMPTY ? [] : [i]));
  for (const i of numbered) {
    m.remove(i, 1, why("mochikoro.number", i));
    if (cells[i]! <= 0) continue;
    const rects = rectsOf(puzzle, i);
    if (rects.length === 0) {
      m.remove(i, 0, why("mochikoro.no-room", i));
      continue;
    }
    channelRects(m, puzzle, vars, m.intVar(0, rects.length - 1), rects);
  }
  // A hidden number has no rectangles of its own; no other number may share its rectangle.
  for (const i of numbered)
    for (const j of numbered) {
      if (j <= i || (cells[i]! > 0 && cells[j]! > 0)) continue;
      const top = Math.min(Math.floor(i / width), Math.floor(j / width));
      const left = Math.min(i % width, j % width);
      const rows = Math.abs(Math.floor(i / width) - Math.floor(j / width)) + 1;
      const cols = Math.abs((i % width) - (j % width)) + 1;
      const box = rectCells(puzzle, { top, left, rows, cols });
      m.linear(
        box.map(() => 1),
        box.map((k) => vars[k]!),
        ">=",
        1,
      );
    }
  postUnshadedArea(m, vars, kingEdges(width, height));
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
