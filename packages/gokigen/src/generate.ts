import { createRng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { randomValueOrder, removeGivensWhileUnique } from "@gridsmith/kit/setter";
import { cellsAround, NONE, type Params, type Puzzle } from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 4 to 8, 5 first). */
export const sizeParams = sideParams(4, 8, 5);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 8. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * A Slant with exactly one solution, the same for the same size and seed; params are checked first. The
 * engine draws a loop-free grid of diagonals (a random diagonal of each cell first), every grid point gets
 * its count, which leaves that grid the only answer; clues are then taken away one by one, in random order,
 * while the answer stays unique: every clue left is needed.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  const open: Puzzle = { width: size, height: size, clues: new Array((size + 1) * (size + 1)).fill(NONE) };
  const answer = buildModel(open).solve({
    limit: 1,
    valueOrder: randomValueOrder(rng),
  }).solutions[0]!;
  const clues = open.clues.map((_, p) => cellsAround(open, p).filter(([i, d]) => answer[i] === d).length);
  const puzzle: Puzzle = { ...open, clues };
  removeGivensWhileUnique(clues, NONE, rng, () => unique(puzzle));
  return puzzle;
}
