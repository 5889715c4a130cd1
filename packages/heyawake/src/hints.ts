import { CYCLE_BUDGET_RULE } from "@gridsmith/constraint";
import { BESIDE_SHADED, type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "beside-shaded": { score: 1, level: "easy" },
  "room-count": { score: 1, level: "easy" },
  "three-rooms": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
  "count-squares": { score: 4, level: "hard" },
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `shadingHints`), each rule of
 * `buildModel` read as a technique: a `linear>=` over every cell is the rule that some cell is shaded (no
 * technique of its own: it is what a trial finds), over fewer a run through three rooms.
 */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  techniques: TECHNIQUES,
  meaning(rule, shaded, removal, puzzle) {
    if (rule === "linear<=") return BESIDE_SHADED;
    if (rule === "linear=")
      return {
        technique: "room-count",
        why: `its room's number ${shaded ? "needs it shaded" : "is already met"}`,
      };
    if (rule === "linear>=" && (removal.reason?.vars?.length ?? 0) < puzzle.rooms.length)
      return { technique: "three-rooms", why: "otherwise an unshaded line would cross three rooms" };
    if (rule === CYCLE_BUDGET_RULE)
      return {
        technique: "count-squares",
        why: `${shaded ? "leaving it unshaded" : "shading it"} would use more of the grid's 2x2 squares than the numbers leave (an inner shaded cell uses 3, an edge one 2, a corner 1, an unshaded loop 1)`,
      };
    return null;
  },
});
