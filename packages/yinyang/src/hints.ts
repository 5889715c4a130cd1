import { easy, medium, type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { NONE, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a black circle (`shaded`) or a white one. */
export type CellDeduction = ShadeDeduction;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "no-2x2": easy(
    ["table"],
    ({ shaded }) =>
      `a ${other(shaded)} circle would make a 2x2 block of one colour, or a checkerboard whose colours cannot both join up`,
  ),
  "keep-connected": medium(
    ["connected.*"],
    ({ shaded }) =>
      `the ${shaded ? "black" : "white"} circles need it to join up, or a ${other(shaded)} one could not join its own`,
  ),
});

/** The colour a step does not leave a cell (`black`: the step leaves it black). */
function other(black: boolean): string {
  return black ? "white" : "black";
}

/** The given cells, which no step decides. */
const givens = (puzzle: Puzzle) => puzzle.circles.flatMap((c, i) => (c === NONE ? [] : [i]));

/** Yin-Yang's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  techniques: TECHNIQUES,
  decided: (black) => `is ${black ? "black" : "white"}`,
  trialWhy: (black) => `a ${other(black)} circle there leads to a contradiction`,
  fixed: givens,
});
