// Digit sets as bit masks: bit d set means digit d (1..9) is in the set.

/** Digits of a mask, smallest first. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** How many digits a mask holds. */
export function sizeOf(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

const cache = new Map<string, number[]>();

/**
 * Every set of `count` distinct digits 1..`max` that adds up to `sum`, as masks (smallest first). Cached:
 * hints and the generator ask for the same few hundred over and over.
 */
export function combinations(sum: number, count: number, max = 9): readonly number[] {
  const key = `${sum},${count},${max}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const found: number[] = [];
  const walk = (from: number, left: number, need: number, mask: number) => {
    if (left === 0) {
      if (need === 0) found.push(mask);
      return;
    }
    for (let d = from; d <= max && d <= need; d++) walk(d + 1, left - 1, need - d, mask | (1 << d));
  };
  if (count >= 0 && count <= max) walk(1, count, sum, 0);
  cache.set(key, found);
  return found;
}

/** The smallest and largest sum of `count` distinct digits 1..max. */
export function sumRange(count: number, max = 9): { min: number; max: number } {
  return { min: (count * (count + 1)) / 2, max: (count * (2 * max - count + 1)) / 2 };
}
