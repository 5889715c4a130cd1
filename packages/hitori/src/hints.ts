import { BESIDE_SHADED, type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "beside-shaded": { score: 1, level: "easy" },
  "repeated-number": { score: 1, level: "easy" },
  "between-repeats": { score: 1, level: "easy" },
  "touching-pair": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
});

/** The technique and reason of a removal, by the model's rule (see `buildModel`); null: a trial's. */
function techniqueOf(rule: string): { technique: string; why: string } | null {
  if (rule === "linear<=") return BESIDE_SHADED;
  if (rule === "linear>=")
    return {
      technique: "repeated-number",
      why: "its number is left unshaded elsewhere in its row or column",
    };
  if (rule === "hitori.between")
    return {
      technique: "between-repeats",
      why: "shading it would leave both equal numbers beside it unshaded",
    };
  if (rule === "hitori.pair")
    return { technique: "touching-pair", why: "two touching cells of its number already keep one unshaded" };
  return null;
}

/** Hitori's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  meaning: techniqueOf,
  techniques: TECHNIQUES,
});
