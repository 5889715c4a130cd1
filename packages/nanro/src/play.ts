import type { PlayModel } from "@gridsmith/kit";
import { type DigitAttempt, givenNumbersPlay } from "@gridsmith/kit/digit-play";
import type { Placement } from "./hints.js";
import { cellTops, type Puzzle, roomCells, type Solution } from "./puzzle.js";
import { solutionProblems } from "./rules.js";

/** A player's attempt: the numbers and pencil marks typed in the cells (see {@link play}). */
export type Attempt = DigitAttempt;

/** The kit's play of given numbers: numbers up to the largest room; some cells stay empty. */
const digits = givenNumbersPlay<Puzzle>({
  emptyMark: true,
  max: (p) => Math.max(1, ...cellTops(p)),
  problems: solutionProblems,
});

/**
 * How Nanro is played, as on puzz.link: numbers up to the largest room typed into the cells digit by digit
 * (1 then 2 types 12 in a room of 12 or more), pencil marks too (1 to 31), `x` for a cell left empty,
 * the rooms drawn with thick borders, the givens shown; some cells stay empty, so the attempt is complete
 * when its numbers keep every rule, and progress counts rooms: one whose numbers are N cells of one N is
 * filled. Hints place numbers, and a step that a cell holds none marks it `x`.
 */
export const play: PlayModel<Puzzle, Solution, Attempt, Placement> = {
  ...digits,
  progress(p, a) {
    const numbers = digits.toSolution(p, a) as number[];
    const rooms = roomCells(p);
    const filled = rooms.filter((cells) => {
      const held = cells.map((i) => numbers[i] ?? 0).filter((v) => v > 0);
      return held.length > 0 && held.every((v) => v === held.length);
    }).length;
    return { filled, total: rooms.length };
  },
};
