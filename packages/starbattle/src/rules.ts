import { type CellAttempt, cellNameAt, type Problem, shapedChecks } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { blocks, canonicalRegions, type Puzzle, units } from "./puzzle.js";

const cellOf = (p: Puzzle, i: number) => ({ row: Math.floor(i / p.width), col: i % p.width });

/**
 * What makes a puzzle not one: its shape (one `bad-shape` problem), then a region id used by two separate
 * parts of the grid (a region is one piece), and a row, column or region too small for its stars.
 */
export function validate(puzzle: Puzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  const problems: Problem[] = [];
  const parts = canonicalRegions(puzzle);
  const partOf = new Map<number, number>();
  puzzle.regions.forEach((id, i) => {
    if ((partOf.get(id) ?? parts[i]) !== parts[i] && !problems.some((p) => p.code === "split-region"))
      problems.push({
        code: "split-region",
        message: `${cellNameAt(i, puzzle.width)} is in a region of two separate parts`,
        cells: [cellOf(puzzle, i)],
      });
    partOf.set(id, parts[i]!);
  });
  // At most one star in each 2x2 block: a unit of n cells spanning k rows or columns holds few stars.
  for (const u of units(puzzle))
    if (u.cells.length < 2 * puzzle.stars - 1)
      problems.push({
        code: "no-room",
        message: `${u.name} has ${u.cells.length} cells, too few for ${puzzle.stars} stars that do not touch`,
        cells: u.cells.map((i) => cellOf(puzzle, i)),
      });
  return problems;
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (1 a star; anything else none): two stars touching, and a row, column or
 * region with more stars than the puzzle asks. Shares no code with the solver. A puzzle or an attempt of the
 * wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const star = (i: number) => attempt[i] === 1;
  const problems: Problem[] = [];
  for (const block of blocks(puzzle)) {
    const lit = block.filter(star);
    if (lit.length > 1)
      problems.push({
        code: "stars-touch",
        message: `the stars at ${lit.map((i) => cellNameAt(i, puzzle.width)).join(" and ")} touch`,
        cells: lit.map((i) => cellOf(puzzle, i)),
      });
  }
  for (const u of units(puzzle)) {
    const n = u.cells.filter(star).length;
    if (n > puzzle.stars)
      problems.push({
        code: "too-many-stars",
        message: `${u.name} has ${n} stars, not ${puzzle.stars}`,
        cells: u.cells.filter(star).map((i) => cellOf(puzzle, i)),
      });
  }
  return problems;
}

/** The problems with `solution` as a whole answer: {@link check}'s, and every row, column or region short of stars. */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  for (const u of units(puzzle)) {
    const n = u.cells.filter((i) => solution[i] === 1).length;
    if (n < puzzle.stars)
      problems.push({
        code: "too-few-stars",
        message: `${u.name} has ${n} stars, not ${puzzle.stars}`,
        cells: u.cells.map((i) => cellOf(puzzle, i)),
      });
  }
  return problems;
}
