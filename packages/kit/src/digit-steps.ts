// Hints of the genres whose model has one integer variable per cell, a digit (Ripple Effect, Kropki,
// Skyscrapers-like genres): the explaining engine logs each removal of a digit with its rule, and a cell is
// decided when one digit is left. Reading that log as steps is the same for every such genre (the walk with
// trials is `propagationHints`'s); what a rule means to a person is the genre's. `digitHints` is the whole
// hint, explain and grade of such a genre whose attempt is a number a cell (Fillomino, Nanro, Ripple Effect),
// with the same `trial` technique as the shading genres' where a genre names no rule.
import type { Model } from "@gridsmith/constraint";
import { cellMistakeStep } from "./attempt-answer.js";
import type { GridSize } from "./border-regions.js";
import type { LoggedRemoval } from "./cell-steps.js";
import { cellAt } from "./cells.js";
import { type DigitPlacement, placementStep } from "./digit-play.js";
import { beyondLadder } from "./grade.js";
import {
  type AttemptEntries,
  assignAttemptNumbers,
  type PropagationHints,
  propagationHints,
} from "./propagation-hints.js";
import { type RuleTechnique, ruleMeaning, TRIAL_RUNG } from "./rule-techniques.js";
import type { Problem, Step } from "./types.js";

/** What the rule of the removal that left a cell one digit means: its technique and the reason shown. */
export interface DigitStepMeaning {
  technique: string;
  /** The words after "r2c3 must be 4: ". */
  why: string;
}

/** What a step the genre names no rule of means: a trial, the other numbers leading to a contradiction. */
const TRIAL_MEANING: DigitStepMeaning = {
  technique: "trial",
  why: "anything else there leads to a contradiction",
};

/** A step of a digit genre as its techniques read it: the rule of the removal that left the cell one digit. */
export interface DigitStep {
  /** The rule (`trial` when a trial came since the last step). */
  rule: string;
  /** The removal. */
  removal: LoggedRemoval;
}

/** A digit genre's techniques, easiest first: each one's grade, the rules it reads and why (kit's `ruleMeaning`). */
export type DigitTechniques = Readonly<Record<string, RuleTechnique<DigitStep>>>;

/**
 * A digit genre's techniques: its own (easiest first, each with the rules it reads and why), then the `trial`
 * that {@link digitHints} names a step no technique claims, hardest.
 */
export function digitTechniques(techniques: DigitTechniques): DigitTechniques {
  return { ...techniques, trial: TRIAL_RUNG };
}

/** A cell left one value, as {@link lastValueReader} reads it. */
export interface LastValue<K> {
  /** The cell (its variable). */
  cell: number;
  /** The value left. */
  value: number;
  /** The rule of the removal that left it: `trial` when a trial (a removal without a reason) came since the last step. */
  rule: string;
  /** That removal. */
  removal: LoggedRemoval;
  /** The reasons of every removal from the cell, each once (by `key`), in the order met. */
  because: K[];
}

/**
 * Reads the removals of a model whose variable i is cell i, holding one of `domains[i]`: when a cell not in
 * `known` is down to one value, `step` says what that is (null: no step). `reasons` names what each removal
 * of a cell rests on (the clues, the cells of its rule), told apart by `key` (the reason itself by default).
 * Variables past the cells, and removals of a value already gone, are not read. The walk of every genre
 * whose cells each end with one value of many (digits, heights, letters).
 */
export function lastValueReader<K, S>(
  domains: readonly (readonly number[])[],
  known: Iterable<number>,
  reasons: (removal: LoggedRemoval) => Iterable<K>,
  step: (decided: LastValue<K>) => S | null,
  key: (reason: K) => unknown = (reason) => reason,
): (removal: LoggedRemoval) => S | null {
  const decided = new Set(known);
  const left = domains.map((d) => new Set(d));
  const because = domains.map(() => new Map<unknown, K>());
  let trial = false;
  return (r) => {
    const cell = r.variable;
    const values = left[cell];
    if (values === undefined || !values.delete(r.value)) return null;
    const rule = r.reason?.rule ?? "trial";
    if (rule === "trial") trial = true;
    for (const k of reasons(r)) because[cell]!.set(key(k), k);
    if (values.size !== 1 || decided.has(cell)) return null;
    decided.add(cell);
    const value = [...values][0]!;
    const found = {
      cell,
      value,
      rule: trial ? "trial" : rule,
      removal: r,
      because: [...because[cell]!.values()],
    };
    trial = false;
    return step(found);
  };
}

/**
 * Reads the removals of a model whose variable i is cell i of a grid `width` cells wide, holding one of
 * `domains[i]`, as steps ({@link lastValueReader}): a step when a cell not in `known` is down to one digit,
 * named by `meaning` of the rule of the removal that left it (`"trial"` when a trial came since the last step;
 * a `trial` that anything else leads to a contradiction where `meaning` is null), its reasons the cells behind
 * every removal of that cell. Variables past the grid are not read.
 */
export function digitStepReader(
  width: number,
  domains: readonly (readonly number[])[],
  known: Iterable<number>,
  meaning: (rule: string, removal: LoggedRemoval) => DigitStepMeaning | null,
): (removal: LoggedRemoval) => Step<DigitPlacement> | null {
  return lastValueReader(
    domains,
    known,
    (r) => (r.reason?.vars ?? []).filter((v) => v < domains.length),
    ({ cell, value, rule, removal, because }) => {
      const t = meaning(rule, removal) ?? TRIAL_MEANING;
      return placementStep(width, t.technique, cell, value, t.why, because);
    },
  );
}

