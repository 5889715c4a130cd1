import { pieceCoverHints } from "@gridsmith/kit/pieces";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/**
 * Shikaku's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `pieceCoverHints`. Each step draws or rules out a border between two cells.
 *
 * The techniques of a logical solution, easiest first, with the grade each one stands for: `rectangles-part` (no
 * rectangle left covers both cells of an edge: a border), `rectangle-spans` (the rectangle of one cell must cover the
 * other: no border), and `trial`.
 */
export const { hints, techniques: TECHNIQUES } = pieceCoverHints<Puzzle>({
  shapeProblems,
  attemptProblems,
  model: buildModel,
  piece: "rectangle",
});
