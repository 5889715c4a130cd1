import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "corner-count": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
});

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and what it decided. */
function techniqueOf(rule: string, shaded: boolean): { technique: string; why: string } | null {
  if (rule.startsWith("linear"))
    return {
      technique: "corner-count",
      why: `the number on a corner of it needs ${shaded ? "every cell left around it shaded" : "no more shaded cells around it"}`,
    };
  return null;
}

/** Creek's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  meaning: techniqueOf,
  techniques: TECHNIQUES,
});
