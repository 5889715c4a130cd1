import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "room-count": { score: 1, level: "easy" },
  "no-2x2": { score: 1, level: "easy" },
  "tetromino-fit": { score: 2, level: "medium" },
  "same-shape": { score: 2, level: "medium" },
  "keep-connected": { score: 2, level: "medium" },
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `shadingHints`), each rule of
 * `buildModel` read as a technique. The kit gives a reason's cells only (the placement and shape variables
 * after them are no cells), and that tells the sums apart: a `linear=` with no cell in its reason ties a cell
 * to its room's tetrominoes (unless the room is four cells: its count shades them all), any other is the
 * room's count, and a `table` is where the room's tetrominoes fit; a `linear<=` of three cells is a 2x2
 * block, of fewer two rooms' shapes.
 */
export const hints = shadingHints<Puzzle>({
  model: (p, options) => buildModel(p, { ...options, fitTables: true }),
  shapeProblems,
  techniques: TECHNIQUES,
  meaning(rule, shaded, removal, puzzle) {
    const reasonCells = removal.reason?.vars?.length ?? 0;
    const roomSize = puzzle.rooms.filter((r) => r === puzzle.rooms[removal.variable]).length;
    if (rule === "linear=" && (reasonCells > 0 || roomSize === 4))
      return {
        technique: "room-count",
        why: shaded
          ? "its room needs every cell left to shade four"
          : "its room already has four shaded cells",
      };
    if (rule === "linear=" || rule === "table")
      return {
        technique: "tetromino-fit",
        why: shaded
          ? "every tetromino that still fits its room covers it"
          : "no tetromino that still fits its room covers it",
      };
    if (rule === "linear<=" && reasonCells >= 3)
      return { technique: "no-2x2", why: "the rest of a 2x2 block around it is shaded" };
    if (rule === "linear<=")
      return {
        technique: "same-shape",
        why: "shaded, it would join two tetrominoes of the same shape across a border",
      };
    if (rule.startsWith("connected."))
      return {
        technique: "keep-connected",
        why: shaded ? "the shaded cells cannot join up without it" : "shaded, it could not join the others",
      };
    return null;
  },
});
