import { fixCellStates, nextPropagationStep, propagationSteps } from "@gridsmith/constraint";
import {
  cellStepReader,
  type Grade,
  type GradeLadder,
  gradeFromSteps,
  type Rung,
  type ShadeDeduction,
  type Step,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is shaded, or stays unshaded. */
export type CellDeduction = ShadeDeduction;

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "room-full": { score: 1, level: "easy" },
  "room-needs": { score: 1, level: "easy" },
  pairs: { score: 2, level: "medium" },
  "crowded-block": { score: 2, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** The technique and reason of a removal, by the model's rule (see `buildModel`) and what it decided. */
function techniqueOf(rule: string, shaded: boolean): { technique: string; why: string } {
  if (rule === "linear=")
    return shaded
      ? { technique: "room-needs", why: "its room needs every cell left to shade two" }
      : { technique: "room-full", why: "its room already has two shaded cells" };
  if (rule === "table")
    return shaded
      ? { technique: "pairs", why: "a shaded cell beside it has no other cell to pair with" }
      : { technique: "pairs", why: "shaded, it could not make a pair of exactly two with its neighbours" };
  if (rule === "linear<=")
    return { technique: "crowded-block", why: "a 2x2 block around it already has two shaded cells" };
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

function explainingModel(puzzle: Puzzle) {
  const m = buildModel(puzzle);
  m.explaining = true;
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
  const m = explainingModel(puzzle);
  const known = fixCellStates(m, attempt);
  return known === null ? null : nextPropagationStep(m, stepReader(puzzle, known), { from: 0 });
}

/** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
export function explain(puzzle: Puzzle): Step<CellDeduction>[] {
  return propagationSteps(explainingModel(puzzle), stepReader(puzzle, new Set()));
}

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export function grade(puzzle: Puzzle): Grade {
  const steps = explain(puzzle);
  return gradeFromSteps(steps, LADDER, puzzle.rooms.length - steps.length);
}
