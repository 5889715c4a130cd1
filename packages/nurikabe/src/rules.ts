import type { Problem } from "@gridsmith/kit";
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

export function validate(puzzle: Puzzle): Problem[] {
  if (puzzle.cells.length !== puzzle.size * puzzle.size) {
    return [
      {
        code: "bad-size",
        message: `a ${puzzle.size}x${puzzle.size} grid has ${puzzle.size ** 2} cells, not ${puzzle.cells.length}`,
      },
    ];
  }
  return repeats(puzzle.size, puzzle.cells);
}

/** A player's mistakes: a changed given, a digit out of range, a repeat. Empty cells (0) are not mistakes. */
export function check(puzzle: Puzzle, attempt: readonly number[]): Problem[] {
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
