/**
 * `@gridsmith/kit/shading-model`: rules the shading genres' engine models share (cell i's variable at index i,
 * 1 shaded), posted the one way their models build them and their hints read them (by the rules' names). An
 * entry of its own, so that kit's main entry does not carry the engine's propagators.
 *
 * @packageDocumentation
 */
import { Connected, type Model } from "@gridsmith/constraint";
import type { GridSize } from "./border-regions.js";
import { puzzleNeighbours } from "./cells.js";

/**
 * Posts on `m` that the cells whose variables (`vars[i]` the cell i's, 1 shaded) are 0 form one area joined
 * through `edges` (`Connected` on value 0, its rules named `connected.*`), and, unless `someShaded` is false,
 * that some cell is shaded (a `linear>=` over every cell: puzz.link's checkers want one, and a genre whose
 * clues force one can leave it out).
 */
export function postUnshadedArea(
  m: Model,
  vars: readonly number[],
  edges: readonly (readonly [number, number])[],
  someShaded = true,
): void {
  if (someShaded)
    m.linear(
      vars.map(() => 1),
      vars,
      ">=",
      1,
    );
  m.post(new Connected(vars, edges, 0));
}

/**
 * Posts on `m` that no two cells side by side in `grid` (row by row, `vars[i]` cell i's variable, 1 shaded)
 * are both shaded: a `linear<=` per pair, as Hitori, Heyawake and Kurodoko rule.
 */
export function postShadedApart(m: Model, vars: readonly number[], grid: GridSize): void {
  for (let i = 0; i < vars.length; i++)
    for (const j of puzzleNeighbours(grid, i)) if (j > i) m.linear([1, 1], [vars[i]!, vars[j]!], "<=", 1);
}
