import type { Rng } from "@gridsmith/kit";
import { Board } from "./board.js";
import { ClueModel } from "./clue-model.js";
import { withBlackCell } from "./generate-pattern.js";

/** How hard {@link splitGivens} tries; nodes and moves, never time, so a seed makes the same puzzle. */
export interface SplitBudget {
  /** Search nodes of each uniqueness check. */
  checkNodes: number;
  /** Cells turned black for one given at most. */
  splitsPerGiven: number;
  /** Cells turned black in all at most, as a share of the white cells: bounds the time of the whole trade. */
  splitShare: number;
  /** Cells where two solutions differ tried for each split. */
  candidates: number;
  /** Tuning moves after a split, per cell of the entries it touches. */
  tuneMovesPerCell: number;
  /** Refills tried around the cells where a second solution differs before a split (see {@link refillAround}). */
  refillTries: number;
  /** Search nodes of each such refill. */
  refillNodes: number;
}

/**
 * The board with its givens traded for black cells, one given at a time; null when a given takes more than
 * `splitsPerGiven` black cells, all of them more than `splitShare` of the white cells, or a check runs out of
 * nodes before it finds a second solution to aim at.
 *
 * With the other givens in place, the given is taken away, and while a second solution exists, the digits
 * around where it differs are first filled again (see {@link refillAround}); failing that, a cell where it
 * differs from the filling turns black: each of its runs splits in two, each part clued with the sum of
 * its part of the filling, which the second solution seldom shares (a given pins one cell; a split adds two
 * sums and a digit of the filling never needs showing, which puzz.link's kakuro and printed kakuros cannot
 * do). The digits of the entries the new black cell touches are then tuned (see {@link Board.tune}), so that
 * the new, shorter entries get sums with few combinations, as 3 or 17 in two cells. Of a few such cells, the
 * one that leaves the puzzle unique, else least open to propagation, else with the fewest cells turned black,
 * is kept.
 */
export function splitGivens(board: Board, givens: Uint8Array, rng: Rng, budget: SplitBudget): Board | null {
  let current = board;
  const left = givens.slice();
  let splitsLeft = Math.floor(budget.splitShare * board.whites.length);
  for (const g of rng.shuffle(Array.from(board.whites).filter((c) => givens[c]))) {
    left[g] = 0;
    for (let splits = 0; ; splits++) {
      const r = new ClueModel(current).solutions(2, budget.checkNodes, left);
      if (r.count === 1 && r.complete) break;
      if (!r.other) return null;
      if (refillAround(current, left, r.other, rng, budget)) break;
      if (splits >= budget.splitsPerGiven || splitsLeft-- <= 0) return null;
      const other = r.other;
      const fill = current.fill;
      const differ = Array.from(current.whites).filter((c) => !left[c] && other[c] !== fill[c]);
      let best: Board | null = null;
      let bestScore = Number.POSITIVE_INFINITY;
      for (const c of rng.shuffle(differ).slice(0, budget.candidates)) {
        const next = split(current, c);
        if (next.whites.length === 0) continue;
        tuneAround(next, c, left, rng, budget.tuneMovesPerCell);
        const model = new ClueModel(next);
        const check = model.solutions(2, budget.checkNodes, left);
        const score =
          (check.count === 1 && check.complete ? 0 : 1_000_000) +
          model.propagate(left) * 1_000 +
          (current.whites.length - next.whites.length);
        if (score < bestScore) {
          best = next;
          bestScore = score;
        }
      }
      if (!best) return null;
      current = best;
    }
  }
  return current;
}

/**
 * Tries to make the puzzle unique (with `givens`) by digits alone, before a black cell: up to `refillTries`
 * times, the cells where `other` differs from the filling and the rest of their entries are filled again at
 * random (`refillNodes` each) and tuned (see {@link Board.tune}) toward sums with few combinations; the first
 * filling whose clues have one solution is kept (true), else the filling is put back (false). At 15x15 and
 * 20x20 (seeds 1-10) 8 tries left 0.340 and 0.359 of the inside black, 32 0.322 and 0.357, 128 0.319 and 0.347
 * at over twice the time; the region's cells alone, or keeping a filling that leaves less open and aiming at
 * its second solution, did no better.
 */
export function refillAround(
  board: Board,
  givens: Uint8Array,
  other: Int32Array,
  rng: Rng,
  budget: SplitBudget,
): boolean {
  const free = regionOf(board, givens, other);
  if (free.length === 0) return false;
  const whites = Array.from(board.whites);
  const before = whites.map((c) => board.fill[c]!);
  const model = new ClueModel(board);
  for (let t = 0; t < budget.refillTries; t++) {
    if (!board.refill(free, rng, budget.refillNodes)) continue;
    board.tune(rng, budget.tuneMovesPerCell * free.length, free);
    const check = model.solutions(2, budget.checkNodes, givens);
    if (check.count === 1 && check.complete) return true;
    // A swap in the tuning may move a digit out of the region: put the whole filling back.
    board.put(whites, before);
  }
  return false;
}

/** The cells, not given, of the entries of the cells where `other` differs from the filling. */
function regionOf(board: Board, givens: Uint8Array, other: Int32Array): number[] {
  const region = new Set<number>();
  for (const c of board.whites) {
    if (givens[c] || other[c] === board.fill[c]) continue;
    for (const e of [board.across[c]!, board.down[c]!])
      if (e >= 0) for (const x of board.cellsOf[e]!) if (!givens[x]) region.add(x);
  }
  return Array.from(region);
}

/** A new board whose pattern has `c` black (see {@link withBlackCell}), the filling of its white cells kept. */
function split(board: Board, c: number): Board {
  const white = Array.from({ length: board.fill.length }, () => false);
  for (const w of board.whites) white[w] = true;
  const next = new Board(board.rows, board.cols, withBlackCell(board.rows, board.cols, white, c));
  next.put(
    Array.from(next.whites),
    Array.from(next.whites, (w) => board.fill[w]!),
  );
  return next;
}

/** Tunes the digits of the entries of the cells beside `c` that are not given. */
function tuneAround(board: Board, c: number, givens: Uint8Array, rng: Rng, movesPerCell: number): void {
  const near = new Set<number>();
  for (const x of [c - 1, c + 1, c - board.cols, c + board.cols]) {
    if (x < 0 || x >= board.fill.length) continue;
    for (const e of [board.across[x]!, board.down[x]!])
      if (e >= 0) for (const y of board.cellsOf[e]!) if (!givens[y]) near.add(y);
  }
  if (near.size > 0) board.tune(rng, movesPerCell * near.size, Array.from(near));
}
