/**
 * `@gridsmith/kit/shading-hints`: hint, explain and grade for the genres whose model has one 0/1 variable per
 * cell, 1 shaded (Yin-Yang's black circles, Creek's shaded cells): the engine's explained propagation read as
 * steps, one a cell, each naming the rule that decided it. What a rule means to a person is the genre's.
 *
 * @packageDocumentation
 */
import { fixCellStates, type Model, nextPropagationStep, propagationSteps } from "@gridsmith/constraint";
import { cellStepReader } from "./cell-steps.js";
import { type GradeLadder, gradeFromSteps } from "./grade.js";
import type { ShadeDeduction } from "./shading-play.js";
import type { Grade, Problem, Step } from "./types.js";

/** What a shading genre tells {@link shadingHints}. */
export interface ShadingHintRules<P> {
  /** The puzzle's width (cells a row) and number of cells. */
  size(puzzle: P): { width: number; cells: number };
  /** The genre's model, explaining from the start: variable i is cell i, 1 shaded. */
  model(puzzle: P): Model;
  /** Why a puzzle or an attempt cannot be read (its shape); the first is thrown as an Error. */
  problems(puzzle: P, attempt: unknown): readonly Problem[];
  /** The technique of a removal by the model's rule, and why, for a cell it leaves `shaded` or not. */
  technique(rule: string, shaded: boolean): { technique: string; why: string };
  /** What a step says of its cell, before the why (default: "is shaded" or "stays unshaded"). */
  decided?(shaded: boolean): string;
  /** Cells no step decides (given ones), as the model fixes them before any removal is logged. */
  fixed?(puzzle: P): readonly number[];
  /** The techniques' grades. */
  ladder: GradeLadder;
}

/** Hint, explain and grade of a shading genre (see {@link ShadingHintRules}). */
export interface ShadingHints<P> {
  /**
   * The next logical deduction from an attempt (1 shaded, -1 a dot: unshaded, 0 undecided): the first cell the
   * engine's propagation decides, with the rule that forced it; failing that, a cell whose other state fails
   * at once. Null when the attempt contradicts the puzzle or nothing more follows. Throws an Error saying
   * what is wrong for a puzzle or an attempt of the wrong shape.
   */
  hint(puzzle: P, attempt?: readonly (number | null | undefined)[] | null): Step<ShadeDeduction> | null;
  /** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
  explain(puzzle: P): Step<ShadeDeduction>[];
  /** The grade of the hardest technique the logical solution needs; the ladder's unfinished one when stuck. */
  grade(puzzle: P): Grade;
}

/** Hint, explain and grade for a shading genre, from its model and what its rules mean. */
export function shadingHints<P>(rules: ShadingHintRules<P>): ShadingHints<P> {
  const decided = rules.decided ?? ((shaded: boolean) => (shaded ? "is shaded" : "stays unshaded"));
  const reader = (puzzle: P, known: Iterable<number>) =>
    cellStepReader<ShadeDeduction>(rules.size(puzzle).width, known, (rule, r) => {
      const shaded = r.value === 0;
      const t = rules.technique(rule, shaded);
      return {
        technique: t.technique,
        message: `${decided(shaded)}: ${t.why}`,
        deduction: { cell: r.variable, shaded },
      };
    });
  const fixed = (puzzle: P) => rules.fixed?.(puzzle) ?? [];
  const explain = (puzzle: P) => propagationSteps(rules.model(puzzle), reader(puzzle, fixed(puzzle)));
  return {
    hint(puzzle, attempt) {
      const wrong = rules.problems(puzzle, attempt ?? null);
      if (wrong.length > 0) throw new Error(wrong[0]!.message);
      const m = rules.model(puzzle);
      const known = fixCellStates(m, attempt);
      return known === null
        ? null
        : nextPropagationStep(m, reader(puzzle, [...known, ...fixed(puzzle)]), { from: 0 });
    },
    explain,
    grade(puzzle) {
      const steps = explain(puzzle);
      const left = rules.size(puzzle).cells - fixed(puzzle).length - steps.length;
      return gradeFromSteps(steps, rules.ladder, left);
    },
  };
}
