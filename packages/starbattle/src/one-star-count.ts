/**
 * How many answers a one-star puzzle has, up to `limit`, by a plain row-by-row search on bitmasks: each row's
 * star goes in a column not yet used, not beside the row above's star (the diagonal touch), in a region not
 * yet used. Exact (no node cap): a one-star row is a permutation, so the search is at most n! leaves and far
 * fewer once regions prune it. The generator asks it first, before the engine's proof, because a draft of
 * 8x8 regions is rarely unique (seed 19 drew 2,581 drafts) and the engine spends some 2 ms building its
 * model for each, this some microseconds. Regions must be numbered 0 to 31 (canonical ids of at most 32).
 */
export function countOneStar(width: number, regions: readonly number[], limit: number): number {
  if (regions.length !== width * width) throw new RangeError("a one-star count needs a square grid");
  if (regions.some((id) => id < 0 || id > 31))
    throw new RangeError("a one-star count needs region ids 0 to 31");
  let found = 0;
  const place = (row: number, columns: number, used: number, previous: number): void => {
    if (row === width) {
      found++;
      return;
    }
    for (let c = 0; c < width && found < limit; c++) {
      if (columns & (1 << c)) continue;
      if (previous >= 0 && Math.abs(c - previous) <= 1) continue;
      const bit = 1 << regions[row * width + c]!;
      if (used & bit) continue;
      place(row + 1, columns | (1 << c), used | bit, c);
    }
  };
  place(0, 0, 0, -1);
  return found;
}
