import { type Cell, cellMistakeStep, type Grade, type Problem } from "@gridsmith/kit";
import { checkBlackAndWhite } from "./bw/check.js";
import { generateBlackAndWhite } from "./bw/generate.js";
import { explainBlackAndWhite, gradeBlackAndWhite, hintBlackAndWhite } from "./bw/logic.js";
import { type NonogramSolveOptions, solveBlackAndWhite } from "./bw/solve.js";
import { validateBlackAndWhite } from "./bw/validate.js";
import { checkColourNonogram } from "./colour/check.js";
import { generateColourNonogram } from "./colour/generate.js";
import { explainColourNonogram, gradeColourNonogram, hintColourNonogram } from "./colour/logic.js";
import { isColourPuzzle } from "./colour/palette.js";
import { solveColourNonogram } from "./colour/solve.js";
import { validateColourNonogram } from "./colour/validate.js";
import { attemptShapeProblem, shapeProblems } from "./limits.js";
import { resolveParams } from "./params.js";
import type { NonogramSolveResult } from "./solver/solve-run.js";
import type { Nonogram, NonogramAttempt, NonogramParams, NonogramStep } from "./types.js";

// This module is the one place that tells black and white from colour: a puzzle whose palette has two or more
// colours (`isColourPuzzle`) goes to `colour/`, any other to `bw/`, and the `nonogram` type object calls these.
// Each operation makes the choice itself, rather than through a table of both kinds' functions, so that a
// bundle importing only `solveNonogram` (the `./picture` entry) leaves out the hints, the checker and the grader.

/**
 * What makes a puzzle not one. Its shape first, as `fromJson` reads it (sizes within the limits, lists whose
 * lengths agree, whole numbers in range, a goal of the puzzle's size), as one `bad-shape` problem naming the
 * path, found before anything is sized by the value; then clues that need more cells than their line has and
 * rows and columns that fill different numbers of cells (of each colour, in a colour puzzle, whose palette is
 * checked too). Empty when the puzzle is well formed (it may still have no solution).
 */
export function validateNonogram(p: Nonogram): Problem[] {
  const shape = shapeProblems(p);
  if (shape.length > 0) return shape;
  return isColourPuzzle(p) ? validateColourNonogram(p) : validateBlackAndWhite(p);
}

/**
 * Solves a nonogram, black and white or colour: exact line solving on the engine's propagation queue (one
 * line propagator per row and column), probing at the root, then the engine's learning search, each dead end
 * explained by the line that failed. `limit` (default 2) solutions are looked for, so the default proves
 * uniqueness; `limit: Infinity` counts them all exactly. `givens` fixes cells first. A puzzle with problems
 * (see {@link validateNonogram}) has no solution.
 */
export function solveNonogram(puzzle: Nonogram, options: NonogramSolveOptions = {}): NonogramSolveResult {
  return isColourPuzzle(puzzle) ? solveColourNonogram(puzzle, options) : solveBlackAndWhite(puzzle, options);
}

/**
 * A player's mistakes: rows or columns whose marked cells cannot be completed to fit their clue (a complete
 * line that reads differently, or a partial one that no placement fits), and, when the puzzle has exactly one
 * solution, every marked cell that differs from it. A puzzle of the wrong shape is one `bad-shape` problem, an
 * attempt of the wrong shape (see `attemptShapeProblem`) one `attempt-shape` problem, found first. A colour
 * puzzle's attempt holds its colour codes.
 */
export function checkNonogram(p: Nonogram, attempt: NonogramAttempt): Problem[] {
  const shape = shapeProblems(p);
  if (shape.length > 0) return shape;
  const wrong = attemptShapeProblem(attempt, p.columns.length, p.rows.length);
  if (wrong) return [wrong];
  if (!isColourPuzzle(p)) return checkBlackAndWhite(p, attempt);
  const solved = solveColourNonogram(p, { limit: 2 });
  return checkColourNonogram(p, attempt, solved.status === "unique" ? solved.solutions[0]! : null);
}

