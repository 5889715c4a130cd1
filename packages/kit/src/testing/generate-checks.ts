// Generators are pure functions of their params and seed: node budgets, not time budgets, decide what they
// make, so the same request gives the same puzzle on a quiet machine and a busy one.
import { sameValue } from "./puzzle-type-checks.js";
import { withSlowClock } from "./slow-clock.js";

/**
 * Throws unless `generate(params, seed)` gives the same puzzle for each of `seeds` when run twice: once as
 * is and once under {@link withSlowClock}, where every read of the clock says a second has passed. A
 * generator whose output a time budget decides fails it.
 */
export function checkGenerateDeterministic<Params, P>(
  generate: (params: Params, seed: number) => P,
  params: Params,
  seeds: readonly number[] = [1, 2],
): void {
  for (const seed of seeds) {
    const quick = generate(params, seed);
    const slow = withSlowClock(() => generate(params, seed));
    if (!sameValue(slow, quick))
      throw new Error(`seed ${seed}: under a slow clock, ${JSON.stringify(params)} gave another puzzle`);
  }
}
