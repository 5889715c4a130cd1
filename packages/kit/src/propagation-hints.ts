// Hint, explain and grade read off an explaining engine model. Every genre on the engine walks the same way:
// refuse a puzzle or an attempt of the wrong shape, fix what the player has decided, propagate, read the
// engine's log of removals as steps, and try a value where propagation stalls. What a removal means to a
// person, how an attempt is fixed and how many decisions a solution makes are the genre's.
import {
  fixCellStates,
  type Model,
  nextPropagationStep,
  propagationSteps,
  type Removal,
} from "@gridsmith/constraint";
import { firstWrongPiece } from "./attempt-answer.js";
import { type GradeLadder, gradeFromSteps } from "./grade.js";
import type { Grade, Problem, Step } from "./types.js";

/** An attempt's entries as hints take them: one a piece, null or undefined where nothing is played. */
export type AttemptEntries = readonly (number | null | undefined)[];

/**
 * The `fix` of the genres whose attempt is a number per cell and whose model's variable `i` is cell `i`
 * (Fillomino, Nanro, Skyscrapers, Easy as ABC): each number 1 or more of `attempt` in the first `cells`
 * cells, in a cell not already `decided`, is assigned in `model`, and -1 (a cell the player marked empty, as
 * a play model's `hintInput` keeps it) assigns 0. Returns the cells decided then (`decided`
 * and those), or null when a number cannot stand where it is (a number past the cell's values included).
 */
export function assignAttemptNumbers(
  model: Model,
  attempt: AttemptEntries,
  cells: number,
  decided: Iterable<number>,
): Set<number> | null {
  const known = new Set(decided);
  for (let i = 0; i < Math.min(attempt.length, cells); i++) {
    const v = attempt[i];
    if (typeof v !== "number" || (v < 1 && v !== -1) || known.has(i)) continue;
    known.add(i);
    const value = v === -1 ? 0 : v;
    if (!model.has(i, value) || !model.assign(i, value)) return null;
  }
  return known;
}

/** A genre's explaining model of a puzzle (each removal logged with the rule that made it), and what else
 * its reader needs (Shikaku's rectangles). */
export interface ExplainingModel {
  /** The model. */
  model: Model;
}

/** What a genre tells {@link propagationHints}. */
export interface PropagationHintsOf<Puzzle, D, Built extends ExplainingModel = ExplainingModel> {
  /** What is wrong with a puzzle's shape (its values may be anything a caller sends). */
  shapeProblems(puzzle: Puzzle): readonly Problem[];
  /**
   * A puzzle of the wrong shape is refused rather than thrown (as kit's contract has it by default): hint
   * answers null, explain no steps and grade the level "invalid", none of them working on it. By default hint
   * throws an Error naming its first problem, and explain and grade take the puzzle as it is.
   */
  refuseWrongShape?: boolean;
  /**
   * What is wrong with an attempt's shape at a puzzle of the right shape: hint throws the first problem's
   * message as an Error. A genre gives this or {@link readAttempt}.
   */
  attemptProblems?(puzzle: Puzzle, attempt: AttemptEntries): readonly Problem[];
  /**
   * Reads an attempt (not null) at a puzzle of the right shape as hint takes it, throwing the genre's own
   * error for one of the wrong shape (Slitherlink's ParseError naming the path, `attempt[3]`): in place of
   * {@link attemptProblems}, for a genre whose reader of attempts throws already.
   */
  readAttempt?(puzzle: Puzzle, attempt: unknown): AttemptEntries;
  /** The puzzle's explaining model; null when the puzzle contradicts itself at once. */
  model(puzzle: Puzzle): Built | null;
  /**
   * Fixes the pieces the attempt decides in the model and returns them (a hint passes over them), or null
   * when they clash with it at once. By default a piece is variable i, 1 "yes" and -1 "no"
   * (constraint's `fixCellStates`).
   */
  fix?(puzzle: Puzzle, built: Built, attempt: AttemptEntries): Set<number> | null;
  /**
   * The steps of pieces the model holds decided as it is built, with no removal logged for them (a variable
   * made with one value that is no given: Ripple Effect's room of one), each piece not in `known`. They come
   * before every step of the log; without them such a piece is never hinted and a player following hints
   * never fills it.
   */
  builtSteps?(puzzle: Puzzle, built: Built, known: ReadonlySet<number>): Step<D>[];
  /** Reads each removal that decides a piece not in `known` as a step; null for any other removal. */
  reader(puzzle: Puzzle, built: Built, known: ReadonlySet<number>): (removal: Removal) => Step<D> | null;
  /** How many pieces a solution decides: what the steps leave of them grades a path as unfinished. */
  pieces(puzzle: Puzzle): number;
  /** The techniques, easiest first, and the grade each stands for. */
  ladder: GradeLadder;
  /** How many of the model's variables, from 0, are the puzzle's own, for trials to try (default all). */
  variables?(puzzle: Puzzle): number;
  /** The trials' budget, in probes per value of the pieces left (default constraint's `TRIAL_PROBES_PER_VALUE`). */
  trialProbesPerValue?: number;
  /**
   * The step that names a wrong piece of an attempt (technique `fix-mistake`): `piece` is the attempt's entry,
   * `answer` the model's values in the puzzle's one solution; its deductions set the piece as the answer has it,
   * so the board carries the correction out. With it, a hint first compares the attempt with the answer
   * ({@link firstWrongPiece}) and never builds on a mistake; without it, a hint takes the attempt as it is.
   */
  mistake?(puzzle: Puzzle, piece: number, answer: readonly number[]): Step<D>;
}

