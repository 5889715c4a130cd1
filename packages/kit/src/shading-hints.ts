// Hints, explanations and grades of the shading genres whose model has one 0/1 variable per cell, cell i
// variable i (Heyawake, Kurodoko, ...): the explaining engine's first removal about a cell is a step, a
// trial where propagation stalls; what a rule means to a person is the genre's. A model may have more
// variables after the cells (a clue's sight lengths): they are never steps, nor named as a step's cells.
import { fixCellStates, type Model, nextPropagationStep, propagationSteps } from "@gridsmith/constraint";
import { type CellStepMeaning, cellStepReader, type LoggedRemoval } from "./cell-steps.js";
import { type GradeLadder, gradeFromSteps, type Rung } from "./grade.js";
import type { ShadeDeduction } from "./shading-play.js";
import type { Grade, Problem, Step } from "./types.js";

/** What a shading genre tells {@link shadingHints}. */
export interface ShadingHintRules<P> {
  /** The grid's width, and its number of cells (the model's first variables). */
  size(puzzle: P): { width: number; cells: number };
  /** The model of the puzzle, explaining (every removal logged with its reason). */
  model(puzzle: P): Model;
  /** What is wrong with the shape of a puzzle, and of an attempt when given; empty when nothing is. */
  wrong(puzzle: P, attempt?: unknown): Problem[];
  /** The technique of a rule's removal and why it decides the cell (`shaded` when it shades it). */
  meaning(
    rule: string,
    shaded: boolean,
    removal: LoggedRemoval,
    puzzle: P,
  ): { technique: string; why: string };
  /** The techniques, easiest first, with the grade each one stands for (`trial` among them). */
  techniques: Record<string, Rung>;
}

/** The hint, explain and grade of a shading genre (see {@link shadingHints}). */
export interface ShadingHints<P> {
  /**
   * The next logical deduction from an attempt (1 shaded, -1 a dot: unshaded, 0 undecided): the first cell
   * the engine's propagation decides, with the rule that forced it; failing that, a cell whose other state
   * fails at once. Null when the attempt contradicts the puzzle or nothing more follows. Throws an Error
   * saying what is wrong for a puzzle or an attempt of the wrong shape.
   */
  hint(puzzle: P, attempt?: readonly (number | null | undefined)[] | null): Step<ShadeDeduction> | null;
  /** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
  explain(puzzle: P): Step<ShadeDeduction>[];
  /** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
  grade(puzzle: P): Grade;
}

/** Hint, explain and grade from a shading genre's explaining model and the meaning of its rules. */
export function shadingHints<P>(rules: ShadingHintRules<P>): ShadingHints<P> {
  const ladder: GradeLadder = {
    techniques: rules.techniques,
    easiest: "easy",
    unfinished: { level: "beyond", score: 1000 },
  };
  const reader = (puzzle: P, known: ReadonlySet<number>) => {
    const { width, cells } = rules.size(puzzle);
    const read = cellStepReader<ShadeDeduction>(
      width,
      known,
      (rule, r): CellStepMeaning<ShadeDeduction> | null => {
        if (r.variable >= cells) return null;
        const shaded = r.value === 0;
        const t = rules.meaning(rule, shaded, r, puzzle);
        return {
          technique: t.technique,
          message: `${shaded ? "is shaded" : "stays unshaded"}: ${t.why}`,
          deduction: { cell: r.variable, shaded },
        };
      },
    );
    return (r: LoggedRemoval) =>
      read(r.reason ? { ...r, reason: { ...r.reason, vars: r.reason.vars?.filter((v) => v < cells) } } : r);
  };
  const explain = (puzzle: P) => propagationSteps(rules.model(puzzle), reader(puzzle, new Set()));
  return {
    hint(puzzle, attempt) {
      const wrong = rules.wrong(puzzle, attempt ?? undefined);
      if (wrong.length > 0) throw new Error(wrong[0]!.message);
      const m = rules.model(puzzle);
      const known = fixCellStates(m, attempt);
      return known === null ? null : nextPropagationStep(m, reader(puzzle, known), { from: 0 });
    },
    explain,
    grade(puzzle) {
      const steps = explain(puzzle);
      return gradeFromSteps(steps, ladder, rules.size(puzzle).cells - steps.length);
    },
  };
}
