import { fixCellStates, nextPropagationStep, propagationSteps } from "@gridsmith/constraint";
import {
  cellStepReader,
  type Grade,
  type GradeLadder,
  gradeFromSteps,
  type Rung,
  type Step,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { type Puzzle, WHITE } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) holds a light, or holds none. */
export interface CellDeduction {
  cell: number;
  light: boolean;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "seen-by-light": { score: 1, level: "easy" },
  "number-complete": { score: 1, level: "easy" },
  "number-needs-all": { score: 1, level: "easy" },
  "only-light": { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and the value removed. */
function techniqueOf(rule: string, light: boolean): { technique: string; why: string } {
  if (rule === "linear<=") return { technique: "seen-by-light", why: "a light already shines on it" };
  if (rule === "linear=")
    return light
      ? { technique: "number-needs-all", why: "the number beside it needs every free cell around it" }
      : { technique: "number-complete", why: "the number beside it has all its lights" };
  if (rule === "linear>=")
    return { technique: "only-light", why: "it is the only cell left to light a cell" };
  return { technique: "trial", why: `${light ? "no light" : "a light"} there leads to a contradiction` };
}

/** Reads each first decision about a white cell in a model's removals as a step. */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  return cellStepReader<CellDeduction>(puzzle.width, known, (rule, r) => {
    if (puzzle.cells[r.variable] !== WHITE) return null;
    const light = r.value === 0;
    const t = techniqueOf(rule, light);
    return {
      technique: t.technique,
      message: `${light ? "holds a light" : "holds no light"}: ${t.why}`,
      deduction: { cell: r.variable, light },
    };
  });
}

/**
 * The next logical deduction from an attempt (1 a light, -1 a dot: no light, 0 undecided): the first cell the
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
  const m = buildModel(puzzle);
  m.explaining = true;
  const known = fixCellStates(m, attempt, (i) => puzzle.cells[i] === WHITE);
  return known === null ? null : nextPropagationStep(m, stepReader(puzzle, known), { from: 0 });
}

/** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
export function explain(puzzle: Puzzle): Step<CellDeduction>[] {
  const m = buildModel(puzzle);
  m.explaining = true;
  return propagationSteps(m, stepReader(puzzle, new Set()));
}

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export function grade(puzzle: Puzzle): Grade {
  const steps = explain(puzzle);
  const open = puzzle.cells.filter((c) => c === WHITE).length;
  return gradeFromSteps(steps, LADDER, open - steps.length);
}
