import { createRng, type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { firstDraft, randomRooms, randomValueOrder, removeGivensWhileUnique } from "@gridsmith/kit/setter";
import { NO_GIVEN, type Params, type Puzzle } from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/** The generator's `size` field and its checks: 4 to 6, 5 by default. */
export const sizeParams = sideParams(4, 6, 5);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 6. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Searches are capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;
const unique = uniqueWithin(solve, NODE_LIMIT);

/** Room sizes the generator draws: 2 to 5 cells, as printed Nanro mostly has. */
const SIZES = [2, 3, 3, 4, 4, 5];

/** A filling of `puzzle`'s rooms by the rules, a random number of each cell tried first; null when none is found. */
function randomFill(puzzle: Puzzle, rng: Rng): number[] | null {
  const result = buildModel(puzzle).solve({
    limit: 1,
    nodeLimit: NODE_LIMIT,
    valueOrder: randomValueOrder(rng),
  });
  return result.solutions[0]?.slice(0, puzzle.width * puzzle.height) ?? null;
}

/**
 * A Nanro puzzle with exactly one solution, the same for the same size and seed; params are checked first.
 * Random rooms are filled by the rules (the engine, a random number first), every number is given (the
 * answer is then the only one: each room's count is met), then givens are taken away one by one, in random
 * order, while the answer stays unique: every given left is needed.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  // Most random rooms can be filled; a hundred misses in a row would be a bug, not bad luck.
  const draft = (): Puzzle | null => {
    const rooms = randomRooms(size, size, SIZES, rng);
    const puzzle: Puzzle = {
      width: size,
      height: size,
      rooms,
      givens: new Array(size * size).fill(NO_GIVEN),
    };
    const fill = randomFill(puzzle, rng);
    if (fill === null) return null;
    puzzle.givens = fill.map((v) => (v > 0 ? v : NO_GIVEN));
    removeGivensWhileUnique(puzzle.givens, NO_GIVEN, rng, () => unique(puzzle));
    return puzzle;
  };
  return firstDraft(100, draft, `${size}x${size} rooms that could be filled`, seed);
}
