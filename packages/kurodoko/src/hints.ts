import { BESIDE_SHADED, type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "numbered-cell": { score: 1, level: "easy" },
  "beside-shaded": { score: 1, level: "easy" },
  "sight-count": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `shadingHints`), each rule of
 * `buildModel` read as a technique; a number's sight lines (`regular`) and their sum (`linear=`) are one
 * technique, the number's count.
 */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  techniques: TECHNIQUES,
  meaning(rule, shaded) {
    if (rule === "kurodoko.number")
      return { technique: "numbered-cell", why: "a numbered cell is never shaded" };
    if (rule === "linear<=") return BESIDE_SHADED;
    if (rule === "regular" || rule === "linear=")
      return {
        technique: "sight-count",
        why: `${shaded ? "a number would see too many cells past it" : "a number must see past it to count enough"}`,
      };
    return null;
  },
});
