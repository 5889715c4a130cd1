import type { BoardDescription, PlayModel } from "@gridsmith/kit";
import { type DigitAttempt, type DigitGrid, digitsOf, placementPlay } from "@gridsmith/kit/digit-play";
import { combinations, supportedDigits } from "./combinations.js";
import { type Drawing, puzzleOfDrawing } from "./drawing.js";
import { type Entry, layoutOf } from "./entries.js";
import type { Placement } from "./logic.js";
import { isWhite, type Puzzle, type Solution } from "./puzzle.js";

/**
 * A player's kakuro attempt, shaped as sudoku's so the two play alike: `v` the digits entered (0 = none;
 * givens and black cells stay 0), `n` each cell's pencil marks as a bit mask (digit d is bit d-1). What the
 * site saves and shares.
 */
export type KakuroAttempt = DigitAttempt;

/** Kakuro's play model, with what the site's editor needs: the puzzle a setter's drawing makes. */
export interface KakuroPlay extends PlayModel<Puzzle, Solution, KakuroAttempt, Placement> {
  /** The puzzle a drawing makes, and what keeps it from being a kakuro yet; see {@link puzzleOfDrawing}. */
  fromDrawing(drawing: Drawing): { puzzle: Puzzle; problems: string[] };
}

/** The grid as its play sees it: a given digit, 0 for an empty white cell, -1 for a black one. */
const gridOf = (p: Puzzle): DigitGrid => ({
  cols: p.cols,
  cells: p.cells.map((c) => (isWhite(c) ? c : -1)),
  max: 9,
});

// The package's digit sets keep digit d at bit d; the attempt's marks at bit d-1, as sudoku's do.
const ALL = 0b11_1111_1110;

/**
 * What each cell of an entry can hold, as the package's masks: the digits of some way to make its sum with
 * the digits already written there. An entry without a clue only rules out repeats. When what is written
 * already breaks the entry, each empty cell keeps the digits of the sum's combinations not yet used, so the
 * player still sees what the clue allows.
 */
function entrySupport(entry: Entry, digits: readonly number[]): number[] {
  const used = entry.cells.reduce((m, i) => m | (digits[i] ? 1 << digits[i]! : 0), 0);
  const cands = entry.cells.map((i) => (digits[i] ? 1 << digits[i]! : ALL));
  if (entry.sum === undefined) return cands.map((c) => (c === ALL ? ALL & ~used : c));
  const support = supportedDigits(cands, entry.sum);
  if (support) return support;
  const any = combinations(entry.sum, entry.cells.length).reduce((m, c) => m | c, 0);
  return cands.map((c) => (c === ALL ? any & ~used : c));
}

/** The candidates of "fill candidates": the digits both entries through a cell still allow. */
function candidates(p: Puzzle, grid: DigitGrid, a: KakuroAttempt): number[] {
  const digits = digitsOf(grid, a);
  const allowed = p.cells.map(() => ALL);
  for (const entry of layoutOf(p).entries) {
    const support = entrySupport(entry, digits);
    entry.cells.forEach((i, k) => {
      allowed[i] = allowed[i]! & support[k]!;
    });
  }
  return allowed.map((m) => m >> 1);
}

/** The board: black cells as blocks with their clues, givens as text, digits 1-9 with pencil marks. */
function board(p: Puzzle): BoardDescription {
  return {
    rows: p.rows,
    cols: p.cols,
    cells: p.cells.map((c) =>
      isWhite(c)
        ? c > 0
          ? { text: String(c) }
          : null
        : {
            block: true,
            ...(c.across === undefined ? {} : { across: c.across }),
            ...(c.down === undefined ? {} : { down: c.down }),
          },
    ),
    input: { cells: { kind: "digit", min: 1, max: 9, marks: true } },
  };
}

/**
 * How kakuro is played: digits and pencil marks in the white cells without a given, "fill candidates" from
 * the sums of each cell's two entries; hint steps place digits.
 */
export const play: KakuroPlay = {
  ...placementPlay<Puzzle, Solution>({
    grid: gridOf,
    board,
    digits: (_p, s) => s,
    solution: (_p, digits) => digits,
    candidates,
  }),
  fromDrawing: puzzleOfDrawing,
};
