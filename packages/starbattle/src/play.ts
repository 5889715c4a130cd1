import { type PlayModel, shadingPlay } from "@gridsmith/kit";
import type { CellDeduction } from "./hints.js";
import type { Puzzle, Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** A player's attempt, in the shape `check` and `hint` read: per cell 1 a star, -1 a dot (no star), 0 undecided. */
export type Attempt = number[];

/** What a cell truly is, as a hint's step or a mistake says it. */
export const holdsStar = (star: boolean): string => (star ? "holds a star" : "holds no star");

/**
 * How Star Battle is played, as on puzz.link (the kit's `shadingPlay`, a star its "shaded"): a tap places a
 * star (a `shade` move of 1; the board shades it), a right tap a dot (-1, "no star here"), 0 clears; a hint's
 * deductions place stars and dots. Dots are optional: an attempt is complete when its stars are a whole
 * answer. The regions are drawn with thick borders.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, CellDeduction> = shadingPlay<Puzzle, CellDeduction>({
  problems: solutionProblems,
  board: (p) => ({ regions: [...p.regions] }),
  decided: holdsStar,
});
