import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Board } from "./board.js";
import { patternArb } from "./board.test-helpers.js";
import { solutionError } from "./verify.js";

/** The filling as a solution (0 on black cells); null unless its clues, read by the checker, hold. */
function fillingError(board: Board): string | null {
  const puzzle = { rows: board.rows, cols: board.cols, cells: board.cells() };
  return solutionError(puzzle, Array.from(board.fill));
}

describe("the generator's board", () => {
  it("fills, re-fills and tunes to digits that differ in every entry, with the sums as clues", () => {
    fc.assert(
      fc.property(patternArb, fc.nat(1000), ({ rows, cols, seed, white }, pick) => {
        const board = new Board(rows, cols, white);
        const rng = createRng(seed);
        const all = Array.from(board.whites);
        expect(board.refill(all, rng, 20_000)).not.toBeNull();
        expect(fillingError(board)).toBeNull();
        board.tune(rng, 20 * all.length);
        expect(fillingError(board)).toBeNull();
        // A re-fill changes only the cells it is given, and put takes it back.
        const before = Array.from(board.fill);
        const cell = all[pick % all.length]!;
        const free = [
          cell,
          ...board.cellsOf[board.across[cell]! >= 0 ? board.across[cell]! : board.down[cell]!]!,
        ];
        const old = board.refill(free, rng, 1000);
        expect(fillingError(board)).toBeNull();
        board.fill.forEach((d, c) => {
          if (!free.includes(c)) expect(d).toBe(before[c]);
        });
        if (old) board.put(free, old);
        expect(Array.from(board.fill)).toEqual(before);
        expect(fillingError(board)).toBeNull();
      }),
      { numRuns: 60 },
    );
  });

  it("writes givens and clues as the formats read them", () => {
    const board = new Board(3, 3, [false, false, false, false, true, true, false, true, true]);
    board.put([4, 5, 7, 8], [1, 2, 3, 4]);
    const givens = new Uint8Array(9);
    givens[8] = 1;
    expect(board.cells(givens)).toEqual([
      {},
      { down: 4 },
      { down: 6 },
      { across: 3 },
      0,
      0,
      { across: 7 },
      0,
      4,
    ]);
  });
});
