import type { Problem } from "@gridsmith/kit";
import { clueSum, minLength } from "./clues.js";
import { isColourPuzzle } from "./colour/palette.js";
import { validateColourNonogram } from "./colour/validate.js";
import { lineName } from "./grid.js";
import type { Nonogram } from "./types.js";

export { lineName } from "./grid.js";

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
 * Semantic problems of a puzzle: no rows or columns, numbers that are not whole and positive, clues that
 * need more cells than their line has, rows and columns that fill different numbers of cells, and a goal
 * picture of the wrong size. Empty when the puzzle is well formed (it may still have no solution). A colour
 * puzzle is checked by {@link validateColourNonogram}.
 */
export function validateNonogram(p: Nonogram): Problem[] {
  const problems: Problem[] = [];
  if (!Array.isArray(p.rows) || !Array.isArray(p.columns)) {
    return [
      { code: "bad-puzzle", message: "a nonogram needs a list of row clues and a list of column clues" },
    ];
  }
  const width = p.columns.length;
  const height = p.rows.length;
  if (width === 0 || height === 0) {
    return [
      {
        code: "empty-puzzle",
        message: `the puzzle has ${height} rows and ${width} columns; it needs at least one of each`,
      },
    ];
  }
  if (isColourPuzzle(p)) return validateColourNonogram(p);
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
  if (p.goal !== undefined) {
    if (p.goal.length !== height || p.goal.some((r) => r.length !== width)) {
      problems.push({ code: "bad-goal", message: `the goal picture is not ${width}x${height}` });
    }
  }
  return problems;
}
