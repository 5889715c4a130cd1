// Solving a puzzle type's model on the constraint engine with the shared meaning of limit, budgets and
// status, every solution checked by the type's own rules before it is reported: the `solve` of the types
// whose answer is the model's variables as they are (Light Up, Skyscrapers, Star Battle).
import type { Model } from "@gridsmith/constraint";
import { solveChecked } from "./result.js";
import type { Problem, SolveOptions, SolveResult } from "./types.js";

/**
 * Solves `model` (its variables, in order, are the answer; or its first `variables` of them, where helper
 * variables follow) with `options`, the learning search unless `options.learning` says otherwise or
 * `learningByDefault` is false; throws an Error when a solution breaks the rules (`problemsOf` finds some): a
 * solver bug, never reported as an answer. {@link solveChecked} for a model whose answer is made from its
 * values.
 */
export function solveModel(
  model: Model,
  options: SolveOptions | undefined,
  problemsOf: (solution: number[]) => readonly Problem[],
  learningByDefault = true,
  variables?: number,
): SolveResult<number[]> {
  return solveChecked(
    { ...options, learning: options?.learning ?? learningByDefault },
    (o) => model.solve(o),
    (values) => (variables === undefined ? values : values.slice(0, variables)),
    problemsOf,
  );
}
