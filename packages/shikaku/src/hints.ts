import { type Model, nextPropagationStep, propagationSteps, type Removal } from "@gridsmith/constraint";
import { cellName, type Grade, type GradeLadder, gradeFromSteps, type Rung, type Step } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { edgeCount, edgeSides, innerEdges, type Puzzle } from "./puzzle.js";
import type { Rectangle } from "./rectangles.js";
import { buildModel } from "./solve.js";

/** What a step decides: an edge (kit's `borderEdges` numbering) is a border between rectangles, or not. */
export interface EdgeDeduction {
  edge: number;
  border: boolean;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  "rectangles-part": { score: 1, level: "easy" },
  "rectangle-spans": { score: 1, level: "easy" },
  trial: { score: 10, level: "hard" },
};

const LADDER: GradeLadder = {
  techniques: TECHNIQUES,
  easiest: "easy",
  unfinished: { level: "beyond", score: 1000 },
};

/** Turns each first decision about an inner edge in a model's removals into a step. */
function stepReader(puzzle: Puzzle, rects: readonly Rectangle[], known: ReadonlySet<number>) {
  const e = edgeCount(puzzle);
  const decided = new Set<number>(known);
  const at = (i: number) => ({ row: Math.floor(i / puzzle.width), col: i % puzzle.width });
  return (r: Removal): Step<EdgeDeduction> | null => {
    const edge = r.variable;
    const sides = edge < e ? edgeSides(puzzle, edge) : null;
    if (sides === null || decided.has(edge)) return null;
    decided.add(edge);
    const border = r.value === 0;
    const [a, b] = sides.map((i) => cellName(at(i)));
    const trial = (r.reason?.rule ?? "trial") === "trial";
    const technique = trial ? "trial" : border ? "rectangles-part" : "rectangle-spans";
    const why = trial
      ? `${border ? "joining" : "parting"} them leads to a contradiction`
      : border
        ? "no rectangle left for a number covers both"
        : `the rectangle that covers ${a} must cover ${b} too`;
    // The numbers whose rectangles the rule read.
    const numbers = [
      ...new Set((r.reason?.vars ?? []).filter((v) => v >= e).map((v) => rects[v - e]!.clue)),
    ].map(at);
    return {
      technique,
      message: `${border ? "a border" : "no border"} between ${a} and ${b}: ${why}`,
      cells: sides.map(at),
      ...(numbers.length > 0 ? { because: { cells: numbers } } : {}),
      deductions: [{ edge, border }],
    };
  };
}

/** The model with an attempt's decided edges (1 border, -1 none) fixed, explaining; null on a clash. */
function modelFor(
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[] | null,
): { model: Model; rectangles: Rectangle[] } | null {
  const built = buildModel(puzzle);
  built.model.explaining = true;
  for (const { edge } of innerEdges(puzzle)) {
    const v = attempt?.[edge];
    if ((v === 1 || v === -1) && !built.model.assign(edge, v === 1 ? 1 : 0)) return null;
  }
  return built;
}

/**
 * The next logical deduction from an attempt (per edge 1 a border, -1 a cross: no border, 0 undecided): the
 * first inner edge the engine's propagation decides, with the numbers whose rectangles forced it; failing
 * that, an edge whose other state fails at once. Null when the attempt contradicts the puzzle or nothing
 * more follows. Throws an Error saying what is wrong for a puzzle or an attempt of the wrong shape.
 */
export function hint(
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[] | null,
): Step<EdgeDeduction> | null {
  const wrong = [...shapeProblems(puzzle), ...(attempt == null ? [] : attemptProblems(puzzle, attempt))];
  if (wrong.length > 0) throw new Error(wrong[0]!.message);
  const built = modelFor(puzzle, attempt);
  if (built === null) return null;
  const known = new Set<number>();
  for (const { edge } of innerEdges(puzzle))
    if (attempt?.[edge] === 1 || attempt?.[edge] === -1) known.add(edge);
  return nextPropagationStep(built.model, stepReader(puzzle, built.rectangles, known), {
    from: 0,
    variables: edgeCount(puzzle),
  });
}

/** The whole logical solution, with a trial step wherever propagation stalls; ends early when stuck. */
export function explain(puzzle: Puzzle): Step<EdgeDeduction>[] {
  const built = modelFor(puzzle);
  if (built === null) return [];
  return propagationSteps(built.model, stepReader(puzzle, built.rectangles, new Set()), {
    variables: edgeCount(puzzle),
  });
}

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export function grade(puzzle: Puzzle): Grade {
  const steps = explain(puzzle);
  return gradeFromSteps(steps, LADDER, innerEdges(puzzle).length - steps.length);
}
