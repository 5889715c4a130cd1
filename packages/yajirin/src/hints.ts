import { nextPropagationStep, type Removal } from "@gridsmith/constraint";
import { cellAt, cellName, type Step } from "@gridsmith/kit";
import type { DigitPlacement } from "@gridsmith/kit/digit-play";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle, Solution } from "./puzzle.js";
import { buildModel } from "./solve.js";

/** What a hint places: a digit in a cell. */
export type Placement = DigitPlacement;

/**
 * The next cell the engine's propagation decides, as a step a person can follow: the engine logs every
 * candidate it removes with its rule, and a cell whose last other candidate goes is placed. Propagation
 * stalled, a digit that fails at once (a trial) is removed instead. Throws an Error saying what is wrong for
 * a puzzle or an attempt of the wrong shape, before any work; null when the attempt contradicts the puzzle
 * or nothing more follows.
 */
export function hint(puzzle: Puzzle, attempt?: Partial<Solution> | Solution | null): Step<Placement> | null {
  const wrong = [...shapeProblems(puzzle), ...(attempt == null ? [] : attemptProblems(puzzle, attempt))];
  if (wrong.length > 0) throw new Error(wrong[0]!.message);
  const m = buildModel(puzzle);
  m.explaining = true;
  for (const [i, v] of (attempt ?? []).entries())
    if (v !== null && v !== undefined && v !== 0 && puzzle.cells[i] === 0 && !m.assign(i, v)) return null;
  // Candidates left in each cell as the log is read: the removal that leaves one decides the cell.
  const left = Array.from({ length: puzzle.cells.length }, (_, i) => m.values(i));
  const stepOf = (r: Removal): Step<Placement> | null => {
    const values = left[r.variable];
    if (values === undefined || values.length < 2) return null;
    left[r.variable] = values.filter((v) => v !== r.value);
    if (left[r.variable]!.length !== 1) return null;
    const at = cellAt(r.variable, puzzle.size);
    const value = left[r.variable]![0]!;
    const why =
      r.reason?.rule === "trial"
        ? `${r.value} there fails at once`
        : "its row and column hold every other digit";
    return {
      technique: r.reason?.rule === "trial" ? "trial" : "naked-single",
      message: `${cellName(at)} must be ${value}: ${why}`,
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
  return nextPropagationStep(m, stepOf);
}
