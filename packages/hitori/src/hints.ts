import { BESIDE_SHADED, easy, MEDIUM, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { ShadeDeduction as CellDeduction } from "@gridsmith/kit";

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "beside-shaded": easy(["linear<="], BESIDE_SHADED.why),
  "repeated-number": easy(["linear>="], "its number is left unshaded elsewhere in its row or column"),
  "between-repeats": easy(["hitori.between"], "shading it would leave both equal numbers beside it unshaded"),
  "touching-pair": easy(["hitori.pair"], "two touching cells of its number already keep one unshaded"),
  "keep-connected": MEDIUM,
});

/** Hitori's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
