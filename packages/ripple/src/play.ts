import type { PlayModel } from "@gridsmith/kit";
import { type DigitAttempt, givenNumbersPlay } from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import { cellTops, type Puzzle, type Solution } from "./puzzle.js";

/** A player's attempt: the numbers and pencil marks typed in the cells (see {@link play}). */
export type Attempt = DigitAttempt;

/**
 * How Ripple Effect is played, as on puzz.link: numbers up to the largest room typed into the cells digit by
 * digit (1 then 2 types 12 in a room of 12 or more), pencil marks too (1 to 31), the rooms drawn with thick
 * borders, the givens shown; a `?` cell holds no number in the answer. Hints place numbers.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = givenNumbersPlay<Puzzle>({
  max: (p) => Math.max(1, ...cellTops(p)),
  unknownHoldsNone: true,
});
