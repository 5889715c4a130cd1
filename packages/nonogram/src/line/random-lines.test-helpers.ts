import fc from "fast-check";

/**
 * A clue of up to `maxRuns` runs of 1 to `maxRun` cells and a line of `minCells` to `maxCells` cells, each
 * drawn from `cell` (0 unknown, 1 filled, 2 empty; repeats weigh a state), which the clue may not fit.
 */
export function clueAndLine(sizes: {
  minCells: number;
  maxCells: number;
  maxRun: number;
  maxRuns: number;
  cell: readonly number[];
}): fc.Arbitrary<[number[], number[]]> {
  return fc
    .integer({ min: sizes.minCells, max: sizes.maxCells })
    .chain((n) =>
      fc.tuple(
        fc.array(fc.integer({ min: 1, max: sizes.maxRun }), { maxLength: sizes.maxRuns }),
        fc.array(fc.constantFrom(...sizes.cell), { minLength: n, maxLength: n }),
      ),
    );
}

/**
 * A clue drawn from a random picture of `minCells` to `maxCells` cells and the line with some of the picture's
 * cells known, one of them sometimes flipped: mostly feasible lines, some not, with long runs and many blocks.
 */
export function pictureLine(sizes: {
  minCells: number;
  maxCells: number;
}): fc.Arbitrary<[number[], number[]]> {
  return fc
    .integer({ min: sizes.minCells, max: sizes.maxCells })
    .chain((n) =>
      fc.tuple(
        fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: n - 1 }),
      ),
    )
    .map(([picture, reveal, density, flip]) => {
      const clue: number[] = [];
      let run = 0;
      for (const filled of [...picture, false]) {
        if (filled) run++;
        else if (run > 0) {
          clue.push(run);
          run = 0;
        }
      }
      const cells = picture.map((filled, i) => (reveal[i]! < density * 2 ? (filled ? 1 : 2) : 0));
      if (density === 3) cells[flip] = picture[flip] ? 2 : 1;
      return [clue, cells];
    });
}
