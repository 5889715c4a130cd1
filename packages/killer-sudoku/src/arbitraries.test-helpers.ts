import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { randomCages, randomGrid } from "./generate.js";
import type { Puzzle } from "./puzzle.js";

/** Sound random puzzles: a random full grid of a random size, random cages over it, some givens. */
export const randomPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({ size: fc.constantFrom(4, 6, 9), seed: fc.integer(), maxCage: fc.integer({ min: 2, max: 4 }) })
  .chain(({ size, seed, maxCage }) =>
    fc.array(fc.boolean(), { minLength: size * size, maxLength: size * size }).map((keep): Puzzle => {
      const rng = createRng(seed);
      const grid = randomGrid(size, rng);
      const cages = randomCages(grid, size, maxCage, rng);
      return { size, cages, givens: grid.map((d, i) => (keep[i] && i % 5 === 0 ? d : 0)) };
    }),
  );
