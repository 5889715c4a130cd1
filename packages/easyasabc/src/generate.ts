import { sideParams, uniqueWithin } from "@gridsmith/kit";
import { randomValueOrder, removeGivensWhileUnique, squareDraftGenerator } from "@gridsmith/kit/setter";
import { firstLetter, NO_CLUE, type Params, type Puzzle, sightLine } from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/** The generator's `size` field and its checks: 4 to 6, 5 by default. */
export const sizeParams = sideParams(4, 6, 5);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 6. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * An Easy as ABC puzzle with exactly one solution, the same for the same size and seed; params are checked
 * first. The engine fills an empty grid of the size less 2 letters (a random value of each cell first), every
 * clue around it is written, and when those leave one answer, clues are taken away one by one, in random
 * order, while the answer stays unique: every clue left is needed.
 */
export const generate = squareDraftGenerator(checkParams, "grid", 100, (size, rng): Puzzle | null => {
  const open: Puzzle = {
    width: size,
    height: size,
    letters: size - 2,
    clues: new Array<number>(4 * size).fill(NO_CLUE),
    givens: new Array<number>(size * size).fill(0),
  };
  // Full clues leave one answer for most grids; a hundred misses in a row would be a bug, not bad luck.
  const grid = buildModel(open).solve({ limit: 1, valueOrder: randomValueOrder(rng) }).solutions[0]!;
  const puzzle: Puzzle = {
    ...open,
    clues: open.clues.map((_, k) => firstLetter(sightLine(open, k).map((i) => grid[i]!)) || NO_CLUE),
  };
  if (!unique(puzzle)) return null;
  removeGivensWhileUnique(puzzle.clues, NO_CLUE, rng, () => unique(puzzle));
  return puzzle;
});
