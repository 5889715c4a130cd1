// The entries of most grid genres' random puzzles: mostly nothing (no clue, an empty cell), now and then
// something, so that small grids still have answers to count and large ones are not all clues.
import fc from "fast-check";

/**
 * An arbitrary that draws `value` `weight` times as often as each of `others` (`fc.oneof` with `value`
 * weighted): `mostly(NO_CLUE, 4, fc.integer({ min: 1, max: 3 }))` is no clue four times in six.
 */
export function mostly<T, U>(value: T, weight: number, ...others: fc.Arbitrary<U>[]): fc.Arbitrary<T | U> {
  const weighted: fc.WeightedArbitrary<T | U> = { weight, arbitrary: fc.constant<T | U>(value) };
  return fc.oneof<(fc.Arbitrary<T | U> | fc.WeightedArbitrary<T | U>)[]>(weighted, ...others);
}
