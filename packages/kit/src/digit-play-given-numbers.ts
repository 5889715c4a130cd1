// The play model of a grid of numbers typed around given ones (Fillomino, Nanro, Ripple Effect).
import { digitsOf, markMax } from "./digit-play-attempt.js";
import type { DigitAttempt, DigitGrid } from "./digit-play-grid.js";
import { digitPlay } from "./digit-play-model.js";
import { type DigitPlacement, placeDigit } from "./digit-play-placement.js";
import { roomCells } from "./room-cells.js";
import type { PlayModel, Problem } from "./types.js";

/**
 * A grid of numbers to fill around given ones (Fillomino, Nanro, Ripple Effect): `width` x `height` cells,
 * row by row; `givens` each cell's given number, -1 for none or -2 for a `?` (a number not shown, played as
 * an open cell unless it holds none); `rooms` each cell's room, where the grid has rooms; `walls` its given
 * walls, where it has some.
 */
export interface GivenNumbers {
  width: number;
  height: number;
  givens: readonly number[];
  rooms?: readonly number[];
  /** Given walls between cells (edges in kit's `borderEdges` numbering), drawn thick, when the grid has any. */
  walls?: readonly number[];
}

/** What a type playing as {@link GivenNumbers} says of itself; {@link givenNumbersPlay} makes its play model. */
export interface GivenNumbersPlayOptions<Puzzle> {
  /**
   * The largest number a player types in `puzzle` (any size: numbers are typed digit by digit, and pencil
   * marks hold 1 to 31).
   */
  max(puzzle: Puzzle): number;
  /**
   * A `?` cell holds no number (0 in the solution): it is shown as `?` and not played, so the answer on the
   * board is complete without it (Ripple Effect).
   */
  unknownHoldsNone?: boolean;
  /**
   * Cells may stay empty and the player marks them so (`x`, the digit one past `max`; pzprjs's "no number
   * here"): a hint that a cell holds none marks it, and what a hint reads keeps the mark (-1), so that step is
   * not hinted again (Nanro).
   */
  emptyMark?: boolean;
  /**
   * The rules' problems of a (partial) solution: given, the attempt is complete when it has none (some cells
   * may stay empty); without, when every open cell holds a number.
   */
  problems?(puzzle: Puzzle, solution: number[]): readonly Problem[];
}

/** A given whose number is not shown (`?`), as {@link GivenNumbers} writes it. */
const UNKNOWN = -2;

/**
 * A saved attempt `{ v, n }` with its digits and marks set to 0 where `drop` (one entry per cell) is true;
 * lists of another length, and anything else, as they are (for the attempt's reader to refuse).
 */
function withoutUnplayed(saved: unknown, drop: readonly boolean[]): unknown {
  const { v, n } = (saved ?? {}) as { v?: unknown; n?: unknown };
  const clear = (list: unknown) =>
    Array.isArray(list) && list.length === drop.length ? list.map((x, i) => (drop[i] ? 0 : x)) : list;
  return Array.isArray(v) && Array.isArray(n) ? { v: clear(v), n: clear(n) } : saved;
}

/**
 * The play model of a {@link GivenNumbers} type, as puzz.link plays it: numbers typed into the cells digit
 * by digit (1 then 2 types 12, see `typeDigit`; the board's input is `multiDigit`), pencil marks 1 to
 * 31 at most (they are the bits of one number, see {@link markMax}), the givens shown in decimal (a `?` as
 * `?`), the rooms, when there are any, drawn with thick borders and each a unit of "fill candidates"; hints
 * place numbers. The solution is the givens and the typed numbers, one per cell.
 */
export function givenNumbersPlay<Puzzle extends GivenNumbers>(
  options: GivenNumbersPlayOptions<Puzzle>,
): PlayModel<Puzzle, number[], DigitAttempt, DigitPlacement> {
  // With an empty mark, the digit one past the largest number marks a cell empty (0 in the solution).
  const empty = (p: Puzzle) => (options.emptyMark ? options.max(p) + 1 : -1);
  // A `?` that holds no number is a block to the digit grid (not played); any other `?` is an open cell.
  const unplayed = (p: Puzzle, i: number) => options.unknownHoldsNone === true && p.givens[i] === UNKNOWN;
  const grid = (p: Puzzle): DigitGrid => ({
    cols: p.width,
    cells: p.givens.map((g, i) => (unplayed(p, i) ? -1 : Math.max(g, 0))),
    max: options.emptyMark ? empty(p) : options.max(p),
    ...(p.rooms ? { units: roomCells({ rooms: p.rooms }) } : {}),
  });
  const digits = digitPlay<Puzzle, number[], DigitPlacement>({
    grid,
    board(p, g) {
      // Givens in decimal, as they are typed (not sudoku's letters from 10 up).
      const cells = g.cells.map((c, i) =>
        p.givens[i] === UNKNOWN
          ? { text: "?" }
          : c > 0
            ? { text: String(c) }
            : c < 0
              ? { block: true }
              : null,
      );
      return {
        rows: p.height,
        cols: p.width,
        cells,
        ...(p.rooms ? { regions: [...p.rooms] } : {}),
        ...(p.walls && p.walls.length > 0 ? { walls: [...p.walls] } : {}),
        input: {
          cells: {
            kind: "digit",
            min: 1,
            max: g.max,
            marks: true,
            multiDigit: true,
            ...(markMax(g) < g.max ? { markMax: markMax(g) } : {}),
            ...(options.emptyMark
              ? { symbols: [...Array.from({ length: g.max - 1 }, (_, k) => String(k + 1)), "x"] }
              : {}),
          },
        },
      };
    },
    // Numbers in decimal, as they are typed; Nanro's empty mark as its x.
    symbol: (p, d) => (d === empty(p) ? "x" : String(d)),
    digits: (p, solution) =>
      solution.map((v, i) => (v === 0 && p.givens[i]! < 0 ? Math.max(empty(p), 0) : v)),
    solution: (p, typed) =>
      typed.map((d, i) => {
        const g = p.givens[i]!;
        return g > 0 ? g : g === UNKNOWN && options.unknownHoldsNone ? 0 : d === empty(p) ? 0 : d;
      }),
    deduce: (p, g, attempt, d) =>
      placeDigit(g, attempt, d.value === 0 && options.emptyMark ? { ...d, value: empty(p) } : d),
  });
  const { problems } = options;
  return {
    ...digits,
    // An attempt saved while such a `?` was still an open cell may hold a number there: it is dropped, not
    // the whole attempt.
    ...(options.unknownHoldsNone
      ? {
          readAttempt: (p, saved) =>
            digits.readAttempt(
              p,
              withoutUnplayed(
                saved,
                p.givens.map((_, i) => unplayed(p, i)),
              ),
            ),
        }
      : {}),
    ...(problems
      ? { isComplete: (p, a) => problems(p, digits.toSolution(p, a) as number[]).length === 0 }
      : {}),
    ...(options.emptyMark
      ? {
          hintInput: (p, a) =>
            digitsOf(grid(p), a).map((d, i) => (p.givens[i]! > 0 ? p.givens[i]! : d === empty(p) ? -1 : d)),
        }
      : {}),
  };
}
