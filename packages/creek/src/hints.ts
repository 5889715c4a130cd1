import type { Grade, GradeLadder, Rung, ShadeDeduction, Step } from "@gridsmith/kit";
import { shadingHints } from "@gridsmith/kit/shading-hints";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "corner-count": { score: 1, level: "easy" },
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
  if (rule.startsWith("linear"))
    return {
      technique: "corner-count",
      why: `the number on a corner of it needs ${shaded ? "every cell left around it shaded" : "no more shaded cells around it"}`,
    };
  if (rule.startsWith("connected."))
    return { technique: "keep-connected", why: "shading it would cut the unshaded cells apart" };
  return {
    technique: "trial",
    why: `${shaded ? "leaving it unshaded" : "shading it"} leads to a contradiction`,
  };
}

const hints = shadingHints<Puzzle>({
  size: (p) => ({ width: p.width, cells: p.width * p.height }),
  model: (p) => buildModel(p, { explaining: true }),
  problems: (p, attempt) => [...shapeProblems(p), ...(attempt == null ? [] : attemptProblems(p, attempt))],
  technique: techniqueOf,
  ladder: LADDER,
});

/**
 * The next logical deduction from an attempt (1 shaded, -1 a dot: unshaded, 0 undecided): the first cell the
 * engine's propagation decides, with the rule that forced it; failing that, a cell whose other state fails
 * at once. Null when the attempt contradicts the puzzle or nothing more follows. Throws an Error saying what
 * is wrong for a puzzle or an attempt of the wrong shape.
 */
export const hint: (
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[] | null,
) => Step<CellDeduction> | null = hints.hint;

/** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
export const explain: (puzzle: Puzzle) => Step<CellDeduction>[] = hints.explain;

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export const grade: (puzzle: Puzzle) => Grade = hints.grade;
