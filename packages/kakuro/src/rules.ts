import { type Cell, cellAt, cellNameAt, jsonChecked, type Problem } from "@gridsmith/kit";
import { combinations, sumRange } from "./combinations.js";
import { type Entry, type Layout, layoutOf, lineOf } from "./entries.js";
import { isWhite, type Puzzle } from "./puzzle.js";
import { cellOfPath, readAttemptList, shapeProblems } from "./shape.js";

const WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** `two` for 2, up to nine; digits beyond. */
export function countWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** `r2c3-r2c5`: the first and last cell of an entry. */
export function entrySpan(entry: Entry, cols: number): string {
  return `${cellNameAt(entry.cells[0]!, cols)}-${cellNameAt(entry.cells.at(-1)!, cols)}`;
}

/**
 * `row 2: across clue 16`, how messages name an entry; `row 8: across entry r8c5-r8c7` for one without a clue
 * (puzz.link allows those: its digits differ, and any sum will do).
 */
export function entryTitle(entry: Entry, cols: number): string {
  return entry.sum === undefined
    ? `${lineOf(entry, cols)}: ${entry.direction} entry ${entrySpan(entry, cols)}`
    : `${lineOf(entry, cols)}: ${entry.direction} clue ${entry.sum}`;
}

function cellsOf(cols: number, indexes: readonly number[]): Cell[] {
  return indexes.map((i) => cellAt(i, cols));
}

/**
 * Entries that start at the grid's edge (no clue cell), clues without an entry, white cells in no entry: a
 * grid that is not a kakuro. An entry whose clue cell has no clue for it is allowed, as puzz.link allows it:
 * its digits must differ, with no sum to make.
 */
export function structureProblems(puzzle: Puzzle, layout: Layout = layoutOf(puzzle)): Problem[] {
  const { cols, cells } = puzzle;
  const problems: Problem[] = [];
  for (const entry of layout.entries) {
    const where = `${lineOf(entry, cols)}: ${entry.direction} entry ${entrySpan(entry, cols)}`;
    const at = cellsOf(cols, entry.clueCell < 0 ? entry.cells : [entry.clueCell]);
    if (entry.clueCell < 0) {
      problems.push({
        code: "missing-clue",
        message: `${where} starts at the edge of the grid, with no clue cell ${entry.direction === "across" ? "to its left" : "above it"}`,
        cells: at,
      });
    }
  }
  cells.forEach((cell, i) => {
    if (isWhite(cell)) {
      if (layout.across[i] === -1 && layout.down[i] === -1)
        problems.push({
          code: "cell-in-no-entry",
          message: `${cellNameAt(i, cols)} is a white cell in no entry; make it black or give it a white neighbour`,
          cells: [cellAt(i, cols)],
        });
      return;
    }
    const row = Math.floor(i / cols);
    const col = i % cols;
    const sides = [
      {
        direction: "across",
        sum: cell.across,
        next: col + 1 < cols ? i + 1 : -1,
        owner: layout.across,
        side: "to its right",
      },
      {
        direction: "down",
        sum: cell.down,
        next: row + 1 < puzzle.rows ? i + cols : -1,
        owner: layout.down,
        side: "below it",
      },
    ] as const;
    for (const s of sides) {
      if (s.sum === undefined) continue;
      const clue = `${cellNameAt(i, cols)}: ${s.direction} clue ${s.sum}`;
      if (s.next < 0 || !isWhite(cells[s.next]))
        problems.push({
          code: "clue-without-entry",
          message: `${clue} has no white cell ${s.side}`,
          cells: [cellAt(i, cols)],
        });
      else if (s.owner[s.next] === -1)
        problems.push({
          code: "one-cell-entry",
          message: `${clue} is for one cell (${cellNameAt(s.next, cols)}); an entry has two or more`,
          cells: cellsOf(cols, [i, s.next]),
        });
    }
  });
  return problems;
}

/**
 * What is wrong with the digits written in one entry (`values[cell]`, 0 for empty): a digit twice, a full
 * entry with the wrong sum, or digits no combination for the clue contains. An entry without a clue can
 * only repeat a digit.
 */
