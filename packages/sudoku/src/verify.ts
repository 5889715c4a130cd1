import { boxShape, type Sudoku } from "./grid.js";

const SCRATCH = new Int32Array(3 * 25);

/**
 * True when `cells` is a complete, correct grid that keeps every given of `puzzle`. Written from the rules
 * alone (row, column and box by arithmetic, not the solver's tables) so that it can vouch for the solver.
 */
export function isSolutionOf(puzzle: Sudoku, cells: ArrayLike<number>): boolean {
  const n = puzzle.size;
  const shape = boxShape(n);
  if (!shape || cells.length !== n * n) return false;
  // Digits seen per row (0..n-1), column (n..2n-1) and box (2n..3n-1); one scratch array, nothing allocated.
  const seen = SCRATCH;
  seen.fill(0, 0, 3 * n);
  const across = n / shape.cols;
  for (let r = 0, i = 0; r < n; r++) {
    const band = ((r / shape.rows) | 0) * across;
    for (let c = 0; c < n; c++, i++) {
      const d = cells[i]!;
      if (!(d >= 1 && d <= n && (d | 0) === d)) return false;
      const given = puzzle.cells[i]!;
      if (given !== 0 && given !== d) return false;
      const bit = 1 << (d - 1);
      const b = 2 * n + band + ((c / shape.cols) | 0);
      if (((seen[r]! | seen[n + c]! | seen[b]!) & bit) !== 0) return false;
      seen[r]! |= bit;
      seen[n + c]! |= bit;
      seen[b]! |= bit;
    }
  }
  return true;
}
