import {
  easy,
  easyUnshading,
  type LoggedRemoval,
  medium,
  type ShadeDeduction,
  shadingHints,
  shadingTechniques,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { holdsStar } from "./play.js";
import { type Puzzle, units } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a star (`shaded`, as the board shades it), or none. */
export type CellDeduction = ShadeDeduction;

/** The name of the row, column or region whose count a removal's reason read ("row 2"). */
function unitOf(puzzle: Puzzle, removal: LoggedRemoval): string {
  const read = (removal.reason?.vars ?? []).join(",");
  return units(puzzle).find((u) => u.cells.join(",") === read)?.name ?? "its row, column or region";
}

/**
 * The techniques of a logical solution, easiest first: the grade each one stands for, the rules of
 * `buildModel` it reads and why.
 */
export const TECHNIQUES = shadingTechniques<Puzzle>({
  "beside-star": easy(["linear<="], "a star beside it"),
  "unit-full": easyUnshading(
    ["linear="],
    ({ removal, puzzle }) => `${unitOf(puzzle, removal)} has its stars`,
  ),
  "unit-needs-all": medium(
    ["linear="],
    ({ removal, puzzle }) => `${unitOf(puzzle, removal)} needs a star in every cell left`,
  ),
});

/**
 * Star Battle's hint, explain and grade (the type object's), read off the engine's explained propagation, on
 * the model without its star lines: see kit's `shadingHints`, a star its "shaded".
 */
export const hints = shadingHints<Puzzle>({
  model: (puzzle, { explaining }) => {
    const model = buildModel(puzzle, false);
    model.explaining = explaining;
    return model;
  },
  shapeProblems,
  attemptProblems,
  techniques: TECHNIQUES,
  decided: holdsStar,
  trialWhy: (star) => `${star ? "no star" : "a star"} there leads to a contradiction`,
});
