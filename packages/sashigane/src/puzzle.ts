import { gridLimits, type Limits } from "@gridsmith/kit";
import type { CluedBorderGrid } from "@gridsmith/kit/puzzlink";

/** A cell without a clue. */
export const EMPTY = -1;
/** A cell with puzz.link's `?`: a clue of no kind, which asks nothing of its L. */
export const UNKNOWN = -2;
/** A circle without a number: the corner of an L of any size. */
export const CIRCLE = -3;
/** An arrow pointing up (-4), down (-5), left (-6) or right (-7): pzprjs's direction d (1 to 4) is -3 - d. */
export const ARROW_UP = -4;
/** A cell with an arrow pointing down: an end of an L, whose corner lies below. */
export const ARROW_DOWN = -5;
/** A cell with an arrow pointing left: an end of an L, whose corner lies to the left. */
export const ARROW_LEFT = -6;
/** A cell with an arrow pointing right: an end of an L, whose corner lies to the right. */
export const ARROW_RIGHT = -7;

/** The arrow pointing along (dr, dc), one of the four unit steps. */
export const arrowOf = (dr: number, dc: number): number =>
  dr < 0 ? ARROW_UP : dr > 0 ? ARROW_DOWN : dc < 0 ? ARROW_LEFT : ARROW_RIGHT;

/** Whether a clue is an arrow. */
export const isArrow = (clue: number): boolean => clue <= ARROW_UP && clue >= ARROW_RIGHT;

/** Whether a clue is a circle (with a number, 0 or more, or without one). */
export const isCircle = (clue: number): boolean => clue === CIRCLE || clue >= 0;

/**
 * A Sashigane puzzle: `width` x `height` cells, row by row, each {@link EMPTY}, {@link UNKNOWN}, a circle
 * ({@link CIRCLE}, or its number of cells, 0 or more) or an arrow ({@link ARROW_UP} to {@link ARROW_RIGHT}).
 */
export type Puzzle = CluedBorderGrid;

// An answer and the generator's parameters: kit's region borders (per edge, 1 where a border between two
// L shapes runs, 0 elsewhere; the outline's edges are 0) and side params (the grid is `size` x `size`).
export type { RegionBorders as Solution, SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(40, {
  // A pzprv3 file with its border sections on the largest grid is about 3 x 40 x 40 x 3 characters:
  // kit's default text bound (64 KiB) holds it.
  notes: "circles with numbers up to 255, or none; the generator makes 5x5 to 10x10",
});

// The number of edges of the puzzle's grid: kit's, as Shikaku and Tentaisho take it.
export { edgeCount } from "@gridsmith/kit";

/** A clue as a person reads it, for messages. */
export function clueName(clue: number): string {
  if (clue === UNKNOWN) return "?";
  if (clue === CIRCLE) return "a circle";
  if (clue >= 0) return `a circled ${clue}`;
  return `an arrow ${["up", "down", "left", "right"][-4 - clue]}`;
}
