import type { AttemptEntries, ExplainingModel, Grade, Step } from "@gridsmith/kit";
import {
  assignAttemptNumbers,
  digitMistakeStep,
  firstWrongPiece,
  gradeFromSteps,
  invalidPuzzleStep,
  mistakeStep,
  rankedLadder,
} from "@gridsmith/kit";
import { placementPath } from "@gridsmith/kit/digit-play";
import { Board, type Placement, TECHNIQUES } from "./logic.js";
import type { Puzzle, Solution } from "./puzzle.js";
import { check, validate } from "./rules.js";
import { readAttempt } from "./shape.js";
import { buildModel } from "./solve.js";

// The answer a hint compares an attempt with (kit's `firstWrongPiece`): the solver's model, variable i cell i's
// digit. One function object, so that the answer is found once per puzzle object.
const answerModel = (puzzle: Puzzle): ExplainingModel => ({ model: buildModel(puzzle) });
const fixDigits = (puzzle: Puzzle, { model }: ExplainingModel, attempt: AttemptEntries) =>
  assignAttemptNumbers(
    model,
    attempt,
    puzzle.givens.length,
    puzzle.givens.flatMap((g, i) => (g > 0 ? [i] : [])),
  );

function valuesOf(puzzle: Puzzle, attempt?: readonly number[]): number[] {
  return puzzle.givens.map((g, i) => g || (attempt?.[i] ?? 0));
}

/**
 * The next logical step from the player's attempt: a mistake to fix first (a digit the puzzle's one solution,
 * found within kit's node budget, does not have, corrected; else a rule the digits break), else the easiest forced digit
 * (the last cell of a cage, a naked or hidden single, a cage combination, the rule of 45, propagation,
 * trial), or null. An attempt that is not a list of at most size * size digits 0 to size (null for empty)
 * throws a ParseError naming the path (`attempt[3]`).
 */
export function hint(puzzle: Puzzle, attempt?: Partial<Solution> | Solution | null): Step<Placement> | null {
  const invalid = validate(puzzle)[0];
  if (invalid) return invalidPuzzleStep(invalid);
  const entered = readAttempt(attempt ?? undefined, puzzle.size);
  // A digit that breaks no rule yet may still be wrong: every step built on it would mislead.
  const wrong = firstWrongPiece(puzzle, entered, answerModel, fixDigits);
  if (wrong !== null) return digitMistakeStep(puzzle.size, wrong.piece, wrong.answer[wrong.piece]!);
  const mistake = check(puzzle, entered)[0];
  if (mistake) return mistakeStep(mistake);
  return new Board(puzzle, valuesOf(puzzle, entered)).nextStep();
}

/** The logical solution path from the givens: every step places one digit. Stops where logic runs out. */
export function explain(puzzle: Puzzle): Step<Placement>[] {
  return explainUntil(puzzle, () => false);
}

/**
 * {@link explain}'s path cut after its first step that `last` picks (the whole path when none does). The
 * generator's easing needs only the first step above its target grade, and the steps after it (propagation
 * and trial among them) were most of its time.
 */
export function explainUntil(puzzle: Puzzle, last: (step: Step<Placement>) => boolean): Step<Placement>[] {
  if (validate(puzzle).length > 0) return [];
  let stopped = false;
  return placementPath(valuesOf(puzzle), puzzle.size, (now) => {
    if (stopped) return null;
    const step = new Board(puzzle, now).nextStep();
    stopped = step !== null && last(step);
    return step;
  });
}

const LEVELS = ["easy", "easy", "medium", "medium", "medium", "hard", "expert", "extreme"] as const;
const LADDER = rankedLadder(TECHNIQUES, LEVELS);

/** The grade a technique stands for (`extreme` for one this ladder does not know). */
export function techniqueLevel(technique: string): string {
  const i = TECHNIQUES.indexOf(technique as (typeof TECHNIQUES)[number]);
  return i < 0 ? "extreme" : LEVELS[i]!;
}

/**
 * Difficulty from the hardest technique the solution path needs: easy (last cells, naked singles), medium
 * (hidden singles, cage combinations, the rule of 45), hard (propagation), expert (trial), extreme (search is
 * needed). The score is 100 per level of that technique plus the number of steps that needed it.
 */
export function grade(puzzle: Puzzle): Grade {
  return gradeOfPath(puzzle, explain(puzzle));
}

/** {@link grade} from the puzzle's whole path as {@link explain} gives it (the generator has it at hand). */
export function gradeOfPath(puzzle: Puzzle, steps: readonly Step<Placement>[]): Grade {
  if (validate(puzzle).length > 0) return { level: "invalid", score: 0 };
  return gradeFromSteps(steps, LADDER, valuesOf(puzzle).filter((d) => d === 0).length - steps.length);
}
