import {
  beyondLadder,
  CIRCUIT_TECHNIQUES,
  explainingModel,
  type LineDeduction,
  lineStepReader,
  propagationHints,
  type Rung,
} from "@gridsmith/kit";
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

/** Turns each first decision about a line in a model's removals into a step; a cell's visit is no step. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const lines = lineCount(puzzle);
  return lineStepReader(
    {
      grid: puzzle,
      cellsOf: (v) => (v < lines ? lineEnds(puzzle, v) : [v - lines]),
      technique: (rule, vars) => techniqueOf(rule, vars, lines),
      why: WHY,
      drawn: ["on the loop", "not on the loop"],
    },
    known,
  );
}

/**
 * Country Road's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, LineDeduction>({
  shapeProblems,
  attemptProblems,
  model: explainingModel(buildModel),
  reader: (puzzle, _, known) => stepReader(puzzle, known),
  pieces: lineCount,
  variables: lineCount,
  ladder: LADDER,
});
