import { CYCLE_BUDGET_RULE } from "@gridsmith/constraint";
import { BESIDE_SHADED, EASY, easy, MEDIUM, shadingHints, shadingTechniques } from "@gridsmith/kit";
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
  "room-count": easy(
    ["linear="],
    ({ shaded }) => `its room's number ${shaded ? "needs it shaded" : "is already met"}`,
  ),
  // A `linear>=` over every cell is the rule that some cell is shaded: no technique of its own (a trial finds it).
  "three-rooms": {
    ...EASY,
    rules: ["linear>="],
    when: ({ removal, puzzle }) => (removal.reason?.vars?.length ?? 0) < puzzle.rooms.length,
    why: "otherwise an unshaded line would cross three rooms",
  },
  "keep-connected": MEDIUM,
  "count-squares": {
    score: 4,
    level: "hard",
    rules: [CYCLE_BUDGET_RULE],
    why: ({ shaded }) =>
      `${shaded ? "leaving it unshaded" : "shading it"} would use more of the grid's 2x2 squares than the numbers leave (an inner shaded cell uses 3, an edge one 2, a corner 1, an unshaded loop 1)`,
  },
});

/** Heyawake's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
