import type { Problem } from "@gridsmith/kit";
import { lineName } from "../grid.js";
import { shapeProblems } from "../limits.js";
import type { Nonogram } from "../types.js";
import { clueSum, minLength } from "./clues.js";

/** The sentence for a clue that does not fit its line, or null when it fits. */
export function clueTooLong(
  axis: "row" | "column",
  index: number,
  clue: readonly number[],
  length: number,
): string | null {
  const need = minLength(clue);
  if (need <= length) return null;
  return `${lineName(axis, index)}: clue ${clue.join(" ")} needs ${need} cells but the ${axis} has ${length}`;
}

function checkLines(
  axis: "row" | "column",
  clues: readonly (readonly number[])[],
  length: number,
  problems: Problem[],
): void {
  clues.forEach((clue, index) => {
    const lines = [{ axis, index }];
    if (!Array.isArray(clue)) {
      problems.push({
        code: "bad-clue",
        message: `${lineName(axis, index)}: the clue is not a list of numbers`,
        lines,
      });
      return;
    }
    const bad = clue.find((c) => !Number.isInteger(c) || c < 1);
    if (bad !== undefined) {
      problems.push({
        code: "bad-clue",
        message: `${lineName(axis, index)}: clue ${clue.join(" ")} has ${String(bad)}, but every number must be a whole number of at least 1 (an empty line has the clue [])`,
        lines,
      });
      return;
    }
    const long = clueTooLong(axis, index, clue, length);
    if (long) problems.push({ code: "clue-too-long", message: long, lines });
  });
}

/**
 * What makes a puzzle not one. Its shape first, as `fromJson` reads it (sizes within the limits, lists
 * whose lengths agree, whole numbers in range, a goal of the puzzle's size), as one `bad-shape` problem naming
 * the path, found before anything is sized by the value; then clues that need more cells than their line has
 * and rows and columns that fill different numbers of cells. Empty when the puzzle is well formed (it may
 * still have no solution).
 */
export function validateBlackAndWhite(p: Nonogram): Problem[] {
  const shape = shapeProblems(p);
  if (shape.length > 0) return shape;
  const problems: Problem[] = [];
  const width = p.columns.length;
  const height = p.rows.length;
  checkLines("row", p.rows, width, problems);
  checkLines("column", p.columns, height, problems);
  if (problems.length === 0) {
    const rowCells = p.rows.reduce((s, c) => s + clueSum(c), 0);
    const columnCells = p.columns.reduce((s, c) => s + clueSum(c), 0);
    if (rowCells !== columnCells) {
      problems.push({
        code: "sum-mismatch",
        message: `the row clues fill ${rowCells} cells but the column clues fill ${columnCells}; they must agree`,
      });
    }
  }
  return problems;
}
