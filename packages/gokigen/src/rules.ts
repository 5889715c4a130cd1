import { type CellAttempt, cellAt, cellNameAt, cluedPoints, type Problem, shapedCheck } from "@gridsmith/kit";
import { attemptProblems, shapeProblems } from "./from-json.js";
import { BACKSLASH, cellsAround, ends, type Puzzle, pointName, SLASH } from "./puzzle.js";

/** What makes a puzzle not one: its shape (one `bad-shape` problem naming the path). Any grid of clues is a Slant. */
export const validate: (puzzle: Puzzle) => Problem[] = shapeProblems;

/** The diagonal an attempt's entry stands for: 1 `/`, -1 `\`, anything else none yet. */
const diagonalOf = (v: number | null | undefined) => (v === 1 ? SLASH : v === -1 ? BACKSLASH : null);

/**
 * A player's mistakes in `attempt` (per cell 1 `/`, -1 `\`, 0 undecided): a clue with more diagonals ending
 * at it than its number, or too few cells left around it to reach its number, and diagonals that close a
 * loop. A puzzle or an attempt of the wrong shape is one `bad-shape` or `bad-attempt` problem, found first.
 */
export const check = shapedCheck(shapeProblems, attemptProblems, mistakes);

/** The mistakes {@link check} finds in an attempt of the right shape at a puzzle of the right shape. */
function mistakes(puzzle: Puzzle, attempt: CellAttempt): Problem[] {
  const problems: Problem[] = [];
  for (const { point, clue, around } of cluedPoints(puzzle, cellsAround)) {
    const touching = around.filter(([i, d]) => diagonalOf(attempt[i]) === d).length;
    const open = around.filter(([i]) => diagonalOf(attempt[i]) === null).length;
    if (touching > clue || touching + open < clue)
      problems.push({
        code: "clue-count",
        message: `${pointName(puzzle, point)} has ${touching > clue ? `${touching} diagonals ending at it` : `room for ${touching + open} diagonals`}, not ${clue}`,
        cells: around.map(([i]) => cellAt(i, puzzle.width)),
      });
  }
  // A loop: a diagonal whose two ends another way of diagonals already joins (a union-find of the points).
  const root = Array.from({ length: (puzzle.width + 1) * (puzzle.height + 1) }, (_, p) => p);
  const find = (p: number): number => (root[p] === p ? p : (root[p] = find(root[p]!)));
  for (let i = 0; i < puzzle.width * puzzle.height; i++) {
    const d = diagonalOf(attempt[i]);
    if (d === null) continue;
    const [a, b] = ends(puzzle, i, d).map(find) as [number, number];
    if (a !== b) root[a] = b;
    else
      problems.push({
        code: "loop",
        message: `the diagonal in ${cellNameAt(i, puzzle.width)} closes a loop`,
        cells: [cellAt(i, puzzle.width)],
      });
  }
  return problems;
}

/** The problems with `solution` (1 `/`, 0 `\` per cell) as a whole answer: {@link check}'s. */
export function solutionProblems(puzzle: Puzzle, solution: readonly number[]): Problem[] {
  return check(
    puzzle,
    solution.map((v) => (v === SLASH ? 1 : -1)),
  );
}
