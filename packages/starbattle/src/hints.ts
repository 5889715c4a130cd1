import { type Model, nextPropagationStep, propagationSteps, type Removal } from "@gridsmith/constraint";
import { cellName, type Grade, type GradeLadder, gradeFromSteps, type Rung, type Step } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { type Puzzle, units } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a star, or holds none. */
export interface CellDeduction {
  cell: number;
  star: boolean;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "beside-star": { score: 1, level: "easy" },
  "unit-full": { score: 1, level: "easy" },
  "unit-needs-all": { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

const cellOf = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });

/** Turns each first decision about a cell in a model's removals into a step, naming the row, column or region. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const decided = new Set<number>(known);
  const unitOf = new Map(units(puzzle).map((u) => [u.cells.join(","), u.name]));
  return (r: Removal): Step<CellDeduction> | null => {
    const cell = r.variable;
    if (decided.has(cell)) return null;
    decided.add(cell);
    const star = r.value === 0;
    const rule = r.reason?.rule ?? "trial";
    const unit = unitOf.get((r.reason?.vars ?? []).join(",")) ?? "its row, column or region";
    const t =
      rule === "linear<="
        ? { technique: "beside-star", why: "a star beside it" }
        : rule === "linear="
          ? star
            ? { technique: "unit-needs-all", why: `${unit} needs a star in every cell left` }
            : { technique: "unit-full", why: `${unit} has its stars` }
          : { technique: "trial", why: `${star ? "no star" : "a star"} there leads to a contradiction` };
    const at = cellOf(puzzle, cell);
    const others = (r.reason?.vars ?? []).filter((v) => v !== cell).map((v) => cellOf(puzzle, v));
    return {
      technique: t.technique,
      message: `${cellName(at)} ${star ? "holds a star" : "holds no star"}: ${t.why}`,
      cells: [at],
      ...(others.length > 0 ? { because: { cells: others } } : {}),
      deductions: [{ cell, star }],
    };
  };
}

/** The model with an attempt's decided cells (1 a star, -1 a dot: no star) fixed, explaining; null on a clash. */
function modelFor(puzzle: Puzzle, attempt?: readonly (number | null | undefined)[] | null): Model | null {
  const m = buildModel(puzzle, false);
  m.explaining = true;
  for (let i = 0; i < Math.min(attempt?.length ?? 0, puzzle.regions.length); i++) {
    const v = attempt![i];
    if ((v === 1 || v === -1) && !m.assign(i, v === 1 ? 1 : 0)) return null;
  }
  return m;
}

/**
 * The next logical deduction from an attempt (1 a star, -1 a dot, 0 undecided): the first cell the engine's
 * propagation decides, with the rule that forced it; failing that, a cell whose other state fails at once.
 * Null when the attempt contradicts the puzzle or nothing more follows. Throws an Error saying what is wrong
 * for a puzzle or an attempt of the wrong shape.
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
  for (let i = 0; i < puzzle.regions.length; i++) if (attempt?.[i] === 1 || attempt?.[i] === -1) known.add(i);
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
  return gradeFromSteps(steps, LADDER, puzzle.regions.length - steps.length);
}
