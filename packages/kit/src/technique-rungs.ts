// The rungs most techniques of a genre's table stand on, named, so that the table is its data: a technique
// that reads rules is one line where it fits, `"corner-count": easy(["linear*"], why)`; one narrowed by `when`
// is `{ ...EASY, rules, when, why }`; one that names no rule (the hint builder's default) is its rung alone,
// `"keep-connected": MEDIUM`. A rung that is a genre's own (an easy step scored 2) is written out where it
// stands; `trial`'s is `TRIAL_RUNG`, which `shadingTechniques`, `digitTechniques` and `lineTechniques` add.
import type { Rung } from "./grade.js";
import type { RuleStep, RuleTechnique } from "./rule-techniques.js";

/** The easiest rung, score 1, level "easy": most genres' first techniques stand on it. */
export const EASY: Rung = { score: 1, level: "easy" };

/** The rung above {@link EASY}, score 2, level "medium" (`keep-connected` in most shading genres). */
export const MEDIUM: Rung = { score: 2, level: "medium" };

/** Why a step of a technique follows: a sentence, or one made for the step. */
export type TechniqueWhy<S extends RuleStep> = string | ((step: S) => string);

/** A technique on the {@link EASY} rung that reads `rules` (a name, or a prefix ending in `*`), for `why`. */
export function easy<S extends RuleStep>(rules: readonly string[], why: TechniqueWhy<S>): RuleTechnique<S> {
  return { ...EASY, rules, why };
}

/** A technique on the {@link MEDIUM} rung that reads `rules` (a name, or a prefix ending in `*`), for `why`. */
export function medium<S extends RuleStep>(rules: readonly string[], why: TechniqueWhy<S>): RuleTechnique<S> {
  return { ...MEDIUM, rules, why };
}
