import { borderEdges, cellAt, edgeSides, type Problem, regionsOf, shapedChecks } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { mirrorCell, type Puzzle, starCells, starLabel, starPlace, starsOf } from "./puzzle.js";

// The rules by definition, for players' attempts and to verify the solver's answers. Shares no code with the
// solver (which picks a galaxy per cell on the engine).

/** The edges a dot lies on: the one under a dot on an edge, the four around a dot on a grid point. */
function edgesUnder(p: Puzzle, k: number): number[] {
  const { x, y } = starPlace(p, k);
  const { width: w, height: h } = p;
  if (x % 2 === 1 && y % 2 === 1) return [];
  if (y % 2 === 1) return [borderEdges.vertical(h, w, (y - 1) / 2, x / 2)];
  if (x % 2 === 1) return [borderEdges.horizontal(w, y / 2, (x - 1) / 2)];
  const [r, c] = [y / 2, x / 2];
  return [
    borderEdges.horizontal(w, r, c - 1),
    borderEdges.horizontal(w, r, c),
    borderEdges.vertical(h, w, r - 1, c),
    borderEdges.vertical(h, w, r, c),
  ];
}

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path), then no dot at all. */
export function validate(puzzle: Puzzle): Problem[] {
  const shape = shapeProblems(puzzle);
  if (shape.length > 0) return shape;
  return starsOf(puzzle).length > 0 ? [] : [{ code: "no-dots", message: "the grid has no dot" }];
}

const checks = shapedChecks(shapeProblems, attemptProblems, mistakes, answerProblems);

/**
 * A player's mistakes in `attempt` (per edge 1 a border, -1 a cross, 0 undecided): a border through a dot,
 * and a region the borders close without a dot in it. A region with more dots, or not yet symmetric, is only
 * unfinished. A puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found
 * first.
 */
export const check = checks.check;

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: readonly (number | null | undefined)[]): Problem[] {
  const w = puzzle.width;
  const problems: Problem[] = [];
  for (const k of starsOf(puzzle))
    if (edgesUnder(puzzle, k).some((e) => attempt[e] === 1))
      problems.push({
        code: "border-through-dot",
        message: `a border runs through ${starLabel(puzzle, k)}`,
        cells: starCells(puzzle, k).map((i) => cellAt(i, w)),
      });
  const { regions } = regionsOf(puzzle, (e) => attempt[e] === 1);
  const dotted = new Set(starsOf(puzzle).flatMap((k) => starCells(puzzle, k)));
  for (const cells of regions)
    if (!cells.some((i) => dotted.has(i)))
      problems.push({
        code: "no-dot",
        message: `the region of ${cells.length} cells from ${cellAt(cells[0]!, w).row + 1}, ${cellAt(cells[0]!, w).col + 1} holds no dot`,
        cells: cells.map((i) => cellAt(i, w)),
      });
  return problems;
}

/**
 * The problems with `solution` as a whole answer: {@link check}'s, then every region holds exactly one dot and
 * is symmetric about it by a half turn, and every border drawn parts two regions.
 */
export const solutionProblems = checks.solutionProblems;

/** The problems {@link solutionProblems} finds in a whole answer of the right shape, after {@link check}'s. */
function answerProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  const problems: Problem[] = [];
  const w = puzzle.width;
  const { regions, regionOf } = regionsOf(puzzle, (e) => solution[e] === 1);
  const dotsIn = regions.map((): number[] => []);
  for (const k of starsOf(puzzle)) {
    const around = new Set(starCells(puzzle, k).map((i) => regionOf[i]!));
    if (around.size === 1) dotsIn[[...around][0]!]!.push(k);
  }
  regions.forEach((cells, g) => {
    const named = { cells: cells.map((i) => cellAt(i, w)) };
    if (dotsIn[g]!.length > 1)
      problems.push({ code: "many-dots", message: `a region holds ${dotsIn[g]!.length} dots`, ...named });
    if (dotsIn[g]!.length !== 1) return;
    const k = dotsIn[g]![0]!;
    if (cells.some((i) => regionOf[mirrorCell(puzzle, k, i)] !== g))
      problems.push({
        code: "not-symmetric",
        message: `the region of ${starLabel(puzzle, k)} is not symmetric about it`,
        ...named,
      });
  });
  solution.forEach((v, e) => {
    const sides = v === 1 ? edgeSides(puzzle, e) : undefined;
    if (sides === undefined) return;
    if (sides === null || regionOf[sides[0]] === regionOf[sides[1]])
      problems.push({
        code: "stray-border",
        message: `a border at edge ${e} parts no two regions`,
        cells: sides === null ? [] : sides.map((i) => cellAt(i, w)),
      });
  });
  return problems;
}
