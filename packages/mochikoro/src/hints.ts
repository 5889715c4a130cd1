import { type ShadeDeduction, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES = shadingTechniques({
  "numbered-cell": { score: 1, level: "easy" },
  rectangle: { score: 1, level: "easy" },
  "number-area": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
});

/**
 * Hint, explain and grade from the engine's explained propagation (the kit's `shadingHints`), each rule of
 * `buildModel` read as a technique: a table of four cells is a 2x2 block (rectangles, no 2x2 shaded), one
 * of a cell and a number's rectangle choice (the reader leaves the choice, a variable past the cells, out of
 * the reason) is the number's area, as are the boxes between two numbers one of which is hidden.
 */
export const hints = shadingHints<Puzzle>({
  model: buildModel,
  shapeProblems,
  techniques: TECHNIQUES,
  meaning(rule, shaded, removal, puzzle) {
    const vars = removal.reason?.vars ?? [];
    if (rule === "mochikoro.number" || rule === "mochikoro.no-room")
      return { technique: "numbered-cell", why: "a numbered cell is never shaded" };
    if (rule === "table" && vars.length === 4)
      return {
        technique: "rectangle",
        why: shaded
          ? "otherwise its 2x2 block would bend an unshaded area out of a rectangle"
          : "otherwise its 2x2 block would be all shaded or bend an unshaded area",
      };
    if (rule === "table" || (rule === "linear>=" && vars.length < puzzle.cells.length))
      return {
        technique: "number-area",
        why: shaded ? "it closes in a number's rectangle" : "every rectangle its number can fill holds it",
      };
    return null;
  },
});
