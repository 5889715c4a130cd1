import {
  cellStepReader,
  type GradeLadder,
  propagationHints,
  type Rung,
  type ShadeDeduction,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "beside-shaded": { score: 1, level: "easy" },
  "repeated-number": { score: 1, level: "easy" },
  "between-repeats": { score: 1, level: "easy" },
  "touching-pair": { score: 1, level: "easy" },
  "keep-connected": { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and what it decided. */
function techniqueOf(rule: string, shaded: boolean): { technique: string; why: string } {
  if (rule === "linear<=") return { technique: "beside-shaded", why: "a cell beside it is shaded" };
  if (rule === "linear>=")
    return {
      technique: "repeated-number",
      why: "its number is left unshaded elsewhere in its row or column",
    };
  if (rule === "hitori.between")
    return {
      technique: "between-repeats",
      why: "shading it would leave both equal numbers beside it unshaded",
    };
  if (rule === "hitori.pair")
    return { technique: "touching-pair", why: "two touching cells of its number already keep one unshaded" };
  if (rule.startsWith("connected."))
    return { technique: "keep-connected", why: "shading it would cut the unshaded cells apart" };
  return {
    technique: "trial",
    why: `${shaded ? "leaving it unshaded" : "shading it"} leads to a contradiction`,
  };
}

/** Reads each first decision about a cell in a model's removals as a step. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  return cellStepReader<CellDeduction>(puzzle.width, known, (rule, r) => {
    const shaded = r.value === 0;
    const t = techniqueOf(rule, shaded);
    return {
      technique: t.technique,
      message: `${shaded ? "is shaded" : "stays unshaded"}: ${t.why}`,
      deduction: { cell: r.variable, shaded },
    };
  });
}

/**
 * Hitori's hint, explain and grade (the type object's), read off the engine's explained propagation: see
 * kit's `propagationHints`.
 */
export const hints = propagationHints<Puzzle, CellDeduction>({
  shapeProblems,
  attemptProblems,
  model: (puzzle) => ({ model: buildModel(puzzle, { explaining: true }) }),
  reader: (puzzle, _, known) => stepReader(puzzle, known),
  pieces: (puzzle) => puzzle.cells.length,
  ladder: LADDER,
});
