import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "clue-cell": { score: 1, level: "easy" },
  "clue-blocks": { score: 1, level: "easy" },
  "no-2x2": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `shadingHints`), each rule of
 * `buildModel` read as a technique: a clue's table is its blocks, a `linear<=` a 2x2 block, a `linear>=` over
 * fewer than every cell a shaded cell's need of a shaded neighbour (keeping the shaded cells connected).
 */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  techniques: TECHNIQUES,
  meaning(rule, shaded, removal, puzzle) {
    if (rule === "tapa.clue-cell" || rule === "tapa.clue")
      return { technique: "clue-cell", why: "a clue's cell is never shaded" };
    if (rule === "table")
      return {
        technique: "clue-blocks",
        why: shaded
          ? "a clue beside it needs it for its blocks"
          : "a clue beside it would get the wrong blocks",
      };
    if (rule === "linear<=") return { technique: "no-2x2", why: "otherwise a 2x2 block would be all shaded" };
    if (
      rule.startsWith("connected.") ||
      (rule === "linear>=" && (removal.reason?.vars?.length ?? 0) < puzzle.clues.length)
    )
      return {
        technique: "keep-connected",
        why: shaded ? "the shaded cells must join through it" : "it could not join the other shaded cells",
      };
    return null;
  },
});
