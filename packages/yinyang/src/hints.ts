import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { NONE, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a black circle (`shaded`) or a white one. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "no-2x2": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
});

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and the colour it left. */
function techniqueOf(rule: string, black: boolean): { technique: string; why: string } {
  const other = black ? "white" : "black";
  if (rule === "table")
    return {
      technique: "no-2x2",
      why: `a ${other} circle would make a 2x2 block of one colour, or a checkerboard whose colours cannot both join up`,
    };
  if (rule.startsWith("connected."))
    return {
      technique: "keep-connected",
      why: `the ${black ? "black" : "white"} circles need it to join up, or a ${other} one could not join its own`,
    };
  return { technique: "trial", why: `a ${other} circle there leads to a contradiction` };
}

/** The given cells, which no step decides. */
const givens = (puzzle: Puzzle) => puzzle.circles.flatMap((c, i) => (c === NONE ? [] : [i]));

/** Yin-Yang's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  meaning: techniqueOf,
  decided: (black) => `is ${black ? "black" : "white"}`,
  fixed: givens,
  techniques: TECHNIQUES,
});
