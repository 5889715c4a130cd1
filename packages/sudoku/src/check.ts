import type { Problem } from "@gridsmith/kit";
import { cellAt, cellNameAt } from "@gridsmith/kit";
import { checkedAttempt, shapeProblems } from "./from-json.js";
import { type Sudoku, type SudokuSolution, symbol } from "./puzzle.js";
import { duplicateProblems } from "./rules.js";
import { search } from "./solver/solve.js";

/**
 * A player's mistakes in a (partial) attempt: given digits changed, digits that break the rules (both cells
 * named), and digits that differ from the solution when the puzzle has exactly one; when it has several,
 * digits that no solution contains together. Empty cells (0) are not mistakes. A puzzle of the wrong shape
 * answers `bad-shape`, an attempt that is not `{ cells }` with size * size digits 0 to size `bad-attempt`,
 * each naming the path, before any work.
 */
export function check(puzzle: Sudoku, attempt: Partial<SudokuSolution>): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const n = puzzle.size;
  const read = checkedAttempt(attempt, n);
  if ("problem" in read) return [read.problem];
  const { cells } = read;
  const problems: Problem[] = [];
  const grid = puzzle.cells.slice();
  cells.forEach((d, c) => {
    if (puzzle.cells[c] !== 0 && d !== 0 && d !== puzzle.cells[c]) {
      problems.push({
        code: "changed-given",
        message: `${cellNameAt(c, n)} is a given ${symbol(puzzle.cells[c]!)}; the attempt has ${symbol(d)} there`,
        cells: [cellAt(c, n)],
      });
    } else if (puzzle.cells[c] === 0) grid[c] = d;
  });
  if (problems.length > 0) return problems;
  const givenProblems = duplicateProblems(n, puzzle.cells);
  if (givenProblems.length > 0) return givenProblems;
  const rules = duplicateProblems(n, grid, "duplicate-digit");
  if (rules.length > 0) return rules;
  const result = search(n, puzzle.cells, { limit: 2, nodeLimit: 2_000_000 });
  if (result.count === 1 && result.complete) {
    const solution = result.solutions[0]!;
    grid.forEach((d, c) => {
      if (puzzle.cells[c] === 0 && d !== 0 && d !== solution[c]) {
        problems.push({
          code: "wrong-digit",
          message: `${cellNameAt(c, n)} is not ${symbol(d)} in the solution`,
          cells: [cellAt(c, n)],
        });
      }
    });
    return problems;
  }
  if (result.count > 1 && search(n, grid, { limit: 1, nodeLimit: 2_000_000 }).count === 0) {
    const entered = grid.flatMap((d, c) => (puzzle.cells[c] === 0 && d !== 0 ? [cellAt(c, n)] : []));
    problems.push({
      code: "no-completion",
      message: "the digits entered so far cannot all be right: no solution of the puzzle contains them",
      cells: entered,
    });
  }
  return problems;
}
