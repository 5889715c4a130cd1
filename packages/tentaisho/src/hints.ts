import type { Removal } from "@gridsmith/constraint";
import { cellAt, cellName, propagationHints, rankedLadder, type Step } from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a hint places: a digit in a cell. */
export type Placement = DigitPlacement;

/** The techniques a step names, easiest first (add yours as the model grows rules). */
export const TECHNIQUES = ["naked-single", "trial"] as const;

/**
 * Reads the engine's log of removals as steps a person can follow: a cell whose last other candidate goes is
 * placed, with the rule that removed it. `left` starts from the model's candidates when the reader is made
 * (the attempt fixed, nothing propagated); the cells in `known` are the player's and make no step.
 */
function stepReader(puzzle: Puzzle, left: number[][], known: ReadonlySet<number>) {
  return (r: Removal): Step<Placement> | null => {
    const values = left[r.variable];
    if (values === undefined || values.length < 2 || known.has(r.variable)) return null;
    left[r.variable] = values.filter((v) => v !== r.value);
    if (left[r.variable]!.length !== 1) return null;
    const at = cellAt(r.variable, puzzle.size);
    const value = left[r.variable]![0]!;
    const trial = r.reason?.rule === "trial";
    return {
      technique: trial ? "trial" : "naked-single",
      message: `${cellName(at)} must be ${value}: ${trial ? `${r.value} there fails at once` : "its row and column hold every other digit"}`,
      cells: [at],
      because: {
        lines: [
          { axis: "row", index: at.row },
          { axis: "column", index: at.col },
        ],
      },
      deductions: [{ ...at, value }],
    };
  };
}

/**
 * Hint, explain and grade, read off the engine's explained propagation (kit's `propagationHints`): the next
 * cell propagation decides, or, propagation stalled, one a trial decides. `hint` throws an Error saying what
 * is wrong for a puzzle or an attempt of the wrong shape, before any work, and answers null when the attempt
 * contradicts the puzzle or nothing more follows.
 */
export const hints = propagationHints<Puzzle, Placement>({
  shapeProblems,
  attemptProblems,
  model: (puzzle) => {
    const model = buildModel(puzzle);
    model.explaining = true;
    return { model };
  },
  // A digit the player typed in an empty cell is fixed; the givens are the model's already.
  fix: (puzzle, { model }, attempt) => {
    const known = new Set<number>();
    for (const [i, v] of attempt.entries()) {
      if (v === null || v === undefined || v === 0 || puzzle.cells[i] !== 0) continue;
      known.add(i);
      if (!model.assign(i, v)) return null;
    }
    return known;
  },
  reader: (puzzle, { model }, known) =>
    stepReader(
      puzzle,
      puzzle.cells.map((_, i) => model.values(i)),
      known,
    ),
  pieces: (puzzle) => puzzle.cells.filter((v) => v === 0).length,
  ladder: rankedLadder(TECHNIQUES, ["easy", "hard", "beyond"]),
});
