import { eachClueRectangle, type Piece, type RectangleVisit, rectanglePieces } from "@gridsmith/kit/pieces";
import { fitsSymbol, type Puzzle } from "./puzzle.js";

/**
 * The most cells, summed over every mat the symbols may take, that a puzzle may have: the model holds each,
 * so this bounds its size (a few symbols on a large grid could take more).
 */
export const MAX_COVER = 3_000_000;

/**
 * Calls `visit` with each rectangle a symbol may take, as rows [top, bottom) and columns [left, right): it
 * holds the symbol's cell and no other symbol, in the shape the symbol asks for. Stops when `visit` returns
 * false.
 */
export const eachMat = (p: Puzzle, visit: RectangleVisit): void => eachClueRectangle(p, fitsSymbol, visit);

/**
 * Every mat each symbol may take (as `eachMat` visits them), owned by its symbol's cell, symbols in cell
 * order. Throws a RangeError when they cover more than {@link MAX_COVER} cells in all (`validate` says so
 * first).
 */
export const mats = (p: Puzzle): Piece[] =>
  rectanglePieces(p.width, (visit) => eachMat(p, visit), MAX_COVER, "the symbols' mats");
