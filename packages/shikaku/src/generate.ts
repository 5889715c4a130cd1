import { type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { randomRectangles, squareDraftGenerator } from "@gridsmith/kit/setter";
import { EMPTY, type Params, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 5 to 12, 7 first). */
export const sizeParams = sideParams(5, 12, 7);

/** The params with the default filled in; throws a RangeError unless the size is 5 to 12. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * A random cut of a size x size grid into rectangles (the kit's `randomRectangles`), up to 6 cells across and
 * 12 cells in all (small enough to be puzzles), most single cells grown to two (not trivial ones).
 */
function tiling(size: number, rng: Rng): number[][] {
  return randomRectangles(size, 6, rng, (width, height, room) => {
    let [w, h] = [width, height];
    while (w * h > 12) h > w ? h-- : w--;
    if (w * h === 1 && rng.next() < 0.8) {
      if (room.width > 1) w = 2;
      else if (room.height > 1) h = 2;
    }
    return [w, h];
  });
}

/**
 * A Shikaku with exactly one solution, the same for the same size and seed; params are checked first. A
 * random cut into rectangles gets each rectangle's size written in one of its cells, chosen at random; a
 * few placements are tried per cut, then a new cut, until one is proven unique.
 */
export const generate = squareDraftGenerator(checkParams, "Shikaku", 1000, (size, rng): Puzzle | null => {
  // Most cuts have a unique placement within a few tries; a thousand misses would be a bug, not bad luck.
  const rects = tiling(size, rng);
  for (let placing = 0; placing < 5; placing++) {
    const clues = new Array<number>(size * size).fill(EMPTY);
    for (const cells of rects) clues[cells[rng.int(cells.length)]!] = cells.length;
    const puzzle: Puzzle = { width: size, height: size, clues };
    if (unique(puzzle)) return puzzle;
  }
  return null;
});
