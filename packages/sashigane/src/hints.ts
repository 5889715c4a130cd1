import { type GradeLadder, pieceBorderHints, type Rung } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "shapes-part": { score: 1, level: "easy" },
  "shape-spans": { score: 1, level: "easy" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/**
 * Sashigane's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `pieceBorderHints`. Each step draws or rules out a border between two cells.
 */
export const hints = pieceBorderHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  model: buildModel,
  piece: "L shape",
  techniques: { border: "shapes-part", joined: "shape-spans" },
  ladder: LADDER,
});
