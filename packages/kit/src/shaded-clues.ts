// The rule of the shading genres whose clues stand in cells (Kurodoko's and Mochikoro's numbers, Tapa's
// clues): a cell with a clue is never shaded.
import { cellAt, cellNameAt } from "./cells.js";
import type { ShadedGrid } from "./shading-rules.js";
import type { Problem } from "./types.js";

/**
 * One `KIND-shaded` problem ("r1c2 holds a KIND and is shaded") for each cell of `grid` that `clued` says
 * holds a clue and `grid.shaded` says is shaded, row by row; `kind` is what the genre calls its clue
 * (`number`, `clue`).
 */
export function shadedClueProblems(grid: ShadedGrid, clued: (i: number) => boolean, kind: string): Problem[] {
  const problems: Problem[] = [];
  for (let i = 0; i < grid.width * grid.height; i++)
    if (clued(i) && grid.shaded(i))
      problems.push({
        code: `${kind}-shaded`,
        message: `${cellNameAt(i, grid.width)} holds a ${kind} and is shaded`,
        cells: [cellAt(i, grid.width)],
      });
  return problems;
}
