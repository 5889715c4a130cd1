import type { Grade, GradeLadder, Rung, ShadeDeduction, Step } from "@gridsmith/kit";
import { shadingHints } from "@gridsmith/kit/shading-hints";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { NONE, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a black circle (`shaded`) or a white one. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "no-2x2": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and the colour it left. */
function techniqueOf(rule: string, black: boolean): { technique: string; why: string } {
  const other = black ? "white" : "black";
  if (rule === "table")
    return {
      technique: "no-2x2",
      why: `a ${other} circle would make a 2x2 block of one colour, or a checkerboard whose colours cannot both join up`,
    };
  if (rule.startsWith("connected."))
    return {
      technique: "keep-connected",
      why: `the ${black ? "black" : "white"} circles need it to join up, or a ${other} one could not join its own`,
    };
  return { technique: "trial", why: `a ${other} circle there leads to a contradiction` };
}

/** The given cells, which no step decides. */
const givens = (puzzle: Puzzle) => puzzle.circles.flatMap((c, i) => (c === NONE ? [] : [i]));

const hints = shadingHints<Puzzle>({
  size: (p) => ({ width: p.width, cells: p.circles.length }),
  model: (p) => buildModel(p, { explaining: true }),
  problems: (p, attempt) => [...shapeProblems(p), ...(attempt == null ? [] : attemptProblems(p, attempt))],
  technique: techniqueOf,
  decided: (black) => `is ${black ? "black" : "white"}`,
  fixed: givens,
  ladder: LADDER,
});

/**
 * The next logical deduction from an attempt (1 black, -1 white, 0 undecided): the first cell the engine's
 * propagation decides, with the rule that forced it; failing that, a cell whose other colour fails at once.
 * Null when the attempt contradicts the puzzle or nothing more follows. Throws an Error saying what is wrong
 * for a puzzle or an attempt of the wrong shape.
 */
export const hint: (
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[] | null,
) => Step<CellDeduction> | null = hints.hint;

/** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
export const explain: (puzzle: Puzzle) => Step<CellDeduction>[] = hints.explain;

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export const grade: (puzzle: Puzzle) => Grade = hints.grade;
