import { digitHints, digitTechniques, easy } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel, cellDomains } from "./solve.js";

export type { DigitPlacement as Placement } from "@gridsmith/kit/digit-play";

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = digitTechniques({
  "region-full": easy(
    ["sizedRegions.join", "sizedRegions.big"],
    "the regions of that number beside it would join into one too big",
  ),
  "given-wall": easy(["allDifferent.nakedSingle"], "the other number left to it is held across a given wall"),
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
