import { beyondLadder, CIRCUIT_TECHNIQUES, explainingModel, lineHints, type Rung } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { lineCount, lineEnds, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  ...CIRCUIT_TECHNIQUES,
  "cell-visit": { score: 1, level: "easy" },
  "room-once": { score: 1, level: "easy" },
  "room-number": { score: 1, level: "easy" },
  "border-cells": { score: 2, level: "easy" },
  trial: { score: 10, level: "hard" },
};

const LADDER = beyondLadder(TECHNIQUES);

const WHY: Record<string, string> = {
  "cell-visit": "the loop passes a cell on two lines or not at all",
  "room-once": "the loop enters every room exactly once",
  "room-number": "a room's number counts the cells of it the loop visits",
  "border-cells": "two cells beside each other across a room's border are not both left unvisited",
};

/**
 * The technique of a rule of the model (see `buildModel`), from the variables its reason read: lines (below
 * `lines`) and cells' visits (from `lines` on).
 */
function techniqueOf(rule: string, vars: readonly number[], lines: number): string {
  if (!rule.startsWith("linear")) return "trial";
  const visits = vars.filter((v) => v >= lines).length;
  if (visits === 0) return "room-once";
  if (visits < vars.length) return "cell-visit";
  return rule === "linear>=" && vars.length === 2 ? "border-cells" : "room-number";
}

/**
 * Country Road's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `lineHints`. A step is a line's first decision; a cell's visit (the variables from the lines' count
 * on) is no step.
 */
export const hints = lineHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  model: explainingModel(buildModel),
  steps: (puzzle) => {
    const lines = lineCount(puzzle);
    return {
      cellsOf: (v) => (v < lines ? lineEnds(puzzle, v) : [v - lines]),
      technique: (rule, vars) => techniqueOf(rule, vars, lines),
    };
  },
  why: WHY,
  drawn: ["on the loop", "not on the loop"],
  ladder: LADDER,
});
