import { digitHints, digitTechniques, easy } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { NO_GIVEN, type Puzzle } from "./puzzle.js";
import { buildModel, cellDomains } from "./solve.js";

export type { DigitPlacement as Placement } from "@gridsmith/kit/digit-play";

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = digitTechniques({
  "only-number": easy(["allDifferent.nakedSingle"], "every other number of its room is already placed"),
  "only-place": easy(["allDifferent.hiddenSingle"], "it is the only place left in its room for that number"),
  ripple: easy(["table"], "each other number has its twin too close in the row or column"),
  subset: {
    score: 3,
    level: "medium",
    rules: ["allDifferent.matching"],
    why: "the other cells of its room need its other numbers",
  },
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `propagationHints`): a step
 * places a number where one is left, named by the rule that left it (the room's all-different, or a ripple
 * pair's table). An attempt's numbers (0 or null for none) are fixed first. A room of one is a step first.
 */
export const hints = digitHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  model: buildModel,
  cellDomains,
  // The given numbers and `?` cells; a room of one, which must hold 1, is the player's to fill.
  givens: {
    cells: (p) => p.givens.flatMap((g, i) => (g === NO_GIVEN ? [] : [i])),
    forced: { technique: "only-number", why: "its room has no other cell" },
  },
  techniques: TECHNIQUES,
  trialWhy: "any other number there leads to a contradiction",
});
