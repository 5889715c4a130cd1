import { createRng, type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { firstDraft, randomRooms, randomValueOrder, removeGivensWhileUnique } from "@gridsmith/kit/setter";
import { NO_GIVEN, type Params, type Puzzle } from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/** The generator's `size` field and its checks: 4 to 7, 5 by default. */
export const sizeParams = sideParams(4, 7, 5);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 7. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Searches are capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;
const unique = uniqueWithin(solve, NODE_LIMIT);

/**
 * Room sizes the generator draws: every room holds a 1 and 1s must not touch in a row or column, so small
 * rooms seldom leave a filling; 3 to 5 cells mostly.
 */
const SIZES = [2, 3, 3, 4, 4, 4, 5, 5];

/**
 * A filling of random rooms of an `n` x `n` grid by the rules, a random number of each cell tried first; null
 * when the engine finds none within its node budget.
 */
function randomFill(n: number, rng: Rng): Puzzle | null {
  const rooms = randomRooms(n, n, SIZES, rng, true);
  const blank: Puzzle = { width: n, height: n, rooms, givens: new Array(n * n).fill(NO_GIVEN) };
  const fill = buildModel(blank).solve({ limit: 1, nodeLimit: NODE_LIMIT, valueOrder: randomValueOrder(rng) })
    .solutions[0];
  return fill === undefined ? null : { ...blank, givens: [...fill] };
}

/**
 * A Ripple Effect puzzle with exactly one solution, the same for the same size and seed; params are checked
 * first. Random rooms are filled by the rules (the engine, a random number first), every number is given,
 * then givens are taken away one by one, in random order, while the answer stays unique: every given left is
 * needed.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  // Most random rooms can be filled; a hundred misses in a row would be a bug, not bad luck.
  const puzzle = firstDraft(
    100,
    () => randomFill(size, rng),
    `${size}x${size} rooms filled by the rules`,
    seed,
  );
  removeGivensWhileUnique(puzzle.givens, NO_GIVEN, rng, () => unique(puzzle));
  return puzzle;
}
