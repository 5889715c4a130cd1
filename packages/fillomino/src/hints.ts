import {
  assignAttemptNumbers,
  type DigitStepMeaning,
  digitStepReader,
  type GradeLadder,
  propagationHints,
  type Rung,
} from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel, cellDomains } from "./solve.js";

/** What a step decides: the cell at `row`, `col` (from 0) holds `value`. */
export type Placement = DigitPlacement;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "region-full": { score: 1, level: "easy" },
  "region-exit": { score: 2, level: "easy" },
  "too-few-cells": { score: 3, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** What a removal's rule means to a person: its technique and the reason a message gives. */
function meaning(rule: string): DigitStepMeaning {
  if (rule === "sizedRegions.join" || rule === "sizedRegions.big")
    return {
      technique: "region-full",
      why: "the regions of that number beside it would join into one too big",
    };
  if (rule === "sizedRegions.exit")
    return { technique: "region-exit", why: "the region beside it cannot reach its size any other way" };
  if (rule === "sizedRegions.small")
    return { technique: "too-few-cells", why: "too few cells around it could join a region of that size" };
  return { technique: "trial", why: "anything else there leads to a contradiction" };
}

/** The cells decided before any step: a given number. */
const decidedCells = (puzzle: Puzzle) => cellDomains(puzzle).flatMap((d, i) => (d.length === 1 ? [i] : []));

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `propagationHints`): a step
 * decides a cell's number, named by the rule that decided it. An attempt's numbers are fixed first; an
 * empty cell of an attempt is undecided.
 */
export const hints = propagationHints<Puzzle, Placement>({
  shapeProblems,
  attemptProblems,
  model: (puzzle) => ({ model: buildModel(puzzle, { explaining: true }) }),
  fix: (puzzle, { model }, attempt) =>
    assignAttemptNumbers(model, attempt, puzzle.width * puzzle.height, decidedCells(puzzle)),
  reader: (puzzle, _, known) => digitStepReader(puzzle.width, cellDomains(puzzle), known, meaning),
  pieces: (puzzle) => puzzle.width * puzzle.height - decidedCells(puzzle).length,
  variables: (puzzle) => puzzle.width * puzzle.height,
  ladder: LADDER,
});
