/**
 * Sudoku's rules: {@link validate} (givens that break them), {@link check} (a player's mistakes) and
 * {@link isSolutionOf}, the check of a whole grid written apart from the solver.
 */
import type { Problem } from "@gridsmith/kit";
import { cellAt, cellNameAt } from "@gridsmith/kit";
import { checkedAttempt, shapeProblems } from "./from-json.js";
import { boxShape, geometry, type Sudoku, type SudokuSolution, symbol, unitName } from "./puzzle.js";
import { search } from "./solver/solve.js";

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
