import type { PlayModel } from "@gridsmith/kit";
import { type DigitAttempt, givenNumbersPlay } from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import type { Puzzle, Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** A player's attempt: the numbers and pencil marks typed in the cells (see {@link play}). */
export type Attempt = DigitAttempt;

/**
 * How Fillomino is played, as on puzz.link: numbers 1 to the grid's cell count typed into the cells digit by
 * digit (1 then 2 types 12; a digit that would pass the cell count starts a new number), pencil marks 1 to 31
 * (Shift or pencil mode), the givens shown; the regions show as the numbers are filled in. The attempt is
 * complete when its numbers keep every rule.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = givenNumbersPlay<Puzzle>({
  max: (p) => p.width * p.height,
  problems: solutionProblems,
});
