import { type Model, propagationSteps } from "@gridsmith/constraint";
import {
  type DigitStepMeaning,
  digitStepReader,
  type Grade,
  type GradeLadder,
  gradeFromSteps,
  nextDigitStep,
  type Rung,
  type Step,
} from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel, cellDomains } from "./solve.js";

/** What a step decides: the cell at `row`, `col` (from 0) holds `value`. */
export type Placement = DigitPlacement;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "only-number": { score: 1, level: "easy" },
  "only-place": { score: 1, level: "easy" },
  ripple: { score: 1, level: "easy" },
  subset: { score: 3, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** What a removal's rule means to a person: its technique and the reason a message gives. */
function meaning(rule: string): DigitStepMeaning {
  if (rule === "allDifferent.nakedSingle")
    return { technique: "only-number", why: "every other number of its room is already placed" };
  if (rule === "allDifferent.hiddenSingle")
    return { technique: "only-place", why: "it is the only place left in its room for that number" };
  if (rule === "allDifferent.matching")
    return { technique: "subset", why: "the other cells of its room need its other numbers" };
  if (rule === "table")
    return { technique: "ripple", why: "each other number has its twin too close in the row or column" };
  return { technique: "trial", why: "any other number there leads to a contradiction" };
}

/** The explaining model with an attempt's numbers fixed; null when they clash at once. */
function modelFor(puzzle: Puzzle, attempt?: readonly (number | null | undefined)[] | null): Model | null {
  const m = buildModel(puzzle);
  m.explaining = true;
  for (let i = 0; i < Math.min(attempt?.length ?? 0, puzzle.width * puzzle.height); i++) {
    const v = attempt![i];
    if (typeof v === "number" && v >= 1 && (!m.has(i, v) || !m.assign(i, v))) return null;
  }
  return m;
}

/** Each cell decided by the puzzle (a given, a room of one cell) or the attempt: a step decides the others. */
function knownCells(puzzle: Puzzle, attempt?: readonly (number | null | undefined)[] | null): number[] {
  return cellDomains(puzzle).flatMap((d, i) => (d.length === 1 || (attempt?.[i] ?? 0) > 0 ? [i] : []));
}

/**
 * The next logical deduction from an attempt (each cell's number, 0 or null for none): the first cell the
 * engine's propagation leaves one number, with the rule that forced it; failing that, one found by trying a
 * number that fails at once. Null when the attempt contradicts the puzzle or nothing more follows. Throws an
 * Error saying what is wrong for a puzzle or an attempt of the wrong shape.
 */
export function hint(
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[] | null,
): Step<Placement> | null {
  const wrong = [...shapeProblems(puzzle), ...(attempt == null ? [] : attemptProblems(puzzle, attempt))];
  if (wrong.length > 0) throw new Error(wrong[0]!.message);
  const m = modelFor(puzzle, attempt);
  if (m === null) return null;
  const read = digitStepReader(puzzle.width, cellDomains(puzzle), knownCells(puzzle, attempt), meaning);
  return nextDigitStep(m, read);
}

/** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
export function explain(puzzle: Puzzle): Step<Placement>[] {
  const m = modelFor(puzzle);
  if (m === null) return [];
  return propagationSteps(m, digitStepReader(puzzle.width, cellDomains(puzzle), knownCells(puzzle), meaning));
}

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export function grade(puzzle: Puzzle): Grade {
  const steps = explain(puzzle);
  return gradeFromSteps(
    steps,
    LADDER,
    puzzle.width * puzzle.height - knownCells(puzzle).length - steps.length,
  );
}
