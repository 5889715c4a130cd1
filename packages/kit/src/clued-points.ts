// The walk the point-clue genres (Creek, Slant) make in their rules and their models alike: each grid point
// with a clue, and the cells around it as the genre reads them (Creek: the cells; Slant: the cells with the
// diagonal that ends at the point).

/** A grid point with a clue, and the cells around it. */
export interface CluedPoint<C> {
  /** The point's number, 0 or more (row by row over the (width + 1) x (height + 1) points). */
  point: number;
  /** Its clue: 0 to 4. */
  clue: number;
  /** The cells around it, as `around` gives them. */
  around: C[];
}

/**
 * Each point of `grid` with a clue (0 or more: no clue and a hidden one are passed over), in point order,
 * with the cells `around(grid, point)` gives.
 */
export function cluedPoints<G extends { clues: readonly number[] }, C>(
  grid: G,
  around: (grid: G, point: number) => C[],
): CluedPoint<C>[] {
  return grid.clues.flatMap((clue, point) =>
    clue < 0 ? [] : [{ point, clue, around: around(grid, point) }],
  );
}
