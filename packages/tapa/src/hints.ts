import { easy, MEDIUM, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { ShadeDeduction as CellDeduction } from "@gridsmith/kit";

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "clue-cell": easy(["tapa.clue-cell", "tapa.clue"], "a clue's cell is never shaded"),
  // A clue's table is its blocks.
  "clue-blocks": easy(["table"], ({ shaded }) =>
    shaded ? "a clue beside it needs it for its blocks" : "a clue beside it would get the wrong blocks",
  ),
  "no-2x2": easy(["linear<="], "otherwise a 2x2 block would be all shaded"),
  // A `linear>=` over fewer than every cell is a shaded cell's need of a shaded neighbour.
  "keep-connected": {
    ...MEDIUM,
    rules: ["connected.*", "linear>="],
    when: ({ rule, removal, puzzle }) =>
      rule !== "linear>=" || (removal.reason?.vars?.length ?? 0) < puzzle.clues.length,
    why: ({ shaded }) =>
      shaded ? "the shaded cells must join through it" : "it could not join the other shaded cells",
  },
});

/** Tapa's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
