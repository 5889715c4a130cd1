import { digitHints, digitTechniques, EASY, easy, medium } from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel, cellDomains } from "./solve.js";

/** What a step decides: the cell at `row`, `col` (from 0) holds `value` (0: it holds no number). */
export type Placement = DigitPlacement;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = digitTechniques({
  "room-number": easy(["table"], "its room's number, and the numbers beside it, leave nothing else"),
  "room-count": easy(["linear="], "its room's number counts its numbered cells"),
  "across-border": EASY,
  "no-block": easy(["linear<="], "otherwise a 2x2 block would be all numbered"),
  "keep-connected": medium(["connected.*"], "the numbered cells must stay connected"),
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `propagationHints`): a step
 * decides a cell's number, 0 for none ("must be 0": it stays empty), named by the rule that decided it. An
 * attempt's numbers are fixed first; an empty cell of an attempt is undecided.
 */
export const hints = digitHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  model: buildModel,
  cellDomains,
  reword: (step) =>
    step.deductions[0]!.value !== 0
      ? step
      : { ...step, message: step.message.replace(" must be 0:", " holds no number:") },
  techniques: TECHNIQUES,
});
