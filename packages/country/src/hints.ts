import { EASY, explainingModel, type LineStep, lineHints, lineTechniques } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { lineCount, lineEnds, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** How many of the variables a step's reason read are cells' visits (from the lines' count on), not lines. */
const visits = ({ vars, grid }: LineStep) => vars.filter((v) => v >= lineCount(grid)).length;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads (by the variables their reason read: lines, and cells' visits) and why.
 */
export const TECHNIQUES = lineTechniques({
  "cell-visit": {
    ...EASY,
    rules: ["linear*"],
    when: (step) => visits(step) > 0 && visits(step) < step.vars.length,
    why: "the loop passes a cell on two lines or not at all",
  },
  "room-once": {
    ...EASY,
    rules: ["linear*"],
    when: (step) => visits(step) === 0,
    why: "the loop enters every room exactly once",
  },
  // A rule over visits alone: a room's number, unless it is a `linear>=` of two cells across a border.
  "room-number": {
    ...EASY,
    rules: ["linear*"],
    when: ({ rule, vars }) => rule !== "linear>=" || vars.length !== 2,
    why: "a room's number counts the cells of it the loop visits",
  },
  "border-cells": {
    score: 2,
    level: "easy",
    rules: ["linear>="],
    why: "two cells beside each other across a room's border are not both left unvisited",
  },
});

/**
 * Country Road's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `lineHints`. A step is a line's first decision; a cell's visit (the variables from the lines' count
 * on) is no step.
 */
export const hints = lineHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  model: explainingModel(buildModel),
  cellsOf: (puzzle) => {
    const lines = lineCount(puzzle);
    return (v) => (v < lines ? lineEnds(puzzle, v) : [v - lines]);
  },
  techniques: TECHNIQUES,
  drawn: ["on the loop", "not on the loop"],
});
