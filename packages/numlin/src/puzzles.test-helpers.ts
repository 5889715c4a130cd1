import fc from "fast-check";
import type { Puzzle } from "./puzzle.js";

/**
 * Small numlin grids for property tests: a side of `width` and `height` cells, and `cells` cells drawn at
 * random holding the numbers two by two (1, 1, 2, 2, ...; an odd cell out is left empty).
 */
export function randomPuzzles(size: {
  width: [number, number];
  height: [number, number];
  cells: [number, number];
}): fc.Arbitrary<Puzzle> {
  return fc
    .record({
      width: fc.integer({ min: size.width[0], max: size.width[1] }),
      height: fc.integer({ min: size.height[0], max: size.height[1] }),
    })
    .chain(({ width, height }) =>
      fc
        .uniqueArray(fc.nat(width * height - 1), { minLength: size.cells[0], maxLength: size.cells[1] })
        .map((cells) => {
          const numbers = new Array<number>(width * height).fill(-1);
          cells.slice(0, cells.length - (cells.length % 2)).forEach((i, k) => {
            numbers[i] = Math.floor(k / 2) + 1;
          });
          return { width, height, numbers };
        }),
    );
}
