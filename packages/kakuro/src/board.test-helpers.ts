import fc from "fast-check";
import { generate } from "./generate.js";
import { isWhite } from "./puzzle.js";

/** A pattern the generator draws: the white cells of a generated puzzle. */
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
    white: generate({ rows, cols, density }, seed).cells.map(isWhite),
  }));