/**
 * The step of a hint on a wrong number in cell `cell` of a grid `width` cells wide (technique `fix-mistake`):
 * "r2c3 is a mistake: in the puzzle's one solution it holds 4" (kit's {@link cellMistakeStep}; 0 "holds no
 * number"), writing `value`, the solution's.
 */
export function digitMistakeStep(width: number, cell: number, value: number): Step<DigitPlacement> {
  const says = value === 0 ? "holds no number" : `holds ${value}`;
  return cellMistakeStep(width, cell, says, { ...cellAt(cell, width), value });
}

/** What a genre tells {@link digitHints}. */
export interface DigitHintsOf<Puzzle extends GridSize> {
  /** What is wrong with a puzzle's shape (its values may be anything a caller sends). */
  shapeProblems(puzzle: Puzzle): readonly Problem[];
  /** What is wrong with an attempt's shape at a puzzle of the right shape. */
  attemptProblems(puzzle: Puzzle, attempt: AttemptEntries): readonly Problem[];
  /**
   * The puzzle's model built with `options` (`explaining`: every removal logged with its reason from the start;
   * a genre's `buildModel` as it is), its variable i cell i's number; null when it contradicts itself at once.
   */
  model(puzzle: Puzzle, options: { explaining: true }): Model | null;
  /** The numbers each cell may hold before any step, in order; a cell with one is decided. */
  cellDomains(puzzle: Puzzle): readonly (readonly number[])[];
  /**
   * The puzzle's givens, which the player never fills, and what a step says of any other cell `cellDomains`
   * leaves one number (Ripple Effect's room of one must be 1): such a cell is a step before any other. By
   * default every cell left one number is a given.
   */
  givens?: { cells(puzzle: Puzzle): readonly number[]; forced: DigitStepMeaning };
  /**
   * The techniques, easiest first, with the grade each one stands for, the rules each reads and why (`trial`
   * among them: see {@link digitTechniques}); a path that leaves cells undecided is "beyond". A rule no
   * technique claims, a trial's among them, makes a `trial` step, anything else leading to a contradiction.
   */
  techniques: DigitTechniques;
  /** Why a trial's step follows (default: anything else there leads to a contradiction). */
  trialWhy?: string;
  /** The step as the genre words it (Nanro: a 0 "holds no number"); the step as read by default. */
  reword?(step: Step<DigitPlacement>): Step<DigitPlacement>;
}

/**
 * Hint, explain and grade of a genre whose model's variable i is cell i's number and whose attempt is a
 * number a cell ({@link propagationHints}): an attempt's numbers 1 or more are fixed first (an empty cell is
 * undecided), and a step decides a cell's number, read by {@link digitStepReader}. The cells' variables alone
 * are tried; a solution decides every cell but the givens.
 */
export function digitHints<Puzzle extends GridSize>(
  of: DigitHintsOf<Puzzle>,
): PropagationHints<Puzzle, DigitPlacement> {
  const cells = (puzzle: Puzzle) => puzzle.width * puzzle.height;
  const decided = (puzzle: Puzzle) => of.cellDomains(puzzle).flatMap((d, i) => (d.length === 1 ? [i] : []));
  const givens = (puzzle: Puzzle) => of.givens?.cells(puzzle) ?? decided(puzzle);
  const { reword } = of;
  const techniqueOf = ruleMeaning(of.techniques);
  const trial = { technique: "trial", why: of.trialWhy ?? TRIAL_MEANING.why };
  const meaning = (rule: string, removal: LoggedRemoval) => techniqueOf({ rule, removal }) ?? trial;
  const worded = (step: Step<DigitPlacement>) => (reword === undefined ? step : reword(step));
  return propagationHints<Puzzle, DigitPlacement>({
    shapeProblems: of.shapeProblems,
    attemptProblems: of.attemptProblems,
    model: (puzzle) => {
      const model = of.model(puzzle, { explaining: true });
      return model === null ? null : { model };
    },
    fix: (puzzle, { model }, attempt) => assignAttemptNumbers(model, attempt, cells(puzzle), givens(puzzle)),
    builtSteps(puzzle, _, known) {
      const forced = of.givens?.forced;
      if (forced === undefined) return [];
      const given = new Set(givens(puzzle));
      const domains = of.cellDomains(puzzle);
      return decided(puzzle)
        .filter((i) => !given.has(i) && !known.has(i))
        .map((i) =>
          worded(placementStep(puzzle.width, forced.technique, i, domains[i]![0]!, forced.why, [])),
        );
    },
    reader: (puzzle, _, known) => {
      const read = digitStepReader(puzzle.width, of.cellDomains(puzzle), known, meaning);
      return (removal) => {
        const step = read(removal);
        return step === null ? null : worded(step);
      };
    },
    pieces: (puzzle) => cells(puzzle) - givens(puzzle).length,
    variables: cells,
    ladder: beyondLadder(of.techniques),
    mistake: (puzzle, cell, answer) => worded(digitMistakeStep(puzzle.width, cell, answer[cell]!)),
  });
}
