import type { Problem } from "@gridsmith/kit";
import { cellAt, cellNameAt } from "@gridsmith/kit";
import { geometry, type Sudoku, symbol, unitName } from "./grid.js";
import { shapeProblems } from "./shape.js";

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
