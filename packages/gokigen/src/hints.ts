import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: cell `cell` (numbered row by row) holds `/` (`shaded`) or `\`. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "corner-count": { score: 1, level: "easy" },
  "no-loop": { score: 2, level: "medium" },
});

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and what it decided. */
function techniqueOf(rule: string, slash: boolean): { technique: string; why: string } {
  if (rule.startsWith("linear"))
    return { technique: "corner-count", why: "the number on a corner of it allows no other diagonal" };
  if (rule.startsWith("acyclic."))
    return { technique: "no-loop", why: `a ${slash ? "\\" : "/"} there would close a loop` };
  return { technique: "trial", why: `a ${slash ? "\\" : "/"} there leads to a contradiction` };
}

/** Slant's hint, explain and grade (the type object's): see kit's `shadingHints`, a `/` its "shaded". */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  meaning: techniqueOf,
  techniques: TECHNIQUES,
  decided: (slash) => (slash ? "holds /" : "holds \\"),
});
