/**
 * Sudoku's rules: {@link validate} (givens that break them) and {@link isSolutionOf}, the check of a whole
 * grid written apart from the solver, so that it can vouch for it.
 */
import type { Problem } from "@gridsmith/kit";
import { cellAt, cellNameAt } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { boxShape, geometry, type Sudoku, symbol, unitName } from "./puzzle.js";

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

function times(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}

/** `"r1c1 and r1c4"`, `"r1c1, r1c4 and r1c7"`. */
export function listCells(size: number, cells: readonly number[]): string {
  const names = cells.map((c) => cellNameAt(c, size));
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * Digits that appear more than once in a row, column or box, with every cell involved named. The same
 * cells seen twice (two 5s in one row and one box) are reported once.
 */
export function duplicateProblems(
  size: number,
  cells: readonly number[],
  code = "duplicate-given",
): Problem[] {
  const g = geometry(size);
  const n = g.size;
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (let u = 0; u < g.unitCount; u++) {
    const where: number[][] = Array.from({ length: n + 1 }, () => []);
    for (let k = 0; k < n; k++) {
      const c = g.units[u * n + k]!;
      const d = cells[c]!;
      if (d > 0) where[d]!.push(c);
    }
    for (let d = 1; d <= n; d++) {
      const at = where[d]!;
      if (at.length < 2) continue;
      const key = `${d}:${at.join(",")}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push({
        code,
        message: `${unitName(g, u)} has ${times(at.length)} ${symbol(d)}s (${listCells(n, at)})`,
        cells: at.map((c) => cellAt(c, n)),
      });
    }
  }
  return problems;
}

/** Digits seen per unit, for {@link hasDuplicate}. */
const SEEN = new Int32Array(3 * 25);

/** True when a digit appears twice in some row, column or box; one pass over the cells, nothing allocated. */
function hasDuplicate(size: number, cells: readonly number[]): boolean {
  const { cellUnits } = geometry(size);
  const seen = SEEN;
  seen.fill(0, 0, 3 * size);
  for (let i = 0, k = 0; i < cells.length; i++, k += 3) {
    const d = cells[i]!;
    if (d === 0) continue;
    const bit = 1 << (d - 1);
    const row = cellUnits[k]!;
    const column = cellUnits[k + 1]!;
    const box = cellUnits[k + 2]!;
    if (((seen[row]! | seen[column]! | seen[box]!) & bit) !== 0) return true;
    seen[row]! |= bit;
    seen[column]! |= bit;
    seen[box]! |= bit;
  }
  return false;
}

/**
 * Semantic problems of a puzzle: first its shape (a value of the wrong shape or size answers one `bad-shape`
 * problem naming the path, without working on it), then givens that break the rules.
 */
export function validate(puzzle: Sudoku): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  // Most puzzles break no rule: a check that allocates nothing says so before the one that names cells.
  if (!hasDuplicate(puzzle.size, puzzle.cells)) return [];
  return duplicateProblems(puzzle.size, puzzle.cells);
}

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
