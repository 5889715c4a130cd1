import {
  type Model,
  nextPropagationStep,
  propagationSteps,
  type Removal,
  trialRemoval,
} from "@gridsmith/constraint";
import {
  type Cell,
  type Grade,
  type GradeLadder,
  gradeFromSteps,
  type Rung,
  type Step,
} from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { cellLabel, clueCell, clueLabel, framedCell, type Puzzle, sightLine, tallest } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a step decides: the grid cell at `row`, `col` (from 0, inside the clues) has height `value`. */
export interface Placement {
  row: number;
  col: number;
  value: number;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "only-height": { score: 1, level: "easy" },
  "only-place": { score: 1, level: "easy" },
  "clue-sight": { score: 2, level: "medium" },
  subset: { score: 3, level: "medium" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** What a removal's rule means to a person: its technique and the reason a message gives. */
function techniqueOf(rule: string): { technique: string; why: string } {
  if (rule === "allDifferent.nakedSingle")
    return { technique: "only-height", why: "every other height is already in its row or column" };
  if (rule === "allDifferent.hiddenSingle")
    return { technique: "only-place", why: "it is the only place left for that height in its row or column" };
  if (rule === "allDifferent.matching")
    return { technique: "subset", why: "the other cells of its row or column need its other heights" };
  if (rule === "regular") return { technique: "clue-sight", why: "" };
  return { technique: "trial", why: "any other height there leads to a contradiction" };
}

/**
 * Turns the removals of a model of `puzzle` into steps: a step when a cell is down to one height, named by
 * the rule of the removal that left it, its reasons the cells and clues behind every removal of that cell.
 * A trial since the last step makes the next step a trial.
 */
function stepReader(puzzle: Puzzle, known: ReadonlySet<number>) {
  const top = tallest(puzzle);
  const n = puzzle.width * puzzle.height;
  const left = new Array<number>(n).fill(top);
  const gone = Array.from({ length: n }, () => new Set<number>());
  const because = Array.from({ length: n }, () => new Map<string, Cell>());
  const clueOfLine = new Map<string, number>();
  puzzle.clues.forEach((v, k) => {
    if (v >= 0) clueOfLine.set(sightLine(puzzle, k).join(","), k);
  });
  let trial = false;
  return (r: Removal): Step<Placement> | null => {
    const cell = r.variable;
    if (cell >= n || gone[cell]!.has(r.value)) return null;
    gone[cell]!.add(r.value);
    const rule = r.reason?.rule ?? "trial";
    if (rule === "trial") trial = true;
    const clue = rule === "regular" ? clueOfLine.get((r.reason?.vars ?? []).join(",")) : undefined;
    const reasons =
      clue === undefined
        ? (r.reason?.vars ?? []).map((v) => framedCell(puzzle, v))
        : [clueCell(puzzle, clue)];
    for (const c of reasons) because[cell]!.set(`${c.row},${c.col}`, c);
    if (--left[cell]! !== 1 || known.has(cell)) return null;
    let value = 1;
    while (gone[cell]!.has(value)) value++;
    const t = trial ? techniqueOf("trial") : techniqueOf(rule);
    trial = false;
    const why =
      t.technique === "clue-sight" && clue !== undefined
        ? `${clueLabel(puzzle, clue)} allows nothing else there`
        : t.why;
    const at = framedCell(puzzle, cell);
    const others = [...because[cell]!.values()].filter((c) => c.row !== at.row || c.col !== at.col);
    return {
      technique: t.technique,
      message: `${cellLabel(puzzle, cell)} must be ${value}: ${why}`,
      cells: [at],
      ...(others.length > 0 ? { because: { cells: others } } : {}),
      deductions: [{ row: at.row - 1, col: at.col - 1, value }],
    };
  };
}

/** The explaining model with an attempt's heights fixed; null when they clash at once. */
function modelFor(puzzle: Puzzle, attempt?: readonly (number | null | undefined)[] | null): Model | null {
  const m = buildModel(puzzle);
  m.explaining = true;
  const top = tallest(puzzle);
  for (let i = 0; i < Math.min(attempt?.length ?? 0, puzzle.width * puzzle.height); i++) {
    const v = attempt![i];
    if (typeof v === "number" && v >= 1 && v <= top && !m.assign(i, v)) return null;
  }
  return m;
}

/**
 * The next logical deduction from an attempt (each cell's height, 0 or null for none): the first cell the
 * engine's propagation leaves one height, with the rule that forced it; failing that, one found by trying a
 * height that fails at once. Null when the attempt contradicts the puzzle or nothing more follows. Throws an
 * Error saying what is wrong for a puzzle or an attempt of the wrong shape.
 */
export function hint(
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[] | null,
): Step<Placement> | null {
  const wrong = [...shapeProblems(puzzle), ...(attempt == null ? [] : attemptProblems(puzzle, attempt))];
  if (wrong.length > 0) throw new Error(wrong[0]!.message);
  const m = modelFor(puzzle, attempt);
  if (m === null) return null;
  const known = new Set<number>();
  for (let i = 0; i < puzzle.width * puzzle.height; i++) if ((attempt?.[i] ?? 0) > 0) known.add(i);
  const read = stepReader(puzzle, known);
  // Walk to a step: a trial removes one height, which may not yet leave a cell one.
  for (let guard = 0; guard <= m.numVars * tallest(puzzle); guard++) {
    const step = nextPropagationStep(m, read, { from: 0 });
    if (step !== null) return step;
    const r = trialRemoval(m);
    if (r === null || !m.remove(r.variable, r.value, { rule: "trial" })) return null;
  }
  return null;
}

/** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
export function explain(puzzle: Puzzle): Step<Placement>[] {
  const m = modelFor(puzzle);
  return m === null ? [] : propagationSteps(m, stepReader(puzzle, new Set()));
}

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export function grade(puzzle: Puzzle): Grade {
  const steps = explain(puzzle);
  return gradeFromSteps(steps, LADDER, puzzle.width * puzzle.height - steps.length);
}
