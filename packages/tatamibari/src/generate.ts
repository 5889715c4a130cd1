import { type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { randomRectangles, squareDraftGenerator } from "@gridsmith/kit/setter";
import { EMPTY, type Params, type Puzzle, SQUARE, TALL, WIDE } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 5 to 8, 6 first). */
export const sizeParams = sideParams(5, 8, 6);

/** The params with the default filled in; throws a RangeError unless the size is 5 to 8. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * A random cut of a size x size grid into rectangles of up to 4 cells a side (the kit's `randomRectangles`),
 * where no four meet at a point, or null when the cut makes such a point.
 */
function tiling(size: number, rng: Rng): number[][] | null {
  const rects = randomRectangles(size, 4, rng);
  const owner = new Array<number>(size * size);
  rects.forEach((cells, k) => {
    for (const i of cells) owner[i] = k;
  });
  // Four rectangles meet where the four cells around a point have four owners.
  for (let r = 1; r < size; r++)
    for (let c = 1; c < size; c++) {
      const four = [(r - 1) * size + c - 1, (r - 1) * size + c, r * size + c - 1, r * size + c].map(
        (i) => owner[i],
      );
      if (new Set(four).size === 4) return null;
    }
  return rects;
}

/** The symbol of a rectangle of `cells` in a grid `size` wide. */
function symbolOf(size: number, cells: number[]): number {
  const rows = Math.floor(cells[cells.length - 1]! / size) - Math.floor(cells[0]! / size) + 1;
  const cols = cells.length / rows;
  return rows === cols ? SQUARE : rows > cols ? TALL : WIDE;
}

/**
 * A Tatamibari with exactly one solution, the same for the same size and seed; params are checked first. A
 * random cut into rectangles where no four meet gets each rectangle's symbol in one of its cells, chosen at
 * random; a few placements are tried per cut, then a new cut, until one is proven unique.
 */
export const generate = squareDraftGenerator(checkParams, "Tatamibari", 1000, (size, rng): Puzzle | null => {
  // Most cuts fail or miss; a thousand in a row would be a bug, not bad luck.
  const rects = tiling(size, rng);
  if (rects === null) return null;
  for (let placing = 0; placing < 5; placing++) {
    const clues = new Array<number>(size * size).fill(EMPTY);
    for (const cells of rects) clues[cells[rng.int(cells.length)]!] = symbolOf(size, cells);
    const puzzle: Puzzle = { width: size, height: size, clues };
    if (unique(puzzle)) return puzzle;
  }
  return null;
});
