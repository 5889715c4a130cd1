import { Model } from "@gridsmith/constraint";
import { createRng, type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { firstDraft, randomValueOrder, removeGivensWhileUnique } from "@gridsmith/kit/setter";
import { lines, NO_CLUE, type Params, type Puzzle, sightLine, visibleCount } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field and its checks: 4 to 7, 5 by default. */
export const sizeParams = sideParams(4, 7, 5);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 7. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * A random `n` x `n` Latin square of 1 to n: the engine fills rows and columns of different heights, trying a
 * random height of each cell first. (The cyclic square with shuffled rows and columns was too regular: from
 * 7x7 up its full clues seldom left one answer.)
 */
function latinSquare(n: number, rng: Rng): number[] {
  const m = new Model();
  m.intVars(n * n, 1, n);
  for (const line of lines({ width: n, height: n })) m.allDifferent(line);
  return m.solve({ limit: 1, valueOrder: randomValueOrder(rng) }).solutions[0]!;
}

/**
 * A Skyscrapers puzzle with exactly one solution, the same for the same size and seed; params are checked
 * first. A random Latin square gets every clue around it; when those leave one answer, clues are taken away
 * one by one, in random order, while the answer stays unique: every clue left is needed.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  // Every clue leaves one answer for most squares; a hundred misses in a row would be a bug, not bad luck.
  const draft = (): Puzzle | null => {
    const grid = latinSquare(size, rng);
    const puzzle: Puzzle = { width: size, height: size, clues: new Array<number>(4 * size).fill(NO_CLUE) };
    puzzle.clues = puzzle.clues.map((_, k) => visibleCount(sightLine(puzzle, k).map((i) => grid[i]!)));
    return unique(puzzle) ? puzzle : null;
  };
  const puzzle = firstDraft(100, draft, `unique ${size}x${size} square`, seed);
  removeGivensWhileUnique(puzzle.clues, NO_CLUE, rng, () => unique(puzzle));
  return puzzle;
}
