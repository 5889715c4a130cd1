import type { Model, Removal } from "@gridsmith/constraint";
import type { Grade, Step } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { cellAt, cellName, neighbours, type Puzzle } from "./puzzle.js";
import { attemptProblems } from "./rules.js";
import { buildModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is a wall or part of an island. */
export interface CellDeduction {
  cell: number;
  wall: boolean;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, { score: number; level: string }> = {
  unreachable: { score: 1, level: "easy" },
  "island-complete": { score: 1, level: "easy" },
  "two-numbers": { score: 1, level: "easy" },
  pool: { score: 2, level: "medium" },
  "island-escape": { score: 2, level: "medium" },
  "wall-escape": { score: 3, level: "medium" },
  "island-shape": { score: 4, level: "hard" },
  trial: { score: 10, level: "expert" },
};

/** The technique and the reason a rule of the model stands for, for a cell found wall or island. */
function techniqueOf(rule: string, wallRule: boolean, wall: boolean): { technique: string; why: string } {
  if (rule === "nurikabe.reach" || rule === "connected.distance" || rule === "connected.unreachable")
    return wallRule
      ? { technique: "wall-escape", why: "a wall there could not join the other walls" }
      : { technique: "unreachable", why: "no number's island can reach it" };
  if (rule === "connected.size")
    return wallRule
      ? { technique: "wall-escape", why: "the walls need it to stay joined" }
      : wall
        ? { technique: "island-complete", why: "the island beside it is complete" }
        : { technique: "island-escape", why: "an island needs every cell left around it" };
  if (rule === "table") return { technique: "two-numbers", why: "it would join two numbers in one island" };
  if (rule === "linear<=") return { technique: "pool", why: "otherwise a 2x2 block would be all wall" };
  if (rule === "island.escape" || rule === "connected.cut")
    return wallRule
      ? { technique: "wall-escape", why: "it is the only way for the walls to stay joined" }
      : { technique: "island-escape", why: "it is the only way for an island to reach its size" };
  if (rule === "trial")
    return { technique: "trial", why: `${wall ? "an island" : "a wall"} there leads to a contradiction` };
  // The rest (a region that would split, a size that leaves no choice) reads the islands and walls together.
  return { technique: "island-shape", why: "the islands and walls around it leave no other way" };
}

/** Follows the removals of a model, turning each first decision about a cell into a step. */
class StepReader {
  private readonly decided = new Set<number>();
  private readonly lastLabelRule = new Map<number, string>();
  constructor(
    private readonly puzzle: Puzzle,
    private readonly n: number,
  ) {}

  read(r: Removal): Step<CellDeduction> | null {
    const { n } = this;
    const rule = r.reason?.rule ?? "";
    let cell: number;
    let wall: boolean;
    let why = rule;
    let wallRule = false;
    if (r.variable < n) {
      cell = r.variable;
      wall = r.value === 0;
      // The wall and label of a cell are tied by a table: a decision through it was made on the label.
      if (rule === "table") why = this.lastLabelRule.get(cell) ?? rule;
      else wallRule = true;
    } else {
      cell = r.variable - n;
      this.lastLabelRule.set(cell, rule);
      if (r.value !== 0) return null;
      wall = false;
    }
    if (this.decided.has(cell) || this.puzzle.clues[cell]! >= 0) return null;
    // The reach of the labels closes a cell touching two numbers to both: say so, it is the usual first step.
    const numbered = neighbours(this.puzzle, cell).filter((j) => this.puzzle.clues[j]! >= 0).length;
    const t =
      why === "nurikabe.reach" && numbered >= 2
        ? { technique: "two-numbers", why: "it touches two numbers, whose islands cannot meet" }
        : techniqueOf(why, wallRule, wall);
    this.decided.add(cell);
    const at = cellAt(this.puzzle, cell);
    return {
      technique: t.technique,
      message: `${cellName(at)} is ${wall ? "a wall" : "island"}: ${t.why}`,
      cells: [at],
      deductions: [{ cell, wall }],
    };
  }
}

/** The model of a puzzle with an attempt's decided cells fixed, explaining; null when they contradict it. */
function modelFor(puzzle: Puzzle, attempt?: readonly (number | null | undefined)[]): Model | null {
  const { model, walls } = buildModel(puzzle, { explaining: true });
  for (let i = 0; i < Math.min(attempt?.length ?? 0, walls.length); i++) {
    const v = attempt![i];
    if ((v === 1 || v === -1) && !model.assign(walls[i]!, v === 1 ? 1 : 0)) return null;
  }
  return model;
}

/** The next deduction by trial: an undecided cell one of whose values fails at once. Leaves the model as it was. */
function trial(m: Model, n: number): { cell: number; wall: boolean } | null {
  for (let i = 0; i < n; i++) {
    if (m.isFixed(i)) continue;
    for (const v of [1, 0]) {
      const mark = m.trail.mark();
      const ok = m.assign(i, v) && m.propagate();
      m.trail.undoTo(mark);
      if (!ok) return { cell: i, wall: v === 0 };
    }
  }
  return null;
}

const trialRemoval = (t: { cell: number; wall: boolean }): Removal => ({
  variable: t.cell,
  value: t.wall ? 0 : 1,
  reason: { rule: "trial" },
});

/**
 * The next logical deduction from an attempt (1 wall, -1 island, 0 undecided): the first cell the engine's
 * propagation decides (a cell no island reaches, a complete island's border, a cell between two numbers, a
 * 2x2 block, an island's or the walls' only way out), with its reason; failing that, a cell whose one value
 * fails at once. Null when the attempt contradicts the clues or nothing more follows. Throws an Error saying
 * what is wrong for a puzzle or an attempt of the wrong shape (see `validate` and `attemptProblems`).
 */
export function hint(
  puzzle: Puzzle,
  attempt?: readonly (number | null | undefined)[],
): Step<CellDeduction> | null {
  const wrong = [
    ...shapeProblems(puzzle),
    ...(attempt === undefined ? [] : attemptProblems(puzzle, attempt)),
  ];
  if (wrong.length > 0) throw new Error(wrong[0]!.message);
  const n = puzzle.clues.length;
  const m = modelFor(puzzle, attempt);
  if (m === null) return null;
  const reader = new StepReader(puzzle, n);
  const known = new Set<number>();
  for (let i = 0; i < n; i++) if (attempt?.[i] === 1 || attempt?.[i] === -1) known.add(i);
  if (!m.propagate()) return null;
  for (const r of m.removals) {
    const step = reader.read(r);
    if (step && !known.has(step.deductions[0]!.cell)) return step;
  }
  const t = trial(m, n);
  return t ? reader.read(trialRemoval(t)) : null;
}

/**
 * The whole logical solution: every deduction in the order the engine makes them, with a trial step (a cell
 * whose other value fails at once) wherever propagation stalls. Ends early when even that is stuck.
 */
export function explain(puzzle: Puzzle): Step<CellDeduction>[] {
  const n = puzzle.clues.length;
  const m = modelFor(puzzle);
  const steps: Step<CellDeduction>[] = [];
  if (m === null || !m.propagate()) return steps;
  const reader = new StepReader(puzzle, n);
  let seen = 0;
  for (;;) {
    for (; seen < m.removals.length; seen++) {
      const step = reader.read(m.removals[seen]!);
      if (step) steps.push(step);
    }
    const t = trial(m, n);
    if (t === null) return steps;
    if (!m.assign(t.cell, t.wall ? 1 : 0, { rule: "trial" }) || !m.propagate()) return steps;
  }
}

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. */
export function grade(puzzle: Puzzle): Grade {
  const steps = explain(puzzle);
  const techniques: Record<string, number> = {};
  for (const s of steps) techniques[s.technique] = (techniques[s.technique] ?? 0) + 1;
  const open = puzzle.clues.filter((c) => c < 0).length;
  const decided = new Set(steps.map((s) => s.deductions[0]!.cell)).size;
  let hardest: string | undefined;
  for (const t of Object.keys(techniques))
    if (hardest === undefined || TECHNIQUES[t]!.score > TECHNIQUES[hardest]!.score) hardest = t;
  const score = steps.reduce((sum, s) => sum + TECHNIQUES[s.technique]!.score, 0);
  if (decided < open) return { level: "beyond", score: score + 1000, hardest, techniques };
  return { level: hardest ? TECHNIQUES[hardest]!.level : "easy", score, hardest, techniques };
}
