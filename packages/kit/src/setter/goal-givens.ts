// The givens a generator adds to a draft: those that single out the answer it was drawn from, with every
// search capped in nodes and never by the clock, so that one seed always makes one puzzle.
import type { Given, GivensSetterModel, SetterModel } from "./model.js";
import { givensForUniqueness } from "./setter.js";

/**
 * The givens that single out `goal` among the solutions of `puzzle` ({@link givensForUniqueness}), each search
 * capped at `nodeLimit` nodes and by no clock; null when they do not make the puzzle unique within that (a
 * generator then draws again).
 */
export function goalGivens<P, S, V>(
  model: SetterModel<P, S, V>,
  puzzle: P,
  goal: S,
  nodeLimit: number,
): Given<V>[] | null {
  const found = givensForUniqueness(model, puzzle, { goal, nodeLimit, timeoutMs: Number.POSITIVE_INFINITY });
  return found.status === "unique" ? found.givens : null;
}

/**
 * The puzzle that singles out `goal`: `puzzle` with its {@link goalGivens} written in by the setter's
 * `withGivens` (as its `solve` wrote them), or null when they do not make it unique within `nodeLimit` nodes.
 */
export function goalPuzzle<P, S, V>(
  model: GivensSetterModel<P, S, V>,
  puzzle: P,
  goal: S,
  nodeLimit: number,
): P | null {
  const givens = goalGivens(model, puzzle, goal, nodeLimit);
  return givens === null ? null : model.withGivens(puzzle, givens);
}
