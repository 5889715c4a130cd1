// A genre's techniques as one table: each technique's grade, the engine rules it reads and why a step of it
// follows. A genre's hints then state only its own techniques, rule names and sentences; the hint builders
// (`shadingHints`, `digitHints`) read the table. The first technique, in the table's order, that claims a
// removal names its step, so a narrower reading of a rule (with `when`) goes before a wider one.
import type { Rung } from "./grade.js";

/** What a technique table reads of a step: the engine rule that made it, and what the hint builder adds. */
export interface RuleStep {
  /** The rule of the removal (`trial` for a trial's). */
  rule: string;
}

/** A technique of a genre's hints: its grade, and the engine rules it reads with why such a step follows. */
export interface RuleTechnique<S extends RuleStep> extends Rung {
  /**
   * The rules read as this technique: a rule's name, or a prefix ending in `*` for every rule that starts so
   * (`connected.*`). A technique with none names no step by itself (`trial`, or a default of the builder).
   */
  rules?: readonly string[];
  /** Of a step by one of `rules`, whether it is this technique's (default: every one). */
  when?(step: S): boolean;
  /** Why the step follows, the words a message gives after the cell: a sentence, or one made for the step. */
  why?: string | ((step: S) => string);
}

/** A technique table's reading of a step: the technique and why the step follows. */
export interface TechniqueMeaning {
  /** The technique's name, its key in the table. */
  technique: string;
  /** Why the step follows. */
  why: string;
}

/**
 * The rung of the `trial` technique that every technique table ends with (`shadingTechniques`,
 * `digitTechniques`, `lineTechniques`): a step no technique claims, its other choice leading to a
 * contradiction.
 */
export const TRIAL_RUNG: Rung = { score: 10, level: "hard" };

/** A technique table of steps `S`, easiest first. */
export type RuleTechniques<S extends RuleStep> = Readonly<Record<string, RuleTechnique<S>>>;

const readsRule = (rules: readonly string[], rule: string) =>
  rules.some((r) => (r.endsWith("*") ? rule.startsWith(r.slice(0, -1)) : rule === r));

/**
 * The reading of steps by a technique table: the first technique whose `rules` name the step's rule and whose
 * `when` (if any) holds, with its `why`; null where none claims the step (the builder's default, or a trial).
 * Throws an Error at once for a technique that names rules without a `why`.
 */
export function ruleMeaning<S extends RuleStep>(
  techniques: RuleTechniques<S>,
): (step: S) => TechniqueMeaning | null {
  const readers = Object.entries(techniques).flatMap(([technique, t]) => {
    if (t.rules === undefined) return [];
    const { rules, when, why } = t;
    if (why === undefined) throw new Error(`technique ${technique} names rules but no why`);
    return [{ technique, rules, when, why }];
  });
  return (step) => {
    for (const { technique, rules, when, why } of readers) {
      if (!readsRule(rules, step.rule) || (when !== undefined && !when(step))) continue;
      return { technique, why: typeof why === "string" ? why : why(step) };
    }
    return null;
  };
}
