import type { Problem } from "@gridsmith/kit";
import { cellAt, cellName, geometry, isSupportedSize, SIZES, type Sudoku, symbol, unitName } from "./grid.js";

const COUNT_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

function times(n: number): string {
  return COUNT_WORDS[n] ?? String(n);
}

/** `"r1c1 and r1c4"`, `"r1c1, r1c4 and r1c7"`. */
export function listCells(size: number, cells: readonly number[]): string {
  const names = cells.map((c) => cellName({ size }, c));
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/**
 * What makes a value unusable as a puzzle at all (wrong size, wrong cell count, a cell that is not a digit
 * of the size). Empty when the shape is sound.
 */
export function shapeProblems(puzzle: Sudoku): Problem[] {
  if (!puzzle || typeof puzzle !== "object")
    return [{ code: "not-a-puzzle", message: "the puzzle is not an object" }];
  if (!isSupportedSize(puzzle.size)) {
    return [
      {
        code: "unsupported-size",
        message: `unsupported size ${String(puzzle.size)}; supported sizes: ${SIZES.join(", ")}`,
      },
    ];
  }
  const n = puzzle.size;
  if (!Array.isArray(puzzle.cells) || puzzle.cells.length !== n * n) {
    const count = Array.isArray(puzzle.cells) ? puzzle.cells.length : 0;
    return [{ code: "cell-count", message: `puzzle has ${count} cells; expected ${n * n}` }];
  }
  const problems: Problem[] = [];
  puzzle.cells.forEach((d, c) => {
    if (!Number.isInteger(d) || d < 0 || d > n) {
      problems.push({
        code: "bad-cell",
        message: `${cellName({ size: n }, c)} holds ${JSON.stringify(d)}, which is not 0 (empty) or a digit 1-${n}`,
        cells: [cellAt(n, c)],
      });
    }
  });
  return problems;
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
        cells: at.map((c) => cellAt(n, c)),
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

/** The quick yes of {@link shapeProblems}: a supported size and N*N whole numbers 0..N (nothing allocated). */
export function wellFormed(puzzle: Sudoku): boolean {
  const n = puzzle?.size;
  const cells = puzzle?.cells;
  if (!isSupportedSize(n) || !Array.isArray(cells) || cells.length !== n * n) return false;
  for (let i = 0; i < cells.length; i++) {
    const d = cells[i];
    if (typeof d !== "number" || !(d >= 0 && d <= n) || (d | 0) !== d) return false;
  }
  return true;
}

/** Semantic problems of a well-formed puzzle: its shape, then givens that break the rules. */
export function validate(puzzle: Sudoku): Problem[] {
  if (!wellFormed(puzzle)) {
    const shape = shapeProblems(puzzle);
    if (shape.length > 0) return shape;
  }
  // Most puzzles break no rule: a check that allocates nothing says so before the one that names cells.
  if (!hasDuplicate(puzzle.size, puzzle.cells)) return [];
  return duplicateProblems(puzzle.size, puzzle.cells);
}
