import type { Grade, Step } from "@gridsmith/kit";
import {
  digitMistakeStep,
  gradeFromSteps,
  invalidPuzzleStep,
  mistakeStep,
  rankedLadder,
} from "@gridsmith/kit";
import { placementPath } from "@gridsmith/kit/digit-play";
import { Board, type Placement, TECHNIQUES } from "./logic.js";
import { firstWrongDigit, oneAnswer } from "./mistakes.js";
import type { Puzzle, Solution } from "./puzzle.js";
import { check, readAttempt, validate } from "./rules.js";

/**
 * The next logical step from the player's attempt: a mistake to fix first (a digit the one solution does not
 * have, corrected: technique `fix-mistake`; else a rule the digits break), else the easiest forced digit
 * (a last cell, a combination both entries agree on, a digit an entry needs with one place for it, a single
 * left after propagation), or null when none of those finds one. An attempt that is not a list of at most
 * rows * cols digits 0-9 (null for empty) throws a ParseError naming the path (`attempt[3]`).
 */
export function hint(puzzle: Puzzle, attempt?: Partial<Solution> | Solution | null): Step<Placement> | null {
  const invalid = validate(puzzle)[0];
  if (invalid) return invalidPuzzleStep(invalid);
  // Throws a ParseError naming the path for an attempt of the wrong shape, before anything else reads it.
  const { values } = readAttempt(puzzle, attempt);
  // The type's own check (`checkAttempt`): the first digit that differs from the one solution (found within a
  // budget), corrected; where no one solution is known, the first rule the digits break, named.
  if (values.some((v) => v !== 0)) {
    const answer = oneAnswer(puzzle);
    const wrong = answer === null ? -1 : firstWrongDigit(puzzle, answer, values);
    if (wrong >= 0) return digitMistakeStep(puzzle.cols, wrong, answer![wrong]!);
    const broken = check(puzzle, attempt)[0];
    if (broken) return mistakeStep(broken);
  }
  return new Board(puzzle, values).nextStep();
}

/** The logical solution path from the givens: every step places one digit. Stops where logic runs out. */
export function explain(puzzle: Puzzle): Step<Placement>[] {
  if (validate(puzzle).length > 0) return [];
  const values = readAttempt(puzzle, undefined).values;
  return placementPath(values, puzzle.cols, (now) => new Board(puzzle, now).nextStep());
}

const LEVELS = ["easy", "easy", "medium", "hard", "expert", "extreme"] as const;
const LADDER = rankedLadder(TECHNIQUES, LEVELS);

/**
 * Difficulty from the hardest technique the solution path needs: easy (last cells and combinations), medium
 * (hidden singles), hard (propagation), expert (trial: a digit that leads to a contradiction), extreme
 * (none of these finishes it; search is needed, or the puzzle has no single solution).
 * The score is 100 per level of that technique plus the number of steps that needed it.
 */
export function grade(puzzle: Puzzle): Grade {
  if (validate(puzzle).length > 0) return { level: "invalid", score: 0 };
  const steps = explain(puzzle);
  return gradeFromSteps(
    steps,
    LADDER,
    new Board(puzzle, readAttempt(puzzle, undefined).values).empties().length - steps.length,
  );
}
