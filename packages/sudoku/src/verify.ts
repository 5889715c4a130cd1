import { boxShape, type Sudoku } from "./grid.js";

/**
 * True when `cells` is a complete, correct grid that keeps every given of `puzzle`. Written from the rules
 * alone (row, column and box by arithmetic, not the solver's tables) so that it can vouch for the solver.
 */
export function isSolutionOf(puzzle: Sudoku, cells: ArrayLike<number>): boolean {
  const n = puzzle.size;
  const shape = boxShape(n);
  if (!shape || cells.length !== n * n) return false;
  const rows = new Array<number>(n).fill(0);
  const cols = new Array<number>(n).fill(0);
  const boxes = new Array<number>(n).fill(0);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const d = cells[r * n + c]!;
      if (!Number.isInteger(d) || d < 1 || d > n) return false;
      const given = puzzle.cells[r * n + c]!;
      if (given !== 0 && given !== d) return false;
      const bit = 2 ** (d - 1);
      const b = Math.floor(r / shape.rows) * (n / shape.cols) + Math.floor(c / shape.cols);
      if (rows[r]! & bit || cols[c]! & bit || boxes[b]! & bit) return false;
      rows[r]! |= bit;
      cols[c]! |= bit;
      boxes[b]! |= bit;
    }
  }
  return true;
}
