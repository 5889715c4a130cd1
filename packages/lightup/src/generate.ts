import { type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { squareDraftGenerator } from "@gridsmith/kit/setter";
import { BLACK, neighbours, type Params, type Puzzle, runs, WHITE } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field and its checks: 5 to 15, 7 by default. */
export const sizeParams = sideParams(5, 15, 7);

/** The params with the default filled in; throws a RangeError unless the size is 5 to 15. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * One draft: black cells in a pattern symmetric under a half turn (about a fifth of the grid), lights placed
 * greedily in random order wherever a cell is still dark (so no light sees another and all are lit), and
 * every black cell numbered with its lights. Null when even every number leaves two answers.
 */
function draft(size: number, rng: Rng): Puzzle | null {
  const n = size * size;
  const cells = new Array<number>(n).fill(WHITE);
  for (let i = 0; i <= (n - 1) / 2; i++)
    if (rng.next() < 0.2) {
      cells[i] = BLACK;
      cells[n - 1 - i] = BLACK;
    }
  const puzzle: Puzzle = { width: size, height: size, cells };
  const { runs: all, runsOf } = runs(puzzle);
  const lit = new Uint8Array(all.length);
  const lights = new Uint8Array(n);
  for (const i of rng.shuffle([...cells.keys()])) {
    if (cells[i] !== WHITE || lit[runsOf[i]![0]] || lit[runsOf[i]![1]]) continue;
    lights[i] = 1;
    lit[runsOf[i]![0]] = 1;
    lit[runsOf[i]![1]] = 1;
  }
  for (let i = 0; i < n; i++)
    if (cells[i] === BLACK) cells[i] = neighbours(puzzle, i).filter((j) => lights[j] === 1).length;
  return unique(puzzle) ? puzzle : null;
}

/**
 * A Light Up with exactly one solution, the same for the same size and seed; params are checked first. A
 * draft with every black cell numbered is proven unique, then numbers are taken away one by one, in random
 * order, while the answer stays unique: every number left is needed.
 */
export const generate = squareDraftGenerator(checkParams, "draft", 100, (size, rng): Puzzle | null => {
  // A draft is unique more often than not; a hundred misses in a row would be a bug, not bad luck.
  const puzzle = draft(size, rng);
  if (puzzle === null) return null;
  // A white cell (and a black one without a number) is no given: only numbers are taken away.
  for (const i of rng.shuffle([...puzzle.cells.keys()])) {
    const kept = puzzle.cells[i]!;
    if (kept < 0) continue;
    puzzle.cells[i] = BLACK;
    if (!unique(puzzle)) puzzle.cells[i] = kept;
  }
  return puzzle;
});
