import { cellRoomSizes, createRng, gridNeighbours, type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { firstDraft, randomRooms, removeGivensWhileUnique } from "@gridsmith/kit/setter";
import { NO_GIVEN, type Params, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field and its checks: 4 to 7, 5 by default. */
export const sizeParams = sideParams(4, 7, 5);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 7. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/** Region sizes the generator draws: 1 to 6 cells, small ones most. */
const SIZES = [1, 2, 2, 3, 3, 3, 4, 4, 5, 6];

/**
 * A random filled grid: the kit's random rooms of the drawn sizes (`randomRooms`: from the first cell without
 * one, in reading order, a region grows through random neighbours, smaller when it runs out), then each cell
 * holds its region's size. Null when two regions of one size touch.
 */
function randomFill(n: number, rng: Rng): number[] | null {
  const rooms = randomRooms(n, n, SIZES, rng);
  const fill = cellRoomSizes({ rooms });
  for (let i = 0; i < n * n; i++)
    for (const j of gridNeighbours(i, n, n)) if (rooms[i] !== rooms[j] && fill[i] === fill[j]) return null;
  return fill;
}

/**
 * A Fillomino puzzle with exactly one solution, the same for the same size and seed; params are checked
 * first. A random grid of regions is filled, every number given (the answer is then the only one), then
 * givens are taken away one by one, in random order, while the answer stays unique: every given left is
 * needed.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  // At 7x7 about one random grid in 300 has no two regions of one size side by side (seeds 1-20 needed up to
  // 588 draws, each far cheaper than a search), so the cap is far above that.
  const fill = firstDraft(20_000, () => randomFill(size, rng), `${size}x${size} grid of regions`, seed);
  const puzzle: Puzzle = { width: size, height: size, givens: [...fill] };
  removeGivensWhileUnique(puzzle.givens, NO_GIVEN, rng, () => unique(puzzle));
  return puzzle;
}
