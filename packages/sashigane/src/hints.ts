import { pieceBorderHints, pieceTechniques } from "@gridsmith/kit/pieces";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** The names of the two techniques, a border drawn and an edge joined (see kit's `PieceTechniqueNames`). */
const TECHNIQUE_NAMES = { border: "shapes-part", joined: "shape-spans" };

/**
 * The techniques of a logical solution, easiest first, with the grade each one stands for: `shapes-part` (no
 * L shape left covers both cells of an edge: a border), `shape-spans` (the L shape of one cell must cover the
 * other: no border), and `trial`.
 */
export const TECHNIQUES = pieceTechniques(TECHNIQUE_NAMES);

/**
 * Sashigane's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `pieceBorderHints`. Each step draws or rules out a border between two cells.
 */
export const hints = pieceBorderHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  model: buildModel,
  piece: "L shape",
  techniques: TECHNIQUE_NAMES,
});
