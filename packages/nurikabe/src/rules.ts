import { type Cell, cellName, describeJson, type Problem } from "@gridsmith/kit";
import { shapeProblems } from "./from-json.js";
import { blocks, cellAt, neighbours, type Puzzle } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which runs on the engine's propagators).

/**
 * What makes a puzzle not one: a wrong shape first (see {@link fromJson}: the sizes, the number of clues, each
 * clue an integer from -1 to 4095), checked before anything is sized by it; then clues larger than the grid.
 */
export function validate(puzzle: Puzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const { width, height, clues } = puzzle;
  const problems: Problem[] = [];
  clues.forEach((clue, i) => {
    const cell = cellAt(puzzle, i);
    if (clue > width * height)
      problems.push({
        code: "bad-clue",
        message: `${cellName(cell)}: ${clue} is not an island size for a ${width}x${height} grid (-1 none, 0 "?", 1-${width * height})`,
        cells: [cell],
      });
  });
  return problems;
}

/**
 * What is wrong with the shape of an attempt (a list of at most one entry per cell), as one `bad-attempt`
 * problem; empty when it has the shape. Its entries are `check`'s (`bad-cell`).
 */
export function attemptProblems(puzzle: Puzzle, attempt: unknown): Problem[] {
  if (!Array.isArray(attempt))
    return [
      {
        code: "bad-attempt",
        message: `an attempt is a list of cells (1 wall, -1 island, 0 undecided), not ${describeJson(attempt)}`,
      },
    ];
  const n = puzzle.width * puzzle.height;
  if (attempt.length > n)
    return [
      {
        code: "bad-attempt",
        message: `the attempt has ${attempt.length} cells; a ${puzzle.width}x${puzzle.height} grid has ${n}`,
      },
    ];
  return [];
}

/** Groups of cells joined through neighbours for which `inside` holds. */
function groups(p: Puzzle, inside: (i: number) => boolean): number[][] {
  const seen = new Uint8Array(p.clues.length);
  const out: number[][] = [];
  for (let s = 0; s < p.clues.length; s++) {
    if (seen[s] || !inside(s)) continue;
    seen[s] = 1;
    const group = [s];
    for (let q = 0; q < group.length; q++)
      for (const j of neighbours(p, group[q]!))
        if (!seen[j] && inside(j)) {
          seen[j] = 1;
          group.push(j);
        }
    out.push(group);
  }
  return out;
}

const cellsOf = (p: Puzzle, is: readonly number[]): Cell[] => is.map((i) => cellAt(p, i));

/**
 * Mistakes in an attempt (1 wall, -1 marked island, 0 or missing undecided); empty when there are none. Reads
 * only what is decided: a 2x2 of walls, a number shaded, an island (numbers and marked cells, joined) with two
 * numbers or too many cells, an island walled in before its size or without a number, and walls that the
 * decided island cells cut apart.
 */
export function check(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const wrong = attemptProblems(puzzle, attempt);
  if (wrong.length > 0) return wrong;
  const { clues } = puzzle;
  const state = (i: number) => (clues[i]! >= 0 ? -1 : (attempt[i] ?? 0));
  const problems: Problem[] = [];
  for (let i = 0; i < Math.min(attempt.length, clues.length); i++) {
    const v = attempt[i];
    const cell = cellAt(puzzle, i);
    if (v !== undefined && v !== null && v !== 0 && v !== 1 && v !== -1)
      problems.push({
        code: "bad-cell",
        message: `${cellName(cell)}: ${describeJson(v)} is not 1, -1 or 0`,
        cells: [cell],
      });
    else if (v === 1 && clues[i]! >= 0)
      problems.push({
        code: "shaded-number",
        message: `${cellName(cell)} holds a number, so it is island, not wall`,
        cells: [cell],
      });
  }
  for (const b of blocks(puzzle))
    if (b.every((i) => state(i) === 1))
      problems.push({
        code: "pool",
        message: `the 2x2 block from ${cellName(cellAt(puzzle, b[0]!))} is all wall`,
        cells: cellsOf(puzzle, b),
      });
  for (const g of groups(puzzle, (i) => state(i) === -1)) {
    const numbers = g.filter((i) => clues[i]! >= 0);
    const where = cellName(cellAt(puzzle, numbers[0] ?? g[0]!));
    if (numbers.length > 1)
      problems.push({
        code: "two-numbers",
        message: `the island of ${where} holds ${numbers.length} numbers`,
        cells: cellsOf(puzzle, numbers),
      });
    else if (numbers.length === 1 && clues[numbers[0]!]! > 0 && g.length > clues[numbers[0]!]!)
      problems.push({
        code: "island-too-big",
        message: `the island of the ${clues[numbers[0]!]} in ${where} has ${g.length} cells`,
        cells: cellsOf(puzzle, g),
      });
  }
  // Through undecided cells too: what an island can still become.
  for (const g of groups(puzzle, (i) => state(i) !== 1)) {
    const numbers = g.filter((i) => clues[i]! >= 0);
    const marked = g.filter((i) => state(i) === -1);
    if (numbers.length === 0 && marked.length > 0)
      problems.push({
        code: "no-number",
        message: `the island cells around ${cellName(cellAt(puzzle, marked[0]!))} are walled off from every number`,
        cells: cellsOf(puzzle, marked),
      });
    if (numbers.length === 1 && clues[numbers[0]!]! > g.length)
      problems.push({
        code: "island-too-small",
        message: `the ${clues[numbers[0]!]} in ${cellName(cellAt(puzzle, numbers[0]!))} is walled in with ${g.length} cells`,
        cells: cellsOf(puzzle, g),
      });
  }
  const wallParts = groups(puzzle, (i) => state(i) !== -1).filter((g) => g.some((i) => state(i) === 1));
  if (wallParts.length > 1)
    problems.push({
      code: "wall-split",
      message: `the walls are cut into ${wallParts.length} parts that cannot join`,
      cells: cellsOf(
        puzzle,
        wallParts.flatMap((g) => g.filter((i) => state(i) === 1).slice(0, 1)),
      ),
    });
  return problems;
}

/** What is wrong with a complete answer (one 0/1 per cell, 1 wall); empty when it follows every rule. */
export function solutionProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const n = puzzle.clues.length;
  if (!Array.isArray(solution) || solution.length !== n)
    return [{ code: "bad-size", message: `an answer has ${n} cells, not ${solution?.length}` }];
  if (!solution.every((v) => v === 0 || v === 1))
    return [{ code: "bad-cell", message: "every cell of an answer is 0 or 1" }];
  // With every cell decided, the attempt's checks are the rules: each island is exact and has one number.
  return check(
    puzzle,
    solution.map((v) => (v === 1 ? 1 : -1)),
  );
}
