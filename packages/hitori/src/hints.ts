import { type Model, nextPropagationStep, propagationSteps, type Removal } from "@gridsmith/constraint";
import { cellName, type Grade, type GradeLadder, gradeFromSteps, type Rung, type Step } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellAt, type Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export interface CellDeduction {
  cell: number;
  shaded: boolean;
}

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

/** Turns each first decision about a cell in a model's removals into a step. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const decided = new Set<number>(known);
  return (r: Removal): Step<CellDeduction> | null => {
    const cell = r.variable;
    if (decided.has(cell)) return null;
    decided.add(cell);
    const shaded = r.value === 0;
    const t = techniqueOf(r.reason?.rule ?? "trial", shaded);
    const at = cellAt(puzzle, cell);
    const others = (r.reason?.vars ?? []).filter((v) => v !== cell).map((v) => cellAt(puzzle, v));
    return {
      technique: t.technique,
      message: `${cellName(at)} ${shaded ? "is shaded" : "stays unshaded"}: ${t.why}`,
      cells: [at],
      ...(others.length > 0 ? { because: { cells: others } } : {}),
      deductions: [{ cell, shaded }],
    };
  };
}

/** The model with an attempt's decided cells (1 shaded, -1 unshaded) fixed, explaining; null on a clash. */
function modelFor(puzzle: Puzzle, attempt?: readonly (number | null | undefined)[] | null): Model | null {
  const m = buildModel(puzzle, { explaining: true });
  for (let i = 0; i < Math.min(attempt?.length ?? 0, puzzle.cells.length); i++) {
    const v = attempt![i];
    if (v !== 1 && v !== -1) continue;
    if (!m.assign(i, v === 1 ? 1 : 0)) return null;
  }
  return m;
}

/**
 * The next logical deduction from an attempt (1 shaded, -1 a dot: unshaded, 0 undecided): the first cell the
 * engine's propagation decides, with the rule that forced it; failing that, a cell whose other state fails
 * at once. Null when the attempt contradicts the puzzle or nothing more follows. Throws an Error saying what
 * is wrong for a puzzle or an attempt of the wrong shape.
 */
export function hint(
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[] | null,
): Step<CellDeduction> | null {
  const wrong = [...shapeProblems(puzzle), ...(attempt == null ? [] : attemptProblems(puzzle, attempt))];
  if (wrong.length > 0) throw new Error(wrong[0]!.message);
  const m = modelFor(puzzle, attempt);
  if (m === null) return null;
  const known = new Set<number>();
  for (let i = 0; i < puzzle.cells.length; i++) if (attempt?.[i] === 1 || attempt?.[i] === -1) known.add(i);
  return nextPropagationStep(m, stepReader(puzzle, known), { from: 0 });
}

/** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
export function explain(puzzle: Puzzle): Step<CellDeduction>[] {
  const m = modelFor(puzzle);
  return m === null ? [] : propagationSteps(m, stepReader(puzzle, new Set()));
}

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export function grade(puzzle: Puzzle): Grade {
  const steps = explain(puzzle);
  return gradeFromSteps(steps, LADDER, puzzle.cells.length - steps.length);
}
