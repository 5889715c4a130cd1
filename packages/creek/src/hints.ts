import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques({
  "corner-count": {
    score: 1,
    level: "easy",
    rules: ["linear*"],
    why: ({ shaded }) =>
      `the number on a corner of it needs ${shaded ? "every cell left around it shaded" : "no more shaded cells around it"}`,
  },
  "keep-connected": { score: 2, level: "medium" },
});

/** Creek's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
