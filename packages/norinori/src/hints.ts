import { easy, easyUnshading, medium, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { ShadeDeduction as CellDeduction } from "@gridsmith/kit";

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "room-full": easyUnshading(["linear="], "its room already has two shaded cells"),
  "room-needs": easy(["linear="], "its room needs every cell left to shade two"),
  pairs: medium(["table"], ({ shaded }) =>
    shaded
      ? "a shaded cell beside it has no other cell to pair with"
      : "shaded, it could not make a pair of exactly two with its neighbours",
  ),
  "crowded-block": medium(["linear<="], "a 2x2 block around it already has two shaded cells"),
});

/** Norinori's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({
  model: (puzzle) => {
    const model = buildModel(puzzle);
    model.explaining = true;
    return model;
  },
  shapeProblems,
  techniques: TECHNIQUES,
});
