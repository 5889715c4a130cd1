// A technique of the shading genres whose count, once met, rules out every cell left (Light Up's number with
// all its lights, Star Battle's unit with its stars, Norinori's room with two shaded cells): it claims only
// the steps that leave a cell unshaded, the steps of the same rule that shade being another technique's.
import type { RuleStep, RuleTechnique } from "./rule-techniques.js";
import { EASY, type TechniqueWhy } from "./technique-rungs.js";

/**
 * A technique on the {@link EASY} rung that reads `rules` (a name, or a prefix ending in `*`) and claims only
 * their steps that leave a cell unshaded, for `why`.
 */
export function easyUnshading<S extends RuleStep & { shaded: boolean }>(
  rules: readonly string[],
  why: TechniqueWhy<S>,
): RuleTechnique<S> {
  return { ...EASY, rules, when: ({ shaded }) => !shaded, why };
}
