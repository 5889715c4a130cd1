import type { Removal } from "@gridsmith/constraint";
import {
  beyondLadder,
  cellMistakeStep,
  cellName,
  type Grade,
  propagationHints,
  type Rung,
  type Step,
} from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { cellAt, neighbours, type Puzzle } from "./puzzle.js";
import { attemptProblems } from "./rules.js";
import { buildModel, type NurikabeModel } from "./solve.js";

/** What a step decides: a cell (numbered row by row) is a wall or part of an island. */
export interface CellDeduction {
  cell: number;
  wall: boolean;
}

/** The techniques of a logical solution, easiest first, with the grade each one stands for. */
export const TECHNIQUES: Record<string, Rung> = {
  unreachable: { score: 1, level: "easy" },
  "island-complete": { score: 1, level: "easy" },
  "two-numbers": { score: 1, level: "easy" },
  pool: { score: 2, level: "medium" },
  "island-escape": { score: 2, level: "medium" },
  "wall-escape": { score: 3, level: "medium" },
  "island-shape": { score: 4, level: "hard" },
  trial: { score: 10, level: "expert" },
};

/** A path that leaves something undecided is graded "beyond", scoring 1000 above its steps. */
const LADDER = beyondLadder(TECHNIQUES);

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

/**
 * Nurikabe's hint, explain and grade, read off the engine's explained propagation (kit's `propagationHints`):
 * an attempt is 1 wall, -1 island, 0 undecided per cell, and trials try the walls, not the labels.
 */
const hints = propagationHints<Puzzle, CellDeduction, NurikabeModel>({
  shapeProblems,
  attemptProblems,
  model: (puzzle) => buildModel(puzzle, { explaining: true }),
  // The log is read from its start: the reader learns what the attempt decided, and skips those cells.
  reader: (puzzle, _, known) => {
    const reader = new StepReader(puzzle, puzzle.clues.length);
    return (r) => {
      const step = reader.read(r);
      return step && !known.has(step.deductions[0]!.cell) ? step : null;
    };
  },
  pieces: (puzzle) => puzzle.clues.filter((c) => c < 0).length,
  ladder: LADDER,
  variables: (puzzle) => puzzle.clues.length,
  mistake: (puzzle, cell, answer) => {
    const wall = answer[cell] === 1;
    return cellMistakeStep(puzzle.width, cell, wall ? "is a wall" : "is island", { cell, wall });
  },
});

/** Throws an Error naming the first problem of a puzzle of the wrong shape (see `validate`). */
function refuseWrongShape(puzzle: Puzzle): void {
  const wrong = shapeProblems(puzzle);
  if (wrong.length > 0) throw new Error(wrong[0]!.message);
}

/**
 * The next logical deduction from an attempt (1 wall, -1 island, 0 undecided; null or none for no attempt): a
 * cell the puzzle's one solution (found within kit's node budget) has otherwise, corrected (technique
 * `fix-mistake`); else the first cell the engine's propagation decides (a cell no island reaches, a complete
 * island's border, a cell between two numbers, a 2x2 block, an island's or the walls' only way out), with its
 * reason; failing that, a cell whose one value fails at once. Null when the attempt contradicts the clues or
 * nothing more follows. Throws an Error saying what is wrong for a puzzle or an attempt of the wrong shape (see
 * `validate` and `attemptProblems`).
 */
export const hint = hints.hint;

/**
 * The whole logical solution: every deduction in the order the engine makes them, with a trial step (a cell
 * whose other value fails at once) wherever propagation stalls. Ends early when even that is stuck. Throws an
 * Error, as `hint` and `solve` do, for a puzzle of the wrong shape.
 */
export function explain(puzzle: Puzzle): Step<CellDeduction>[] {
  refuseWrongShape(puzzle);
  return hints.explain(puzzle);
}

/** The grade of the hardest technique the logical solution needs; "beyond" when it gets stuck. Throws as `explain`. */
export function grade(puzzle: Puzzle): Grade {
  refuseWrongShape(puzzle);
  return hints.grade(puzzle);
}
