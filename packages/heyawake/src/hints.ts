import { CYCLE_BUDGET_RULE } from "@gridsmith/constraint";
import { BESIDE_SHADED, type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "beside-shaded": { score: 1, level: "easy", rules: ["linear<="], why: BESIDE_SHADED.why },
  "room-count": {
    score: 1,
    level: "easy",
    rules: ["linear="],
    why: ({ shaded }) => `its room's number ${shaded ? "needs it shaded" : "is already met"}`,
  },
  // A `linear>=` over every cell is the rule that some cell is shaded: no technique of its own (a trial finds it).
  "three-rooms": {
    score: 1,
    level: "easy",
    rules: ["linear>="],
    when: ({ removal, puzzle }) => (removal.reason?.vars?.length ?? 0) < puzzle.rooms.length,
    why: "otherwise an unshaded line would cross three rooms",
  },
  "keep-connected": { score: 2, level: "medium" },
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
