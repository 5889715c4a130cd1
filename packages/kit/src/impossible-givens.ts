// What `validate` says of givens no answer can meet (Fillomino, Nanro, Ripple Effect): one problem per such
// cell, in the same words for every genre.
import { cellAt, cellNameAt } from "./cells.js";
import type { Problem } from "./types.js";

/**
 * The `impossible-given` problems of a grid's `givens` (row by row, `width` cells a row): one for each cell
 * whose given `why` says no answer can meet, as "the 5 in r1c2 cannot stand: " and the reason; none where
 * `why` returns null.
 */
export function impossibleGivens(
  givens: readonly number[],
  width: number,
  why: (given: number, index: number) => string | null,
): Problem[] {
  return givens.flatMap((v, i) => {
    const reason = why(v, i);
    return reason === null
      ? []
      : [
          {
            code: "impossible-given",
            message: `the ${v} in ${cellNameAt(i, width)} cannot stand: ${reason}`,
            cells: [cellAt(i, width)],
          },
        ];
  });
}
