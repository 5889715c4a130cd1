// The board of the genres played on the edges between cells (kit's `borderPlay` genres, Slitherlink): the
// grid's cells with the genre's clues, every cell closed to moves, the edges taking `border` moves.
import type { BoardDescription, CellClue } from "./board.js";
import type { GridSize } from "./border-regions.js";

/**
 * The board of a grid played on its edges: `cells` (one clue or null a cell, row by row) shown, no move on a
 * cell, `edge` moves on the edges between cells (`input.edges: "border"`). A genre adds what else it draws
 * (Tentaisho's dots) to what this returns.
 */
export function borderBoard(p: GridSize, cells: (CellClue | null)[]): BoardDescription {
  return { rows: p.height, cols: p.width, cells, input: { cells: { kind: "none" }, edges: "border" } };
}
