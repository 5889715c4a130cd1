import { createRng, gridGroups, type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { cellsAround, NONE, type Params, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 4 to 10, 6 first). */
export const sizeParams = sideParams(4, 10, 6);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 10. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * A random answer: cells in random order, about half of them tried, each shaded when the unshaded cells stay
 * one region.
 */
function randomShading(size: number, rng: Rng): number[] {
  const shaded = new Array<number>(size * size).fill(0);
  const grid = { width: size, height: size };
  for (const i of rng.shuffle([...shaded.keys()])) {
    if (rng.int(2) === 0) continue;
    shaded[i] = 1;
    if (gridGroups(grid, (j) => shaded[j] === 0).length !== 1) shaded[i] = 0;
  }
  // puzz.link wants a shaded cell; a corner leaves the rest joined.
  if (!shaded.includes(1)) shaded[0] = 1;
  return shaded;
}

/**
 * A Creek with exactly one solution, the same for the same size and seed; params are checked first. A random
 * answer (see `randomShading`) gets its count on every grid point, which leaves it the only answer; clues are
 * then taken away one by one, in random order, while the answer stays unique: every clue left is needed.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  const shaded = randomShading(size, rng);
  const clues = Array.from({ length: (size + 1) * (size + 1) }, (_, p) =>
    cellsAround({ width: size, height: size }, p).reduce((sum, i) => sum + shaded[i]!, 0),
  );
  const puzzle: Puzzle = { width: size, height: size, clues };
  for (const p of rng.shuffle([...clues.keys()])) {
    const kept = clues[p]!;
    clues[p] = NONE;
    if (!unique(puzzle)) clues[p] = kept;
  }
  return puzzle;
}
