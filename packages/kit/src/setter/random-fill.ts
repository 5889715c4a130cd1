// The two random steps of the generators that fill a grid by the rules and then take givens away: the
// engine's search trying a random value first, and givens removed in random order while one answer stays.
import type { ValueOrder } from "@gridsmith/constraint";
import type { Rng } from "../rng.js";

/** A search's value order that tries a random value of each variable first (one `rng.int` a choice). */
export function randomValueOrder(rng: Rng): ValueOrder {
  return (model, x) => {
    const values = model.values(x);
    return values[rng.int(values.length)]!;
  };
}

/**
 * Takes givens away in place: each cell of `givens` in a random order (one `rng.shuffle` of the indices)
 * that holds a given (not `none`) is set to `none`, and put back when `unique(givens)` says the answer is
 * no longer the only one; every given left is then needed.
 */
export function removeGivensWhileUnique(
  givens: number[],
  none: number,
  rng: Rng,
  unique: (givens: readonly number[]) => boolean,
): void {
  for (const i of rng.shuffle([...givens.keys()])) {
    const kept = givens[i]!;
    if (kept === none) continue;
    givens[i] = none;
    if (!unique(givens)) givens[i] = kept;
  }
}
