import {
  centreEdges,
  type GridSize,
  gridLimits,
  type Limits,
  puzzleCellName,
  type SideParams,
} from "@gridsmith/kit";
import { rowsAndColumns } from "@gridsmith/kit/digit-play";

/**
 * A Kropki puzzle: a `width` x `height` grid to fill with digits 1 to the longer side, each digit once a row
 * and once a column, with dots between neighbouring cells. `dots` holds one entry per pair of neighbouring
 * cells, in kit's `centreEdges` order (each cell and its right neighbour row by row, then each cell and the
 * one below it; pzprjs's border order too): {@link NO_DOT}, {@link WHITE} or {@link BLACK}. Every dot is
 * given: a white dot's digits differ by 1, a black dot's are one double the other, and two neighbours without
 * a dot are neither (1 and 2, both at once, may take either dot).
 */
export interface Puzzle extends GridSize {
  dots: number[];
}

/** No dot between two cells: their digits neither differ by 1 nor double. */
export const NO_DOT = 0;
/** A white dot: the two digits differ by 1. */
export const WHITE = 1;
/** A black dot: one digit is double the other. */
export const BLACK = 2;

/** An answer: each cell's digit, row by row (0 in an unfilled cell of a partial answer). */
export type Solution = number[];

/** What the generator takes: `size`, the side of the square grid it makes (4 to 7). */
export type Params = SideParams;

/** The longest side a grid may have (and so the largest digit): puzz.link's digits go no further here. */
export const MAX_SIDE = 20;

/** Every way in (formats, JSON, generate) checks these before it sizes anything by what the input says. */
export const limits: Limits = gridLimits(MAX_SIDE, {
  // A pzprv3 file with an answer of the largest grid: 39 lines of borders and 20 of cells, 20 tokens each.
  maxTextLength: 16 * 1024,
  notes:
    "digits 1 to the longer side; dots white (differ by 1) or black (double); the generator makes 4x4 to 7x7",
});

/** The largest digit: the longer side. */
export const largest = (p: Pick<Puzzle, "width" | "height">) => Math.max(p.width, p.height);

/** How many pairs of neighbouring cells the grid has: the length of {@link Puzzle.dots}. */
export const pairCount = (p: Pick<Puzzle, "width" | "height">) => centreEdges.count(p.height, p.width);

/** The two cells (row-major indexes) pair `k` joins. */
export const pairCells = (p: Pick<Puzzle, "width" | "height">, k: number) =>
  centreEdges.ends(p.height, p.width, k);

/** The rows, then the columns, as lists of cell indexes. */
export const lines: (p: Pick<Puzzle, "width" | "height">) => number[][] = rowsAndColumns;

/** Whether digits `a` and `b` of two neighbours agree with the dot between them (or its absence). */
export function dotHolds(dot: number, a: number, b: number): boolean {
  const step = Math.abs(a - b) === 1;
  const double = a === 2 * b || b === 2 * a;
  if (dot === WHITE) return step;
  if (dot === BLACK) return double;
  return !step && !double;
}

/** A dot's name: "the white dot between r1c1 and r1c2", "no dot between ...". */
export function pairLabel(p: Puzzle, k: number): string {
  const [a, b] = pairCells(p, k);
  const what = p.dots[k] === WHITE ? "the white dot" : p.dots[k] === BLACK ? "the black dot" : "no dot";
  return `${what} between ${puzzleCellName(p, a)} and ${puzzleCellName(p, b)}`;
}
