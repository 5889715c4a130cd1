import { gridLimits, type Limits } from "@gridsmith/kit";
import type { CluedBorderGrid } from "@gridsmith/kit/puzzlink";

/** A cell without a symbol. */
export const EMPTY = -1;
/** A cell with puzz.link's `?`: a symbol of no kind, whose rectangle may have any shape. */
export const UNKNOWN = -2;
/** `+`: the rectangle is a square. */
export const SQUARE = 1;
/** `|`: the rectangle is taller than wide. */
export const TALL = 2;
/** `-`: the rectangle is wider than tall. */
export const WIDE = 3;

/**
 * A Tatamibari puzzle: `width` x `height` cells, row by row, each {@link EMPTY}, {@link UNKNOWN},
 * {@link SQUARE}, {@link TALL} or {@link WIDE} (pzprjs's numbering).
 */
export type Puzzle = CluedBorderGrid;

// An answer and the generator's parameters: kit's region borders (per edge, 1 where a border between two
// rectangles runs, 0 elsewhere; the outline's edges are 0) and side params (the grid is `size` x `size`).
export type { RegionBorders as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(40, {
  // A pzprv3 file with its border sections on the largest grid is about 3 x 40 x 40 x 3 characters:
  // kit's default text bound (64 KiB) holds it.
  notes: "symbols + (square), | (taller), - (wider) and ?; the generator makes 5x5 to 8x8",
});

// The number of edges of the puzzle's grid: kit's, as Shikaku and Tentaisho take it.
export { edgeCount } from "@gridsmith/kit";

/** Whether a rectangle of `rows` x `cols` has the shape a symbol asks for (any for `?`). */
export function fitsSymbol(symbol: number, rows: number, cols: number): boolean {
  if (symbol === SQUARE) return rows === cols;
  if (symbol === TALL) return rows > cols;
  if (symbol === WIDE) return cols > rows;
  return symbol === UNKNOWN;
}

/** A symbol as a person reads it, for messages and the board. */
export const symbolText = (symbol: number): string => ({ 1: "+", 2: "|", 3: "-" })[symbol] ?? "?";
