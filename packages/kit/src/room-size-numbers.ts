// The number rules of genres whose cells hold 1 to the size of their room (Nanro, Ripple Effect): what
// `validate` says of a given too large for its room, and what `check` says of an entry out of that range.
import { enteredNumberProblems } from "./entered-numbers.js";
import { impossibleGivens } from "./impossible-givens.js";
import { cellRoomSizes } from "./room-cells.js";
import { type CellAttempt, shapedCheck, shapedValidate } from "./shaped-check.js";
import type { Problem } from "./types.js";

/** A grid cut into rooms with a given number (or none, at most 0) in each cell, row by row. */
export interface RoomSizedGivens {
  readonly width: number;
  readonly rooms: readonly number[];
  readonly givens: readonly number[];
}

/**
 * The `impossible-given` problems of a puzzle whose numbers are at most their room's size: one for each given
 * larger than the cells of its room, as "the 3 in r1c1 cannot stand: its room has 2 cells".
 */
export function givensOverRoomSize(puzzle: RoomSizedGivens): Problem[] {
  const sizes = cellRoomSizes(puzzle);
  return impossibleGivens(puzzle.givens, puzzle.width, (v, i) =>
    v > sizes[i]! ? `its room has ${sizes[i]} cells` : null,
  );
}

/**
 * {@link enteredNumberProblems} where each cell holds 1 to its room's size: a given changed and a number out
 * of that range ("its room holds 1 to 4"). `holdsNone` says which cells hold no number at all (a `?` cell
 * in a genre where it takes part in no rule); by default every cell may hold one.
 */
export function roomSizeNumberProblems(
  puzzle: RoomSizedGivens,
  attempt: readonly (number | null | undefined)[],
  holdsNone?: (index: number) => boolean,
): Problem[] {
  const sizes = cellRoomSizes(puzzle);
  return enteredNumberProblems(puzzle.givens, attempt, puzzle.width, {
    top: (i) => sizes[i]!,
    says: (i) => `its room holds 1 to ${sizes[i]}`,
    ...(holdsNone === undefined ? {} : { holdsNone }),
  });
}

/** What {@link roomSizeNumberRules} makes a genre's rules from. */
export interface RoomSizeNumberParts<P extends RoomSizedGivens> {
  /** The puzzle's shape problems (its from-json.ts's). */
  readonly shapeProblems: (puzzle: P) => Problem[];
  /** The attempt's shape problems (its from-json.ts's). */
  readonly attemptProblems: (puzzle: P, attempt: unknown) => Problem[];
  /** The genre's own mistakes in an attempt of the right shape at a puzzle of the right shape. */
  readonly mistakes: (puzzle: P, attempt: CellAttempt) => Problem[];
  /** Which cells of `puzzle` hold no number at all (see {@link roomSizeNumberProblems}); by default none. */
  readonly holdsNone?: (puzzle: P) => (index: number) => boolean;
}

/**
 * The `validate` and `check` of a genre whose cells hold 1 to their room's size, from its shape checks and
 * its own rules: `validate` is the shape, then {@link givensOverRoomSize}; `check` is the shape of both, then
 * {@link roomSizeNumberProblems} followed by the genre's `mistakes`.
 */
export function roomSizeNumberRules<P extends RoomSizedGivens>(
  parts: RoomSizeNumberParts<P>,
): {
  validate: (puzzle: P) => Problem[];
  check: (puzzle: P, attempt: CellAttempt | null) => Problem[];
} {
  const { shapeProblems, attemptProblems, mistakes, holdsNone } = parts;
  return {
    validate: shapedValidate<P>(shapeProblems, givensOverRoomSize),
    check: shapedCheck(shapeProblems, attemptProblems, (puzzle: P, attempt: CellAttempt) => [
      ...roomSizeNumberProblems(puzzle, attempt, holdsNone?.(puzzle)),
      ...mistakes(puzzle, attempt),
    ]),
  };
}
