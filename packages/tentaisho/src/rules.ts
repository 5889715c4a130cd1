import type { Problem } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import type { Puzzle } from "./puzzle.js";

const at = (size: number, i: number) => ({ row: Math.floor(i / size), col: i % size });

/** Every pair of cells in one row or column holding the same digit. Shares no code with the solver. */
export function repeats(size: number, cells: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  for (let a = 0; a < cells.length; a++) {
    for (let b = a + 1; b < cells.length; b++) {
      if (cells[a] === 0 || cells[a] !== cells[b]) continue;
      const p = at(size, a);
      const q = at(size, b);
      if (p.row !== q.row && p.col !== q.col) continue;
      const where = p.row === q.row ? `row ${p.row + 1}` : `column ${p.col + 1}`;
      problems.push({
        code: "repeated-digit",
        message: `${where} has two ${cells[a]}s (r${p.row + 1}c${p.col + 1} and r${q.row + 1}c${q.col + 1})`,
        cells: [p, q],
      });
    }
  }
  return problems;
}

/**
 * What makes a puzzle not one: its shape first (see `fromJson`: the size, the number of cells, each an integer
 * in range), as one `bad-shape` problem with the path, before anything is sized by the value; then repeats.
 */
export function validate(puzzle: Puzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  return repeats(puzzle.size, puzzle.cells);
}

/**
 * A player's mistakes: a changed given, a digit out of range, a repeat. Empty cells (0) are not mistakes. A
 * puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export function check(puzzle: Puzzle, attempt: readonly (number | null)[] | null): Problem[] {
  const wrong = shapeProblems(puzzle);
  if (wrong.length > 0) return wrong;
  const badAttempt = attemptProblems(puzzle, attempt);
  if (badAttempt.length > 0) return badAttempt;
  // Nothing played yet: no mistakes to find.
  if (attempt === null || attempt === undefined) return [];
  const problems: Problem[] = [];
  const cells = puzzle.cells.map((given, i) => {
    const v = attempt[i] ?? 0;
    if (given !== 0 && v !== given) {
      problems.push({
        code: "changed-given",
        message: `r${at(puzzle.size, i).row + 1}c${at(puzzle.size, i).col + 1} is given as ${given}`,
        cells: [at(puzzle.size, i)],
      });
      return given;
    }
    if (!Number.isInteger(v) || v < 0 || v > puzzle.size) {
      problems.push({
        code: "out-of-range",
        message: `${v} is not a digit 1-${puzzle.size}`,
        cells: [at(puzzle.size, i)],
      });
      return 0;
    }
    return v;
  });
  return [...problems, ...repeats(puzzle.size, cells)];
}
