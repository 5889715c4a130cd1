import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { pattern } from "./generate-pattern.js";

/**
 * A pattern the generator draws, with a white cell (the generator draws again, ever sparser, when there is
 * none): the generator's own pattern, not a whole puzzle, which would cost a search for every draw.
 */
export const patternArb = fc
  .record({
    rows: fc.integer({ min: 3, max: 9 }),
    cols: fc.integer({ min: 3, max: 9 }),
    density: fc.double({ min: 0, max: 0.6, noNaN: true }),
    seed: fc.nat(100_000),
  })
  .map(({ rows, cols, density, seed }) => ({
    rows,
    cols,
    seed,
    white: whitePattern(rows, cols, density, seed),
  }));

function whitePattern(rows: number, cols: number, density: number, seed: number): boolean[] {
  const rng = createRng(seed);
  for (let attempt = 0; ; attempt++) {
    const white = pattern(rows, cols, attempt < 8 ? density : density / (attempt - 6), rng);
    if (white.includes(true)) return white;
  }
}
