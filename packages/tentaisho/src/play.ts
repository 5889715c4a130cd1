import { isMove, type PlayModel } from "@gridsmith/kit";
import type { Placement } from "./hints.js";
import type { Puzzle, Solution } from "./puzzle.js";

/** A player's attempt: the digit typed in each cell, row by row, 0 for none; givens are not repeated. */
export type Attempt = number[];

const isDigit = (puzzle: Puzzle, value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= puzzle.size;

/**
 * How Tentaisho is played: digits typed into the cells without a given (`value` moves, null clears), and
 * a hint's placements. The board shows the givens as text and takes digits 1 to the grid's size.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = {
  newAttempt: (puzzle) => puzzle.cells.map(() => 0),
  // A saved attempt: one digit (or 0) per cell; a given's cell is read as 0. Anything else: null.
  readAttempt(puzzle, saved) {
    if (!Array.isArray(saved) || saved.length !== puzzle.cells.length) return null;
    if (!saved.every((v) => isDigit(puzzle, v))) return null;
    return saved.map((v: number, i) => (puzzle.cells[i] ? 0 : v));
  },
  applyStep(puzzle, attempt, step) {
    const placed = isMove(step)
      ? step.kind === "value"
        ? [{ cell: step.cell, value: step.value ?? 0 }]
        : []
      : step.deductions.map((d) => ({ cell: d.row * puzzle.size + d.col, value: d.value }));
    const next = [...attempt];
    for (const { cell, value } of placed)
      if (
        Number.isInteger(cell) &&
        cell >= 0 &&
        cell < next.length &&
        !puzzle.cells[cell] &&
        isDigit(puzzle, value)
      )
        next[cell] = value;
    return next;
  },
  isComplete: (puzzle, attempt) => puzzle.cells.every((given, i) => given || attempt[i]),
  mistakes: (puzzle, attempt, solution) =>
    attempt.flatMap((v, i) => {
      if (!v || puzzle.cells[i] || v === solution[i]) return [];
      const cell = { row: Math.floor(i / puzzle.size), col: i % puzzle.size };
      return [
        {
          code: "differs-from-solution",
          message: `r${cell.row + 1}c${cell.col + 1} is not ${v}`,
          cells: [cell],
        },
      ];
    }),
  // `check` and `hint` read the whole grid, givens included.
  toSolution: (puzzle, attempt) => puzzle.cells.map((given, i) => given || attempt[i] || 0),
  fromSolution: (puzzle, solution) => solution.map((v, i) => (puzzle.cells[i] ? 0 : v)),
  progress: (puzzle, attempt) => ({
    filled: puzzle.cells.filter((given, i) => !given && attempt[i]).length,
    total: puzzle.cells.filter((given) => !given).length,
  }),
  board: (puzzle) => ({
    rows: puzzle.size,
    cols: puzzle.size,
    cells: puzzle.cells.map((given) => (given ? { text: String(given) } : null)),
    input: { cells: { kind: "digit", min: 1, max: puzzle.size, marks: false } },
  }),
  view: (_puzzle, attempt) => ({ values: attempt.map((v) => v || null) }),
};
