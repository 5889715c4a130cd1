/**
 * `@gridsmith/kit/loop-problems`: the two checks every one-loop genre played on lines through the centres of
 * cells makes of the pieces its drawn lines form (kit's `linePieces`): a loop closed while other lines (or
 * cells the loop must visit) are left outside it, and, in a whole answer, lines that are not one closed loop.
 * Country Road, Yajilin and Masyu report them with the same codes and words. An entry of its own, so that
 * kit's main entry does not grow for three genres.
 *
 * @packageDocumentation
 */

import { cellAt, cellNameAt } from "./cells.js";
import type { LinePiece } from "./centre-lines.js";
import type { Problem } from "./types.js";

/** Cells the loop must pass through, and what a message calls one of them left out (`"a pearl"`). */
export interface LoopMustVisit {
  cells: readonly number[];
  what: string;
}

/**
 * The `closed-early` mistakes of an attempt on a grid `width` cells wide whose drawn lines make `pieces`:
 * each closed loop while other lines stand outside it, or, with `mustVisit`, while one of those cells is
 * outside it. More lines cannot mend either.
 */
export function closedEarlyProblems(
  width: number,
  pieces: readonly LinePiece[],
  mustVisit?: LoopMustVisit,
): Problem[] {
  const problems: Problem[] = [];
  for (const piece of pieces) {
    if (!piece.closed) continue;
    const inside = new Set(piece.cells);
    const outside =
      pieces.length > 1
        ? "other lines"
        : mustVisit?.cells.some((i) => !inside.has(i))
          ? mustVisit.what
          : undefined;
    if (outside)
      problems.push({
        code: "closed-early",
        message: `the loop through ${cellNameAt(piece.cells[0]!, width)} closes with ${outside} outside it`,
        cells: piece.cells.map((i) => cellAt(i, width)),
      });
  }
  return problems;
}

/** The `not-one-loop` problem of a whole answer whose drawn lines make `pieces`, unless they are one closed loop. */
export function notOneLoopProblems(pieces: readonly LinePiece[]): Problem[] {
  return pieces.length === 1 && pieces[0]!.closed
    ? []
    : [{ code: "not-one-loop", message: `the lines make ${pieces.length} pieces, not one closed loop` }];
}
