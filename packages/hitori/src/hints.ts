import { BESIDE_SHADED, type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
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
  "beside-shaded": { score: 1, level: "easy", rules: ["linear<="], why: BESIDE_SHADED.why },
  "repeated-number": {
    score: 1,
    level: "easy",
    rules: ["linear>="],
    why: "its number is left unshaded elsewhere in its row or column",
  },
  "between-repeats": {
    score: 1,
    level: "easy",
    rules: ["hitori.between"],
    why: "shading it would leave both equal numbers beside it unshaded",
  },
  "touching-pair": {
    score: 1,
    level: "easy",
    rules: ["hitori.pair"],
    why: "two touching cells of its number already keep one unshaded",
  },
  "keep-connected": { score: 2, level: "medium" },
});

/** Hitori's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
