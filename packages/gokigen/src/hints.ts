import { easy, medium, type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: cell `cell` (numbered row by row) holds `/` (`shaded`) or `\`. */
export type CellDeduction = ShadeDeduction;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "corner-count": easy(["linear*"], "the number on a corner of it allows no other diagonal"),
  "no-loop": medium(["acyclic.*"], ({ shaded }) => `a ${shaded ? "\\" : "/"} there would close a loop`),
});

/** Slant's hint, explain and grade (the type object's): see kit's `shadingHints`, a `/` its "shaded". */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  techniques: TECHNIQUES,
  decided: (slash) => (slash ? "holds /" : "holds \\"),
  trialWhy: (slash) => `a ${slash ? "\\" : "/"} there leads to a contradiction`,
});
