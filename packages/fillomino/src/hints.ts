import { digitHints, digitTechniques } from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel, cellDomains } from "./solve.js";

/** What a step decides: the cell at `row`, `col` (from 0) holds `value`. */
export type Placement = DigitPlacement;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = digitTechniques({
  "region-full": {
    score: 1,
    level: "easy",
    rules: ["sizedRegions.join", "sizedRegions.big"],
    why: "the regions of that number beside it would join into one too big",
  },
  "region-exit": {
    score: 2,
    level: "easy",
    rules: ["sizedRegions.exit"],
    why: "the region beside it cannot reach its size any other way",
  },
  "too-few-cells": {
    score: 3,
    level: "medium",
    rules: ["sizedRegions.small"],
    why: "too few cells around it could join a region of that size",
  },
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `propagationHints`): a step
 * decides a cell's number, named by the rule that decided it. An attempt's numbers are fixed first; an
 * empty cell of an attempt is undecided.
 */
export const hints = digitHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  model: buildModel,
  cellDomains,
  techniques: TECHNIQUES,
});