export function entryDigitProblems(entry: Entry, values: readonly number[], cols: number): Problem[] {
  const title = entryTitle(entry, cols);
  const problems: Problem[] = [];
  const filled = entry.cells.filter((c) => values[c]! > 0);
  for (let a = 0; a < filled.length; a++) {
    for (let b = a + 1; b < filled.length; b++) {
      const [p, q] = [filled[a]!, filled[b]!];
      if (values[p] === values[q])
        problems.push({
          code: "repeated-digit",
          message: `${title} has two ${values[p]}s (${cellNameAt(p, cols)} and ${cellNameAt(q, cols)})`,
          cells: cellsOf(cols, [p, q]),
        });
    }
  }
  if (problems.length > 0 || entry.sum === undefined) return problems;
  const digits = filled.map((c) => values[c]!);
  const total = digits.reduce((s, d) => s + d, 0);
  if (filled.length === entry.cells.length) {
    if (total !== entry.sum)
      problems.push({
        code: "wrong-sum",
        message: `${title} adds up to ${total} (${digits.join("+")}), not ${entry.sum}`,
        cells: cellsOf(cols, entry.cells),
      });
    return problems;
  }
  if (filled.length === 0) return problems;
  const mask = digits.reduce((m, d) => m | (1 << d), 0);
  if (!combinations(entry.sum, entry.cells.length).some((combo) => (combo & mask) === mask))
    problems.push({
      code: "impossible-digits",
      message: `${title} in ${entry.cells.length} cells cannot hold ${digits.join(" and ")}`,
      cells: cellsOf(cols, filled),
    });
  return problems;
}

/**
 * Semantic problems of a puzzle: a malformed grid, entries at the grid's edge or clues without an entry, white
 * cells in no entry, sums no set of different digits can make, givens that repeat or cannot fit their clue.
 * Empty when the puzzle is well formed (it may still have no solution, or several).
 */
export function validate(puzzle: Puzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const layout = layoutOf(puzzle);
  const problems = structureProblems(puzzle, layout);
  const givens = puzzle.cells.map((c) => (isWhite(c) ? c : 0));
  for (const entry of layout.entries) {
    const n = entry.cells.length;
    if (n > 9) {
      problems.push({
        code: "entry-too-long",
        message: `${lineOf(entry, puzzle.cols)}: ${entry.direction} entry ${entrySpan(entry, puzzle.cols)} has ${n} cells; different digits 1-9 fill at most 9`,
        cells: cellsOf(puzzle.cols, entry.cells),
      });
      continue;
    }
    if (entry.sum === undefined) continue;
    const { min, max } = sumRange(n);
    if (entry.sum < min || entry.sum > max) {
      problems.push({
        code: "impossible-sum",
        message: `${entryTitle(entry, puzzle.cols)} cannot be made from ${n} different digits (${min}-${max})`,
        cells: cellsOf(puzzle.cols, [entry.clueCell]),
      });
      continue;
    }
    problems.push(...entryDigitProblems(entry, givens, puzzle.cols));
  }
  return problems;
}

/**
 * The attempt's digits per cell (0 where empty or black), with a problem for each digit that changes a
 * given. An attempt that is not a list of at most rows * cols digits 0-9 (null for empty) throws a ParseError
 * naming the path (`attempt[3]`), before anything is sized by it.
 */
export function readAttempt(
  puzzle: Puzzle,
  attempt: Partial<readonly (number | null)[]> | null | undefined,
): { values: number[]; problems: Problem[] } {
  const entered = readAttemptList(attempt ?? undefined, puzzle.cells.length);
  const problems: Problem[] = [];
  const values = puzzle.cells.map((cell, i) => {
    if (!isWhite(cell)) return 0;
    const v = entered[i]!;
    if (cell !== 0 && v !== 0 && v !== cell) {
      problems.push({
        code: "changed-given",
        message: `${cellNameAt(i, puzzle.cols)} is given as ${cell}, not ${v}`,
        cells: [cellAt(i, puzzle.cols)],
      });
      return cell;
    }
    return cell || v;
  });
  return { values, problems };
}

/**
 * A player's mistakes that break a rule: changed givens, a digit twice in an entry, a full entry with the
 * wrong sum, digits no combination for the clue holds. Empty cells are not mistakes. A puzzle of the wrong
 * shape answers `bad-shape`, an attempt that is not a list of at most rows * cols digits 0-9 `bad-attempt`,
 * each naming the path, before any work; otherwise the puzzle is assumed valid.
 */
export function check(
  puzzle: Puzzle,
  attempt: Partial<readonly (number | null)[]> | null | undefined,
): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const read = jsonChecked(() => readAttempt(puzzle, attempt), "bad-attempt", cellOfPath(puzzle.cols));
  if ("problem" in read) return [read.problem];
  const { values, problems } = read;
  for (const entry of layoutOf(puzzle).entries)
    problems.push(...entryDigitProblems(entry, values, puzzle.cols));
  return problems;
}
