import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "room-full": { score: 1, level: "easy" },
  "room-needs": { score: 1, level: "easy" },
  pairs: { score: 2, level: "medium" },
  "crowded-block": { score: 2, level: "medium" },
});

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and what it decided. */
function techniqueOf(rule: string, shaded: boolean): { technique: string; why: string } | null {
  if (rule === "linear=")
    return shaded
      ? { technique: "room-needs", why: "its room needs every cell left to shade two" }
      : { technique: "room-full", why: "its room already has two shaded cells" };
  if (rule === "table")
    return shaded
      ? { technique: "pairs", why: "a shaded cell beside it has no other cell to pair with" }
      : { technique: "pairs", why: "shaded, it could not make a pair of exactly two with its neighbours" };
  if (rule === "linear<=")
    return { technique: "crowded-block", why: "a 2x2 block around it already has two shaded cells" };
  return null;
}

/** Norinori's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({
  model: (puzzle) => {
    const model = buildModel(puzzle);
    model.explaining = true;
    return model;
  },
  shapeProblems,
  meaning: techniqueOf,
  techniques: TECHNIQUES,
});
