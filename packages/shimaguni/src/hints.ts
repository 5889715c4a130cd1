import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "beside-island": { score: 1, level: "easy" },
  "room-count": { score: 1, level: "easy" },
  "one-island": { score: 2, level: "medium" },
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `shadingHints`), each rule of
 * `buildModel` read as a technique: a `linear<=` is two rooms' islands side by side, a `linear=` a room's
 * count against its island's size (its number, or what the sizes beside it leave), `connected.*` the one
 * island of a room.
 */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  techniques: TECHNIQUES,
  meaning(rule, shaded) {
    if (rule === "linear<=")
      return { technique: "beside-island", why: "a cell of another room's island is beside it" };
    if (rule === "linear=")
      return {
        technique: "room-count",
        why: shaded ? "its room's island needs every cell left" : "its room's island is already full",
      };
    if (rule.startsWith("connected."))
      return {
        technique: "one-island",
        why: shaded ? "its room's island cannot be one piece without it" : "it cannot join its room's island",
      };
    return null;
  },
});
