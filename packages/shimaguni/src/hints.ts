import { easy, medium, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { ShadeDeduction as CellDeduction } from "@gridsmith/kit";

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why. A `linear<=` is two rooms' islands side by side, a `linear=` a room's count
 * against its island's size (its number, or what the sizes beside it leave), `connected.*` the one island of
 * a room.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "beside-island": easy(["linear<="], "a cell of another room's island is beside it"),
  "room-count": easy(["linear="], ({ shaded }) =>
    shaded ? "its room's island needs every cell left" : "its room's island is already full",
  ),
  "one-island": medium(["connected.*"], ({ shaded }) =>
    shaded ? "its room's island cannot be one piece without it" : "it cannot join its room's island",
  ),
});

/** Shimaguni's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
