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
  "numbered-cell": easy(["kurodoko.number"], "a numbered cell is never shaded"),
  "beside-shaded": easy(["linear<="], BESIDE_SHADED.why),
  // A number's sight lines (`regular`) and their sum (`linear=`) are one technique, the number's count.
  "sight-count": easy(["regular", "linear="], ({ shaded }) =>
    shaded ? "a number would see too many cells past it" : "a number must see past it to count enough",
  ),
  "keep-connected": MEDIUM,
});

/** Kurodoko's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
