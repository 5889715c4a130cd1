import type { Problem } from "@gridsmith/kit";
import { cellAt, cellNameAt, gridGroups } from "@gridsmith/kit";
import { combinations, sumRange } from "./combinations.js";
import { type Puzzle, unitName, unitsOf } from "./puzzle.js";
import { checkedAttempt, shapeProblems } from "./shape.js";

const cellsOf = (size: number, cells: readonly number[]) => cells.map((i) => cellAt(i, size));

/** `the cage of 15 at r1c1`: cages have no names of their own, so a cage is named by its sum and first cell. */
export function cageName(puzzle: Puzzle, k: number): string {
  const cage = puzzle.cages[k]!;
  return `the cage of ${cage.sum} at ${cellNameAt(Math.min(...cage.cells), puzzle.size)}`;
}

/**
 * What makes a puzzle not a killer sudoku at all: a value of the wrong shape or size (`bad-shape`, naming the
 * path, before any work), a cell in no cage or in two, a cage whose cells do not touch, a sum no distinct
 * digits can make. Solving needs none of these.
 */
export function structureProblems(puzzle: Puzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const { size, cages } = puzzle;
  const count = size * size;
  const problems: Problem[] = [];
  const owner = new Int32Array(count).fill(-1);
  cages.forEach((cage, k) => {
    for (const i of cage.cells) {
      if (owner[i] !== -1)
        problems.push({
          code: "overlapping-cages",
          message: `${cellNameAt(i, size)} is in ${cageName(puzzle, owner[i]!)} and in ${cageName(puzzle, k)}`,
          cells: [cellAt(i, size)],
        });
      else owner[i] = k;
    }
  });
  const missing = [...owner.keys()].filter((i) => owner[i] === -1);
  if (missing.length > 0)
    problems.push({
      code: "cell-without-cage",
      message: `${missing.length === 1 ? "a cell is" : `${missing.length} cells are`} in no cage: ${missing
        .slice(0, 6)
        .map((i) => cellNameAt(i, size))
        .join(", ")}${missing.length > 6 ? ", ..." : ""}`,
      cells: cellsOf(size, missing),
    });
  if (problems.length > 0) return problems;
  cages.forEach((cage, k) => {
    const where = cellsOf(size, cage.cells);
    if (cage.cells.length > size)
      problems.push({
        code: "cage-too-large",
        message: `${cageName(puzzle, k)} has ${cage.cells.length} cells; a cage holds at most ${size} different digits`,
        cells: where,
      });
    else if (combinations(cage.sum, cage.cells.length, size).length === 0) {
      const range = sumRange(cage.cells.length, size);
      problems.push({
        code: "impossible-sum",
        message: `${cageName(puzzle, k)}: ${cage.cells.length} different digits 1-${size} add up to ${range.min} to ${range.max}, never ${cage.sum}`,
        cells: where,
      });
    }
    if (!connected(size, cage.cells))
      problems.push({
        code: "cage-not-connected",
        message: `${cageName(puzzle, k)} is in pieces: its cells must touch side by side`,
        cells: where,
      });
  });
  return problems;
}

/** Whether a cage's cells are one orthogonally connected group (kit's `gridGroups` over the grid). */
function connected(size: number, cells: readonly number[]): boolean {
  const inCage = new Set(cells);
  const groups = gridGroups({ width: size, height: size }, (i) => inCage.has(i));
  return groups.length === 1 && groups[0]!.length === inCage.size;
}

/**
 * Digits that break a rule: one digit twice in a row, column, box or cage, a full cage with the wrong sum, a
 * partly filled cage already past its sum. Cells holding 0 are empty and break nothing.
 */
export function digitProblems(puzzle: Puzzle, cells: readonly number[]): Problem[] {
  const { size } = puzzle;
  const problems: Problem[] = [];
  const groups = unitsOf(size).map((unit, u) => ({ cells: unit, name: unitName(size, u) }));
  for (const [k, cage] of puzzle.cages.entries())
    groups.push({ cells: cage.cells, name: cageName(puzzle, k) });
  for (const group of groups) {
    const first = new Map<number, number>();
    for (const i of group.cells) {
      const d = cells[i]!;
      if (d === 0) continue;
      const j = first.get(d);
      if (j === undefined) first.set(d, i);
      else
        problems.push({
          code: "repeated-digit",
          message: `${group.name} has two ${d}s (${cellNameAt(j, size)} and ${cellNameAt(i, size)})`,
          cells: cellsOf(size, [j, i]),
        });
    }
  }
  puzzle.cages.forEach((cage, k) => {
    const digits = cage.cells.map((i) => cells[i]!);
    const total = digits.reduce((a, b) => a + b, 0);
    const full = digits.every((d) => d !== 0);
    if ((full && total !== cage.sum) || total > cage.sum)
      problems.push({
        code: "wrong-sum",
        message: `${cageName(puzzle, k)} ${full ? "adds up to" : "already adds up to"} ${total}`,
        cells: cellsOf(size, cage.cells),
      });
  });
  return problems;
}

/**
 * Everything wrong with a puzzle: its shape and structure first, then givens that break a rule. Empty when
 * none.
 */
export function validate(puzzle: Puzzle): Problem[] {
  const structure = structureProblems(puzzle);
  if (structure.length > 0) return structure;
  return digitProblems(puzzle, puzzle.givens);
}

/**
 * A player's mistakes in a (partial) attempt, a digit per cell with 0 (or null) for empty: a changed given, a
 * repeat, a cage sum broken. Empty cells are not mistakes. A puzzle of the wrong shape answers `bad-shape`,
 * an attempt that is not a list of at most size * size digits 0 to size `bad-attempt`, each naming the path,
 * before any work.
 */
export function check(puzzle: Puzzle, attempt: unknown): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const { size } = puzzle;
  const read = checkedAttempt(attempt, size);
  if ("problem" in read) return [read.problem];
  const problems: Problem[] = [];
  const cells = puzzle.givens.map((given, i) => {
    const v = read[i]!;
    if (given !== 0 && v !== 0 && v !== given) {
      problems.push({
        code: "changed-given",
        message: `${cellNameAt(i, size)} is given as ${given}`,
        cells: [cellAt(i, size)],
      });
      return given;
    }
    return v || given;
  });
  return [...problems, ...digitProblems(puzzle, cells)];
}

/** Why `solution` is not a full, correct answer, or null when it is one. */
export function solutionError(puzzle: Puzzle, solution: readonly number[]): string | null {
  if (solution.length !== puzzle.givens.length)
    return `${solution.length} cells, not ${puzzle.givens.length}`;
  const empty = solution.indexOf(0);
  if (empty >= 0) return `${cellNameAt(empty, puzzle.size)} is empty`;
  return check(puzzle, solution)[0]?.message ?? null;
}
