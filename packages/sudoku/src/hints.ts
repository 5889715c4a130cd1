import type { Cell, Grade, LineRef, Step } from "@gridsmith/kit";
import { cellAt, cellNameAt, jsonIntegers } from "@gridsmith/kit";
import { check } from "./check.js";
import { readAttempt } from "./from-json.js";
import { Board } from "./logic/board.js";
import type { Finding } from "./logic/finding.js";
import { gradeOf, logicPath, nextFinding } from "./logic/ladder.js";
import { type Sudoku, type SudokuSolution, symbol } from "./puzzle.js";
import { validate } from "./rules.js";
import { search } from "./solver/solve.js";

/** One change a step makes: write a digit in, rule a candidate out, or take a wrong digit back out. */
export interface SudokuDeduction {
  kind: "place" | "eliminate" | "clear";
  row: number;
  col: number;
  digit: number;
}

/** A logical step of sudoku, with its deductions. */
export type SudokuStep = Step<SudokuDeduction>;

/**
 * What a hint is asked of: a (partial) attempt's digits and, where the board carries them, each cell's pencil
 * marks as its candidates (`candidates`, a mask per cell, digit d = bit d-1; 0 where none is marked), so an
 * elimination the player carried out is read back and not hinted again.
 */
export type SudokuHintInput = Partial<SudokuSolution> & { candidates?: readonly number[] };

function toStep(size: number, f: Finding): SudokuStep {
  const deductions: SudokuDeduction[] = [
    ...f.places.map(([c, digit]) => ({ kind: "place" as const, ...cellAt(c, size), digit })),
    ...f.removes.map(([c, digit]) => ({ kind: "eliminate" as const, ...cellAt(c, size), digit })),
  ];
  const changed = [...new Set([...f.places.map(([c]) => c), ...f.removes.map(([c]) => c)])];
  const lines: LineRef[] = f.units
    .filter((u) => u < 2 * size)
    .map((u) => ({ axis: u < size ? "row" : "column", index: u % size }));
  const because: SudokuStep["because"] = { cells: f.pattern.map((c) => cellAt(c, size)) };
  if (lines.length > 0) because.lines = lines;
  return {
    technique: f.technique,
    message: f.message(),
    cells: changed.map((c): Cell => cellAt(c, size)),
    because,
    deductions,
  };
}

/** The givens plus the digits of a (checked) attempt in the cells that are not given. */
function merged(puzzle: Sudoku, attempt?: SudokuSolution): number[] {
  const cells = puzzle.cells.slice();
  if (attempt) {
    attempt.cells.forEach((d, c) => {
      if (cells[c] === 0 && d > 0) cells[c] = d;
    });
  }
  return cells;
}

/**
 * The next logical step from a (partial) attempt, as a person would find it, with its reason; null when the
 * grid is complete, the puzzle is broken, or nothing on the ladder applies. A wrong digit in the attempt is
 * pointed out first (technique `fix-mistake`), since every step built on it would mislead; so are pencil marks
 * (`candidates`) that leave out a cell's digit. The marks narrow the cells' candidates: what the player ruled
 * out is not hinted again. An attempt that is not `{ cells }` with size * size digits 0 to size, or marks
 * that are not size * size masks, throws a ParseError naming the path (`attempt.cells`).
 */
export function hint(puzzle: Sudoku, attempt?: SudokuHintInput | null): SudokuStep | null {
  if (validate(puzzle).length > 0) return null;
  const entered = attempt == null ? undefined : readAttempt(attempt, puzzle.size);
  const problems = entered ? check(puzzle, entered) : [];
  const wrong = problems.find((p) => p.code === "wrong-digit" || p.code === "duplicate-digit");
  if (wrong?.cells?.length) {
    const cells = wrong.cells.filter((c) => puzzle.cells[c.row * puzzle.size + c.col] === 0);
    const at = cells[cells.length - 1] ?? wrong.cells[0]!;
    const digit = entered?.cells[at.row * puzzle.size + at.col] ?? 0;
    return {
      technique: "fix-mistake",
      message: `${wrong.message}; take the ${digit} out of r${at.row + 1}c${at.col + 1} first`,
      cells: [at],
      because: { cells: wrong.cells },
      deductions: [{ kind: "clear", ...at, digit }],
    };
  }
  const board = Board.from(puzzle.size, merged(puzzle, entered));
  const marks = attempt?.candidates === undefined ? null : readMarks(attempt.candidates, puzzle.size);
  if (marks) {
    const wrongMark = markMistake(puzzle, board, marks);
    if (wrongMark) return wrongMark;
    for (let c = 0; c < marks.length; c++)
      if (marks[c] && board.values[c] === 0) board.cands[c]! &= marks[c]!;
  }
  const f = nextFinding(board);
  return f ? toStep(puzzle.size, f) : null;
}

/** Pencil marks of a hint's input: size * size masks of digits 1 to size; a ParseError naming the path else. */
function readMarks(candidates: unknown, size: number): number[] {
  return jsonIntegers(candidates, "attempt.candidates", size * size, 0, 2 ** size - 1);
}

/**
 * A step that clears the pencil marks of an empty cell that leave out its digit in the (unique) solution,
 * since every step built on them would mislead; null when there is no such cell or no one solution.
 */
function markMistake(puzzle: Sudoku, board: Board, marks: readonly number[]): SudokuStep | null {
  const n = puzzle.size;
  const marked = (c: number) => marks[c] !== 0 && board.values[c] === 0;
  if (!marks.some((_, c) => marked(c))) return null;
  const result = search(n, puzzle.cells, { limit: 2, nodeLimit: 2_000_000 });
  if (!(result.count === 1 && result.complete)) return null;
  const solution = result.solutions[0]!;
  const c = marks.findIndex((m, c) => marked(c) && (m & (1 << (solution[c]! - 1))) === 0);
  if (c < 0) return null;
  const digit = solution[c]!;
  return {
    technique: "fix-mistake",
    message: `the pencil marks of ${cellNameAt(c, n)} leave out ${symbol(digit)}, its digit in the solution; clear them first`,
    cells: [cellAt(c, n)],
    because: { cells: [cellAt(c, n)] },
    deductions: [{ kind: "clear", ...cellAt(c, n), digit }],
  };
}

/** The whole logical path from the givens to the solution (or as far as the ladder reaches). */
export function explain(puzzle: Sudoku): SudokuStep[] {
  if (validate(puzzle).length > 0) return [];
  const path = logicPath(Board.from(puzzle.size, puzzle.cells));
  return path.findings.map((f) => toStep(puzzle.size, f));
}

/** Difficulty from the hardest technique the logical path needs: easy, medium, hard, expert or diabolical. */
export function grade(puzzle: Sudoku): Grade {
  if (validate(puzzle).length > 0) return { level: "invalid", score: -1 };
  return gradeOf(logicPath(Board.from(puzzle.size, puzzle.cells)));
}
