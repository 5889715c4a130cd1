import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { check as independentCheck } from "../test-support/independent-check.mjs";
import { Board } from "./board.js";
import { patternArb } from "./board.test-helpers.js";
import { ClueModel } from "./clue-model.js";
import { refillAround, splitGivens } from "./generate-split.js";
import type { Puzzle } from "./puzzle.js";
import { validate } from "./rules.js";
import { solve } from "./solve.js";

const BUDGET = {
  checkNodes: 2_000,
  splitsPerGiven: 16,
  splitShare: 1,
  candidates: 8,
  tuneMovesPerCell: 50,
  refillTries: 8,
  refillNodes: 1_000,
};

/** A filled, tuned board of the pattern, and its givens: every white cell, so the start is unique. */
function filled({ rows, cols, white, seed }: { rows: number; cols: number; white: boolean[]; seed: number }) {
  const board = new Board(rows, cols, white);
  const rng = createRng(seed);
  if (!board.refill(Array.from(board.whites), rng, 20_000)) return null;
  board.tune(rng, 10 * board.whites.length);
  const givens = new Uint8Array(board.fill.length);
  for (const c of board.whites) givens[c] = 1;
  return { board, givens, rng };
}

/** The board's clues alone have one solution, its filling, by the clue model, `solve` and the independent check. */
function expectOnlyAnswer(board: Board, puzzle: Puzzle): void {
  expect(new ClueModel(board).solutions(2, 100_000).count).toBe(1);
  const solved = solve(puzzle, { limit: 2 });
  expect(solved.status).toBe("unique");
  expect(solved.solutions[0]).toEqual(Array.from(board.fill));
  expect(independentCheck(puzzle, solved.solutions[0]!)).toEqual([]);
}

describe("trading givens for black cells", () => {
  it("leaves a kakuro whose clues alone have one solution, black only where the pattern was or it split", () => {
    let traded = 0;
    let split = 0;
    fc.assert(
      fc.property(patternArb, (drawn) => {
        const start = filled(drawn);
        if (!start) return;
        const { board, givens, rng } = start;
        const before = Array.from(board.whites);
        const result = splitGivens(board, givens, rng, BUDGET);
        if (!result) return;
        traded++;
        if (result.whites.length < before.length) split++;
        for (const c of result.whites) expect(before).toContain(c);
        const puzzle = { rows: result.rows, cols: result.cols, cells: result.cells() };
        expect(validate(puzzle)).toEqual([]);
        expect(puzzle.cells.some((c) => typeof c === "number" && c !== 0)).toBe(false);
        expectOnlyAnswer(result, puzzle);
      }),
      { numRuns: 60 },
    );
    // Most boards trade every given, and some need a split for it (not only givens that were never needed).
    expect(traded).toBeGreaterThan(40);
    expect(split).toBeGreaterThan(5);
  });

  it("makes the same board for the same seed, and gives up past its budget", () => {
    const drawn = { rows: 8, cols: 8, seed: 5, white: [] as boolean[] };
    drawn.white = Array.from({ length: 64 }, (_, i) => i >= 8 && i % 8 !== 0 && i !== 27 && i !== 36);
    const a = filled(drawn)!;
    const b = filled(drawn)!;
    const one = splitGivens(a.board, a.givens, a.rng, BUDGET);
    const two = splitGivens(b.board, b.givens, b.rng, BUDGET);
    expect(one).not.toBeNull();
    expect(one!.cells()).toEqual(two!.cells());
    // It needed black cells; with none allowed, it gives up (the generator then keeps the givens).
    expect(one!.whites.length).toBeLessThan(a.board.whites.length);
    const c = filled(drawn)!;
    expect(splitGivens(c.board, c.givens, c.rng, { ...BUDGET, splitShare: 0 })).toBeNull();
  });
});

describe("refilling where a second solution differs", () => {
  it("keeps a filling only when its clues alone have one solution, else puts the old one back", () => {
    let unique = 0;
    let putBack = 0;
    fc.assert(
      fc.property(patternArb, (drawn) => {
        const start = filled(drawn);
        if (!start) return;
        const { board, rng } = start;
        const none = new Uint8Array(board.fill.length);
        const r = new ClueModel(board).solutions(2, 2_000, none);
        if (!r.other) return;
        const before = Array.from(board.fill);
        const kept = refillAround(board, none, r.other, rng, BUDGET);
        const puzzle = { rows: board.rows, cols: board.cols, cells: board.cells() };
        // The clues are the sums of the filling, whichever filling it is.
        expect(validate(puzzle)).toEqual([]);
        if (!kept) {
          putBack++;
          expect(Array.from(board.fill)).toEqual(before);
          return;
        }
        unique++;
        expectOnlyAnswer(board, puzzle);
      }),
      { numRuns: 150 },
    );
    // Both happen: about one board in seven is made unique by digits alone (three runs: 15, 20 and 19 of 150).
    expect(unique).toBeGreaterThan(3);
    expect(putBack).toBeGreaterThan(3);
  });
});
