import { gridNeighbours, type Rng, sideParams } from "@gridsmith/kit";
import { squareDraftGenerator } from "@gridsmith/kit/setter";
import { mirrorCell, type Puzzle, starCells, starCount, WHITE_STAR } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field and its checks: 5 to 8, 6 by default. */
export const sizeParams = sideParams(5, 8, 6);

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 5_000;

/**
 * Random galaxies filling a `size` x `size` grid: each starts at a random place of the half-cell lattice whose
 * cells are free, and grows by a free neighbour and its free mirror image at once, to a random size; returns
 * the dots' places.
 */
function randomGalaxies(size: number, rng: Rng): number[] {
  const p = { width: size, height: size };
  const owner = new Array<number>(size * size).fill(-1);
  const places = rng.shuffle(Array.from({ length: starCount(p) }, (_, k) => k));
  const stars: number[] = [];
  for (const k of places) {
    const own = starCells(p, k);
    if (own.some((i) => owner[i] !== -1)) continue;
    const g = stars.length;
    stars.push(k);
    for (const i of own) owner[i] = g;
    const cells = [...own];
    const target = 2 + rng.int(2 * size);
    while (cells.length < target) {
      const grow = rng.shuffle(
        cells
          .flatMap((i) => gridNeighbours(i, size, size))
          .filter((j) => {
            const m = mirrorCell(p, k, j);
            return owner[j] === -1 && m >= 0 && owner[m] === -1;
          }),
      );
      if (grow.length === 0) break;
      const j = grow[0]!;
      for (const x of new Set([j, mirrorCell(p, k, j)])) {
        owner[x] = g;
        cells.push(x);
      }
    }
  }
  return stars;
}

/**
 * A Tentaisho puzzle with exactly one solution, the same for the same size and seed; params are checked
 * first. Random galaxies fill the grid; their dots make the puzzle when they leave one answer, else another
 * fill is drawn.
 */
export const generate = squareDraftGenerator(
  sizeParams.check,
  "Tentaisho",
  500,
  (size, rng): Puzzle | null => {
    const puzzle: Puzzle = {
      width: size,
      height: size,
      stars: new Array<number>(starCount({ width: size, height: size })).fill(0),
    };
    for (const k of randomGalaxies(size, rng)) puzzle.stars[k] = WHITE_STAR;
    if (solve(puzzle, { limit: 2, nodeLimit: NODE_LIMIT }).status === "unique") return puzzle;
    return null;
  },
);
