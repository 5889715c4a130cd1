import { EASY, easy, type LoggedRemoval, MEDIUM, shadingHints, shadingTechniques } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

export type { ShadeDeduction as CellDeduction } from "@gridsmith/kit";

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why. A table of four cells is a 2x2 block (rectangles, no 2x2 shaded), one of a
 * cell and a number's rectangle choice (the reader leaves the choice, a variable past the cells, out of the
 * reason) is the number's area, as are the boxes between two numbers one of which is hidden.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "numbered-cell": easy(["mochikoro.number", "mochikoro.no-room"], "a numbered cell is never shaded"),
  rectangle: {
    ...EASY,
    rules: ["table"],
    when: ({ removal }) => reasonCells(removal) === 4,
    why: ({ shaded }) =>
      shaded
        ? "otherwise its 2x2 block would bend an unshaded area out of a rectangle"
        : "otherwise its 2x2 block would be all shaded or bend an unshaded area",
  },
  "number-area": {
    ...EASY,
    rules: ["table", "linear>="],
    when: ({ rule, removal, puzzle }) => rule === "table" || reasonCells(removal) < puzzle.cells.length,
    why: ({ shaded }) =>
      shaded ? "it closes in a number's rectangle" : "every rectangle its number can fill holds it",
  },
  "keep-connected": MEDIUM,
});

/** How many cells a removal's reason names. */
function reasonCells(removal: LoggedRemoval): number {
  return removal.reason?.vars?.length ?? 0;
}

/** Mochikoro's hint, explain and grade (the type object's): see kit's `shadingHints`. */
export const hints = shadingHints<Puzzle>({ model: buildModel, shapeProblems, techniques: TECHNIQUES });