/** A genre's hint, explain and grade. */
export interface PropagationHints<Puzzle, D> {
  /**
   * The next logical deduction from an attempt: where the genre words mistakes and the puzzle has one solution
   * (found within a node budget), the attempt's first piece that differs from it, corrected; else the first
   * piece the engine's propagation decides, with the rule that forced it; failing that, a piece decided once
   * values that fail at once are taken out. Null when the attempt contradicts the puzzle or nothing more
   * follows. Throws an Error saying what is wrong for a puzzle (null where the genre refuses one) or an
   * attempt (the genre's own error where it reads attempts) of the wrong shape, and constraint's
   * `TrialBudgetExceeded` when the trials' budget (proportional to the values left) ran out before a step was
   * found.
   */
  hint(puzzle: Puzzle, attempt?: AttemptEntries | null): Step<D> | null;
  /**
   * The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck or when
   * the trials' budget runs out (then it is unfinished, and graded so).
   */
  explain(puzzle: Puzzle): Step<D>[];
  /** The grade of the hardest technique the logical solution needs; the ladder's unfinished one when stuck. */
  grade(puzzle: Puzzle): Grade;
}

/**
 * The `model` of {@link propagationHints} for a genre whose model builder needs nothing more: the built model
 * with explaining on (null stays null: the puzzle contradicts itself at once).
 */
export function explainingModel<Puzzle>(
  build: (puzzle: Puzzle) => Model | null,
): (puzzle: Puzzle) => ExplainingModel | null {
  return (puzzle) => {
    const model = build(puzzle);
    if (model === null) return null;
    model.explaining = true;
    return { model };
  };
}

/**
 * The `model` of {@link propagationHints} for a genre whose builder answers its model with what its reader
 * needs besides (Hashikake's bridge spans, Tentaisho's stars): the built value, its model explaining.
 */
export function explainingBuild<Puzzle, Built extends ExplainingModel>(
  build: (puzzle: Puzzle) => Built,
): (puzzle: Puzzle) => Built {
  return (puzzle) => {
    const built = build(puzzle);
    built.model.explaining = true;
    return built;
  };
}

/** Hint, explain and grade of a genre whose rules are an explaining engine model (see the file's head). */
export function propagationHints<Puzzle, D, Built extends ExplainingModel = ExplainingModel>(
  of: PropagationHintsOf<Puzzle, D, Built>,
): PropagationHints<Puzzle, D> {
  if (!of.attemptProblems === !of.readAttempt)
    throw new Error("propagationHints takes one of attemptProblems and readAttempt");
  const fix =
    of.fix ?? ((_: Puzzle, built: Built, attempt: AttemptEntries) => fixCellStates(built.model, attempt));
  /** Whether explain and grade refuse the puzzle (hint refuses on the problems it reads anyway). */
  const refused = (puzzle: Puzzle) => of.refuseWrongShape === true && of.shapeProblems(puzzle).length > 0;
  /** The attempt as the walk reads it; throws for a puzzle (`wrongShape` its problems) or an attempt of the wrong shape. */
  function attemptEntries(
    puzzle: Puzzle,
    wrongShape: readonly Problem[],
    attempt: AttemptEntries | null | undefined,
  ): AttemptEntries | null {
    const wrong = [
      ...wrongShape,
      ...(attempt == null || !of.attemptProblems ? [] : of.attemptProblems(puzzle, attempt)),
    ];
    if (wrong.length > 0) throw new Error(wrong[0]!.message);
    if (attempt == null) return null;
    return of.readAttempt ? of.readAttempt(puzzle, attempt) : attempt;
  }
  /** The steps of the whole path, the puzzle's shape taken as it is. */
  function steps(puzzle: Puzzle): Step<D>[] {
    const built = of.model(puzzle);
    if (built === null) return [];
    const first = of.builtSteps?.(puzzle, built, new Set()) ?? [];
    const read = of.reader(puzzle, built, new Set());
    const options = { variables: of.variables?.(puzzle), probesPerValue: of.trialProbesPerValue };
    return [...first, ...propagationSteps(built.model, read, options)];
  }
  return {
    hint(puzzle, given) {
      const wrongShape = of.shapeProblems(puzzle);
      if (of.refuseWrongShape && wrongShape.length > 0) return null;
      const attempt = attemptEntries(puzzle, wrongShape, given);
      if (of.mistake && attempt !== null) {
        const wrongPiece = firstWrongPiece(puzzle, attempt, of.model, fix);
        if (wrongPiece !== null) return of.mistake(puzzle, wrongPiece.piece, wrongPiece.answer);
      }
      const built = of.model(puzzle);
      if (built === null) return null;
      const m = built.model;
      const known = attempt === null ? new Set<number>() : fix(puzzle, built, attempt);
      if (known === null) return null;
      const decidedAtBuild = of.builtSteps?.(puzzle, built, known)[0];
      // A step the model was built with stands when the attempt does not contradict the puzzle.
      if (decidedAtBuild !== undefined) return m.propagate() ? decidedAtBuild : null;
      // A trial may remove one value of many (a height of a skyscraper) and decide no piece yet: then it
      // stands, and the walk goes on to the first removal that decides one, within the trials' budget.
      const read = of.reader(puzzle, built, known);
      const variables = of.variables?.(puzzle);
      return nextPropagationStep(m, read, { from: 0, variables, probesPerValue: of.trialProbesPerValue });
    },
    explain(puzzle) {
      return refused(puzzle) ? [] : steps(puzzle);
    },
    grade(puzzle) {
      if (refused(puzzle)) return { level: "invalid", score: 0 };
      const path = steps(puzzle);
      return gradeFromSteps(path, of.ladder, of.pieces(puzzle) - path.length);
    },
  };
}
