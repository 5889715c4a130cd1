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
  "numbered-cell": {
    score: 1,
    level: "easy",
    rules: ["kurodoko.number"],
    why: "a numbered cell is never shaded",
  },
  "beside-shaded": { score: 1, level: "easy", rules: ["linear<="], why: BESIDE_SHADED.why },
  // A number's sight lines (`regular`) and their sum (`linear=`) are one technique, the number's count.
  "sight-count": {
    score: 1,
    level: "easy",
    rules: ["regular", "linear="],
    why: ({ shaded }) =>
      shaded ? "a number would see too many cells past it" : "a number must see past it to count enough",
  },
  "keep-connected": { score: 2, level: "medium" },
});

/** Kurodoko's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
