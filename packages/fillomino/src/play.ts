import type { PlayModel } from "@gridsmith/kit";
import { type DigitAttempt, givenNumbersPlay } from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import type { Puzzle, Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** A player's attempt: the numbers and pencil marks typed in the cells (see {@link play}). */
export type Attempt = DigitAttempt;

/** The largest number a player types: the keys 1-9 and A-V (pencil marks are bits of one number). */
const MAX_TYPED = 31;

/**
 * How Fillomino is played, as on puzz.link: numbers 1 to the grid's cells (at most 31) typed
 * into the cells with digit keys (pencil marks too), the givens shown; the regions show as the numbers are
 * filled in. The attempt is complete when its numbers keep every rule.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = givenNumbersPlay<Puzzle>({
  max: (p) => Math.min(p.width * p.height, MAX_TYPED),
  problems: solutionProblems,
});
