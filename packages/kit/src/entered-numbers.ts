// The first rules of the genres whose attempt is a number a cell over a grid of given numbers (Fillomino,
// Nanro, Ripple Effect): a given stays as it is, and an entered number lies in the cell's range. Both are
// read the same way and said in the same words in every such genre; what a cell's range is, is the genre's.
import { cellAt, cellNameAt } from "./cells.js";
import type { Problem } from "./types.js";

/** What a genre tells {@link enteredNumberProblems} of a cell's range. */
export interface EnteredNumberRange {
  /** The largest number cell `index` may hold (the smallest is 1). */
  top(index: number): number;
  /** Why, in the words after "r1c2 holds 9; " (`its room holds 1 to 4`). */
  says(index: number): string;
  /**
   * Whether cell `index` holds no number by the puzzle (Ripple Effect's `?` cell): any number entered there is
   * a `given-changed`. None by default.
   */
  holdsNone?(index: number): boolean;
}

/**
 * A cell's problem for each number of `attempt` (0, null or undefined for none) that does not stand in a grid
 * `width` cells wide of `givens` (a number 1 or more is given; anything else is open): `given-changed` where it
 * differs from the given (or stands in a cell that holds none), else `bad-number` where it is below 0 or past
 * the cell's top. In cell order.
 */
export function enteredNumberProblems(
  givens: readonly number[],
  attempt: readonly (number | null | undefined)[],
  width: number,
  range: EnteredNumberRange,
): Problem[] {
  const problems: Problem[] = [];
  givens.forEach((given, i) => {
    const v = attempt[i] ?? 0;
    const name = cellNameAt(i, width);
    const cells = [cellAt(i, width)];
    if (v !== 0 && range.holdsNone?.(i))
      problems.push({
        code: "given-changed",
        message: `${name} holds ${v}, but it is a ? cell, which holds no number`,
        cells,
      });
    else if (given > 0 && v !== 0 && v !== given)
      problems.push({
        code: "given-changed",
        message: `${name} holds ${v}, but ${given} is given there`,
        cells,
      });
    else if (v < 0 || v > range.top(i))
      problems.push({ code: "bad-number", message: `${name} holds ${v}; ${range.says(i)}`, cells });
  });
  return problems;
}

/** Each cell's number of `attempt` with the givens in: a given (1 or more) where there is one, else the
 * attempt's entry, 0 where it has none. */
export function numbersWithGivens(
  givens: readonly number[],
  attempt: readonly (number | null | undefined)[],
): number[] {
  return givens.map((g, i) => (g > 0 ? g : (attempt[i] ?? 0)));
}
