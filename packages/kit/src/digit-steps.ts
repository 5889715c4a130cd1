// Hints of the genres whose model has one integer variable per cell, a digit (Ripple Effect, Kropki,
// Skyscrapers-like genres): the explaining engine logs each removal of a digit with its rule, and a cell is
// decided when one digit is left. Reading that log as steps is the same for every such genre (the walk with
// trials is `propagationHints`'s); what a rule means to a person is the genre's. `digitHints` is the whole
// hint, explain and grade of such a genre whose attempt is a number a cell (Fillomino, Nanro, Ripple Effect).
import type { GridSize } from "./border-regions.js";
import type { LoggedRemoval } from "./cell-steps.js";
import { type DigitPlacement, placementStep } from "./digit-play.js";
import type { GradeLadder } from "./grade.js";
import {
  type AttemptEntries,
  assignAttemptNumbers,
  type ExplainingModel,
  type PropagationHints,
  propagationHints,
} from "./propagation-hints.js";
import type { Problem, Step } from "./types.js";

/** What the rule of the removal that left a cell one digit means: its technique and the reason shown. */
export interface DigitStepMeaning {
  technique: string;
  /** The words after "r2c3 must be 4: ". */
  why: string;
}

/**
 * Reads the removals of a model whose variable i is cell i of a grid `width` cells wide, holding one of
 * `domains[i]`, as steps: a step when a cell not in `known` is down to one digit, named by `meaning` of the
 * rule of the removal that left it (`"trial"` when a trial came since the last step), its reasons the cells
 * behind every removal of that cell. Variables past the grid are not read.
 */
export function digitStepReader(
  width: number,
  domains: readonly (readonly number[])[],
  known: Iterable<number>,
  meaning: (rule: string, removal: LoggedRemoval) => DigitStepMeaning,
): (removal: LoggedRemoval) => Step<DigitPlacement> | null {
  const decided = new Set(known);
  const left = domains.map((d) => new Set(d));
  const because = domains.map(() => new Set<number>());
  let trial = false;
  return (r) => {
    const cell = r.variable;
    const values = left[cell];
    if (values === undefined || !values.has(r.value)) return null;
    values.delete(r.value);
    const rule = r.reason?.rule ?? "trial";
    if (rule === "trial") trial = true;
    for (const v of r.reason?.vars ?? []) if (v < domains.length) because[cell]!.add(v);
    if (values.size !== 1 || decided.has(cell)) return null;
    decided.add(cell);
    const t = meaning(trial ? "trial" : rule, r);
    trial = false;
    return placementStep(width, t.technique, cell, [...values][0]!, t.why, [...because[cell]!]);
  };
}

/** What a genre tells {@link digitHints}. */
export interface DigitHintsOf<Puzzle extends GridSize> {
  /** What is wrong with a puzzle's shape (its values may be anything a caller sends). */
  shapeProblems(puzzle: Puzzle): readonly Problem[];
  /** What is wrong with an attempt's shape at a puzzle of the right shape. */
  attemptProblems(puzzle: Puzzle, attempt: AttemptEntries): readonly Problem[];
  /** The puzzle's explaining model, its variable i cell i's number; null when it contradicts itself at once. */
  model(puzzle: Puzzle): ExplainingModel | null;
  /** The numbers each cell may hold before any step, in order; a cell with one is decided. */
  cellDomains(puzzle: Puzzle): readonly (readonly number[])[];
  /**
   * The puzzle's givens, which the player never fills, and what a step says of any other cell `cellDomains`
   * leaves one number (Ripple Effect's room of one must be 1): such a cell is a step before any other. By
   * default every cell left one number is a given.
   */
  givens?: { cells(puzzle: Puzzle): readonly number[]; forced: DigitStepMeaning };
  /** What the rule of the removal that left a cell one number means to a person. */
  meaning(rule: string, removal: LoggedRemoval): DigitStepMeaning;
  /** The techniques, easiest first, and the grade each stands for. */
  ladder: GradeLadder;
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
  const worded = (step: Step<DigitPlacement>) => (reword === undefined ? step : reword(step));
  return propagationHints<Puzzle, DigitPlacement>({
    shapeProblems: of.shapeProblems,
    attemptProblems: of.attemptProblems,
    model: of.model,
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
      const read = digitStepReader(puzzle.width, of.cellDomains(puzzle), known, of.meaning);
      return (removal) => {
        const step = read(removal);
        return step === null ? null : worded(step);
      };
    },
    pieces: (puzzle) => cells(puzzle) - givens(puzzle).length,
    variables: cells,
    ladder: of.ladder,
  });
}