/**
 * The next logical step from an attempt: the row or column whose clue forces the most new cells (with which
 * cells and why), else (black and white) a probe, a cell whose one value leads line solving into a
 * contradiction. A marked cell that differs from the one solution (`check`'s first) is a `fix-mistake` step
 * that paints it as the solution has it; without one solution, a line that cannot be completed from the marked
 * cells is a `contradiction` step. Null when
 * the puzzle is invalid, solved, or needs search. Throws an Error saying what is wrong for a puzzle or an
 * attempt of the wrong shape (see `fromJson`, `attemptShapeProblem`), before any work.
 */
export function hintNonogram(p: Nonogram, attempt?: NonogramAttempt | null): NonogramStep | null {
  const shape = shapeProblems(p);
  if (shape.length > 0) throw new Error(shape[0]!.message);
  const wrong = attempt == null ? null : attemptShapeProblem(attempt, p.columns.length, p.rows.length);
  if (wrong) throw new Error(wrong.message);
  // A marked cell that differs from the one solution (the type's check) comes first, corrected: every step
  // built on it would mislead, and a line it breaks (the logic's `contradiction` step) does not say which cell
  // to change. Without one solution a broken line is that `contradiction` step.
  const problems = attempt == null ? [] : checkNonogram(p, attempt);
  const wrongCell = problems.find((problem) => problem.code === "wrong-cell")?.cells?.[0];
  if (wrongCell) return wrongCellStep(p, wrongCell);
  const given = attempt ?? undefined;
  return isColourPuzzle(p) ? hintColourNonogram(p, given) : hintBlackAndWhite(p, given);
}

/**
 * The hint's step on a marked cell that differs from the puzzle's one solution (technique `fix-mistake`): "r2c19
 * is a mistake: in the puzzle's one solution it stays empty", painting the cell as the solution has it.
 */
function wrongCellStep(p: Nonogram, at: Cell): NonogramStep {
  const code = solveNonogram(p, { limit: 2 }).solutions[0]![at.row]![at.col]!;
  const colour = isColourPuzzle(p) ? p.palette.findIndex((c) => c.code === code) : code === "#" ? 1 : 0;
  const says =
    colour === 0 ? "stays empty" : isColourPuzzle(p) ? `is ${p.palette[colour]!.name}` : "is filled";
  const paint = { row: at.row, col: at.col, filled: colour !== 0 };
  const cell = at.row * p.columns.length + at.col;
  return cellMistakeStep(
    p.columns.length,
    cell,
    says,
    isColourPuzzle(p) ? { ...paint, colour: code } : paint,
  );
}

/**
 * The whole logical solution path from the empty grid: line steps (in the order propagation found them),
 * probe steps when lines stall (black and white), and a final `search` step for what only trial and error
 * settles.
 */
export function explainNonogram(p: Nonogram): NonogramStep[] {
  return isColourPuzzle(p) ? explainColourNonogram(p) : explainBlackAndWhite(p);
}

/**
 * Difficulty from the techniques the logical path needs: `line-solvable`, `needs-probing` (black and white),
 * `needs-search` or `no-solution`. The score is line steps + 10 per probe step + 100 plus the search nodes
 * when search is needed.
 */
export function gradeNonogram(p: Nonogram): Grade {
  return isColourPuzzle(p) ? gradeColourNonogram(p) : gradeBlackAndWhite(p);
}

/**
 * A random puzzle with exactly one solution, the same for the same params and seed: black and white, or with
 * `colours` of 2 or more a colour puzzle. Throws a RangeError saying which param is out of range.
 */
export function generateNonogram(params: Partial<NonogramParams>, seed: number): Nonogram {
  const { width, height, density } = resolveParams(params);
  if (params.colours !== undefined && params.colours !== 1) {
    return generateColourNonogram({ width, height, density, colours: params.colours }, seed);
  }
  return generateBlackAndWhite({ width, height, density }, seed);
}
