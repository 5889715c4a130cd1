import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques({
  "room-full": {
    score: 1,
    level: "easy",
    rules: ["linear="],
    when: ({ shaded }) => !shaded,
    why: "its room already has two shaded cells",
  },
  "room-needs": {
    score: 1,
    level: "easy",
    rules: ["linear="],
    why: "its room needs every cell left to shade two",
  },
  pairs: {
    score: 2,
    level: "medium",
    rules: ["table"],
    why: ({ shaded }) =>
      shaded
        ? "a shaded cell beside it has no other cell to pair with"
        : "shaded, it could not make a pair of exactly two with its neighbours",
  },
  "crowded-block": {
    score: 2,
    level: "medium",
    rules: ["linear<="],
    why: "a 2x2 block around it already has two shaded cells",
  },
});

/** Norinori's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({
  model: (puzzle) => {
    const model = buildModel(puzzle);
    model.explaining = true;
    return model;
  },
  shapeProblems,
  techniques: TECHNIQUES,
});
