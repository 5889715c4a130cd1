// Hints of the genres played on a grid framed by its clues (Skyscrapers, Easy as ABC): the model's variable i
// is grid cell i's value, an attempt's values are fixed first, and a step decides a cell, named and pointed at
// on the framed board (kit's `framedPlacementStep`).
import type { Model } from "@gridsmith/constraint";
import { mistakeWords } from "./attempt-answer.js";
import type { GridSize } from "./border-regions.js";
import type { LoggedRemoval } from "./cell-steps.js";
import { type DigitPlacement, framedPlacementStep } from "./digit-play.js";
import { type LastValue, lastValueReader } from "./digit-steps.js";
import type { GradeLadder } from "./grade.js";
import {
  assignAttemptNumbers,
  explainingModel,
  type PropagationHints,
  propagationHints,
} from "./propagation-hints.js";
import type { Cell, Problem, Step } from "./types.js";

/** How a framed genre reads the steps of one puzzle (see {@link FramedDigitHintsOf}). */
export interface FramedStepReading {
  /** The framed cells (clues among them) a removal rests on. */
  reasons(removal: LoggedRemoval): Cell[];
  /** What deciding a cell means: its technique, and what the step says after the cell's name ("must be 4: ..."). */
  says(decided: LastValue<Cell>): { technique: string; says: string };
}

/** What a framed-clue genre tells {@link framedDigitHints}. */
export interface FramedDigitHintsOf<Puzzle extends GridSize> {
  /** The puzzle's shape problems (its from-json.ts's). */
  shapeProblems(puzzle: Puzzle): Problem[];
  /** An attempt's shape problems (its from-json.ts's). */
  attemptProblems(puzzle: Puzzle, attempt: unknown): Problem[];
  /** The genre's model of a puzzle of the right shape, variable i grid cell i; made explaining here. */
  buildModel(puzzle: Puzzle): Model | null;
  /** The values every grid cell may hold before any step, in order. */
  values(puzzle: Puzzle): readonly number[];
  /** How the steps of `puzzle` are read: made once a walk, so it can index the puzzle's clues. */
  reading(puzzle: Puzzle): FramedStepReading;
  /** How many cells a logical solution decides. */
  pieces(puzzle: Puzzle): number;
  /** The genre's techniques and grades. */
  ladder: GradeLadder;
}

/**
 * Hint, explain and grade of a genre played on a grid framed by its clues ({@link propagationHints}): an
 * attempt's values (0 or null: none) are fixed first, one no cell can hold is a clash; a step is a grid cell
 * down to one value (kit's `lastValueReader`), its reasons the framed cells the removals from it rest on.
 */
export function framedDigitHints<Puzzle extends GridSize>(
  of: FramedDigitHintsOf<Puzzle>,
): PropagationHints<Puzzle, DigitPlacement> {
  const cells = (puzzle: Puzzle) => puzzle.width * puzzle.height;
  return propagationHints<Puzzle, DigitPlacement>({
    shapeProblems: of.shapeProblems,
    attemptProblems: of.attemptProblems,
    model: explainingModel((puzzle: Puzzle) => of.buildModel(puzzle)),
    fix: (puzzle, { model }, attempt) => assignAttemptNumbers(model, attempt, cells(puzzle), []),
    reader(puzzle, _, known) {
      const { reasons, says } = of.reading(puzzle);
      const values = of.values(puzzle);
      return lastValueReader<Cell, Step<DigitPlacement>>(
        Array.from({ length: cells(puzzle) }, () => values),
        known,
        reasons,
        (decided) => {
          const { technique, says: words } = says(decided);
          return framedPlacementStep(puzzle, technique, decided.cell, decided.value, words, decided.because);
        },
        (c) => `${c.row},${c.col}`,
      );
    },
    pieces: of.pieces,
    ladder: of.ladder,
    mistake: (puzzle, cell, answer) =>
      framedPlacementStep(
        puzzle,
        "fix-mistake",
        cell,
        answer[cell]!,
        mistakeWords("holds another value (Apply writes it)"),
        [],
      ),
  });
}
