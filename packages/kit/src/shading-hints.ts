// Hints, explanations and grades of the shading genres whose model has one 0/1 variable per cell, cell i
// variable i, 0 shaded (Hitori, Heyawake, Kurodoko, Yin-Yang's black circles, Creek...): the explaining
// engine's first removal about a cell is a step, a trial where propagation stalls (kit's propagationHints
// walks). What a rule means to a person is the genre's. A model may have more variables after the cells (a
// clue's sight lengths): they are never steps, never tried, and never named as a step's cells.
import type { Model } from "@gridsmith/constraint";
import { cellMistakeStep } from "./attempt-answer.js";
import type { GridSize } from "./border-regions.js";
import { cellStepReader, type LoggedRemoval } from "./cell-steps.js";
import { beyondLadder } from "./grade.js";
import { cellListProblems } from "./json-problem.js";
import { type AttemptEntries, type PropagationHints, propagationHints } from "./propagation-hints.js";
import { type RuleTechnique, ruleMeaning, TRIAL_RUNG } from "./rule-techniques.js";
import { type ShadeDeduction, shadedOrNot } from "./shading-play.js";
import type { Problem } from "./types.js";

/**
 * What a shading genre tells {@link shadingHints}; its puzzle's `width` x `height` cells are the model's first
 * variables.
 */
export interface ShadingHintRules<P extends GridSize> {
  /**
   * The genre's model built with `options` (`explaining`: every removal logged with its reason from the start;
   * a genre's `buildModel` as it is): variable i is cell i, 1 shaded.
   */
  model(puzzle: P, options: { explaining: true }): Model;
  /** What is wrong with a puzzle's shape (its values may be anything a caller sends). */
  shapeProblems(puzzle: P): readonly Problem[];
  /**
   * What is wrong with an attempt's shape at a puzzle of the right shape (default: kit's `cellListProblems`,
   * an attempt being one entry per cell in every shading genre).
   */
  attemptProblems?(puzzle: P, attempt: AttemptEntries): readonly Problem[];
  /** What a step says of its cell, before the why (default: "is shaded" or "stays unshaded"). */
  decided?(shaded: boolean): string;
  /** Cells no step decides (givens the model fixes before any removal is logged). */
  fixed?(puzzle: P): readonly number[];
  /**
   * The techniques, easiest first, with the grade each one stands for, the rules each reads and why (`trial`
   * among them: see {@link shadingTechniques}); a path that leaves cells undecided is "beyond". A rule no
   * technique claims, a trial's among them, makes a `trial` step, the other choice leading to a contradiction;
   * a `connected.*` rule none claims, where the techniques name `keep-connected`, is {@link KEEP_CONNECTED}.
   */
  techniques: ShadingTechniques<P>;
  /** Why a trial's step follows (default: leaving the cell unshaded, or shading it, leads to a contradiction). */
  trialWhy?(shaded: boolean): string;
}

/** A step of a shading genre as its techniques read it: the rule, the cell's colour, the removal, the puzzle. */
export interface ShadingStep<P> {
  /** The rule of the removal (`trial` for a trial's). */
  rule: string;
  /** Whether the step shades the cell (else it stays unshaded). */
  shaded: boolean;
  /** The removal, its reason's variables only the cells. */
  removal: LoggedRemoval;
  /** The puzzle. */
  puzzle: P;
}

/** A shading genre's techniques, easiest first: each one's grade, the rules it reads and why (kit's `ruleMeaning`). */
export type ShadingTechniques<P> = Readonly<Record<string, RuleTechnique<ShadingStep<P>>>>;

const cellCount = (grid: GridSize) => grid.width * grid.height;

/**
 * The meaning of a `connected.*` rule in a genre whose unshaded cells stay one region (Hitori, Heyawake,
 * Creek...): what {@link shadingHints} reads it as when no technique claims it and the techniques name
 * `keep-connected`.
 */
export const KEEP_CONNECTED: { technique: string; why: string } = {
  technique: "keep-connected",
  why: "shading it would cut the unshaded cells apart",
};

/** The meaning of a rule that leaves a cell beside a shaded one unshaded (`beside-shaded`). */
export const BESIDE_SHADED: { technique: string; why: string } = {
  technique: "beside-shaded",
  why: "a cell beside it is shaded",
};

/**
 * A shading genre's techniques: its own (easiest first, each with the rules it reads and why), then the `trial`
 * that {@link shadingHints} names a step no technique claims, hardest.
 */
export function shadingTechniques<P extends GridSize = GridSize>(
  techniques: ShadingTechniques<P>,
): ShadingTechniques<P> {
  return { ...techniques, trial: TRIAL_RUNG };
}

/** Hint, explain and grade from a shading genre's explaining model and the meaning of its rules. */
export function shadingHints<P extends GridSize>(
  rules: ShadingHintRules<P>,
): PropagationHints<P, ShadeDeduction> {
  const decided = rules.decided ?? shadedOrNot;
  const keepsConnected = "keep-connected" in rules.techniques;
  const meaning = ruleMeaning(rules.techniques);
  const trialWhy =
    rules.trialWhy ??
    ((shaded) => `${shaded ? "leaving it unshaded" : "shading it"} leads to a contradiction`);
  return propagationHints<P, ShadeDeduction>({
    shapeProblems: rules.shapeProblems,
    attemptProblems:
      rules.attemptProblems ?? ((puzzle, attempt) => cellListProblems(attempt, cellCount(puzzle))),
    model: (puzzle) => ({ model: rules.model(puzzle, { explaining: true }) }),
    reader(puzzle, _, known) {
      const { width } = puzzle;
      const cells = cellCount(puzzle);
      const read = cellStepReader<ShadeDeduction>(
        width,
        [...known, ...(rules.fixed?.(puzzle) ?? [])],
        (rule, r) => {
          if (r.variable >= cells) return null;
          const shaded = r.value === 0;
          const t = meaning({ rule, shaded, removal: r, puzzle }) ??
            (keepsConnected && rule.startsWith("connected.") ? KEEP_CONNECTED : null) ?? {
              technique: "trial",
              why: trialWhy(shaded),
            };
          return {
            technique: t.technique,
            message: `${decided(shaded)}: ${t.why}`,
            deduction: { cell: r.variable, shaded },
          };
        },
      );
      // The rule's helper variables (past the cells) are no cells to point at.
      return (r) =>
        read(
          r.reason?.vars
            ? { ...r, reason: { ...r.reason, vars: r.reason.vars.filter((v) => v < cells) } }
            : r,
        );
    },
    pieces: (puzzle) => cellCount(puzzle) - (rules.fixed?.(puzzle).length ?? 0),
    ladder: beyondLadder(rules.techniques),
    variables: cellCount,
    mistake(puzzle, cell, answer) {
      const shaded = answer[cell] === 1;
      return cellMistakeStep(puzzle.width, cell, decided(shaded), { cell, shaded });
    },
  });
}
