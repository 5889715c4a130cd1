// The explained way of a shading genre, as six genres' tests (Heyawake, Kurodoko, LITS, Mochikoro, Shimaguni,
// Tapa) check it: kit's shading expectations and the genre's own technique, message or count on top.
import {
  type ExplainedWay,
  type ExplainedWayFound,
  expectExplainedWay,
  shadingWay,
} from "./explain-checks.js";

/** A shading deduction: the cell it decides. */
type ShadedCell = { cell: number };

/**
 * Asserts the hints of a shading genre's `type` on `puzzle` (one with one solution) as
 * {@link expectExplainedWay} does, expecting {@link shadingWay}'s way (a first hint `rXcY is shaded` or `rXcY
 * stays unshaded` of one cell, every cell decided once) with `own` over it: the genre's technique, its
 * message to the letter, a count of steps. Returns what it read.
 */
export function expectShadingWay<Puzzle extends { width: number; height: number }, Solution>(
  type: Parameters<typeof expectExplainedWay<Puzzle, Solution, ShadedCell>>[0],
  puzzle: Puzzle,
  own: Partial<ExplainedWay<ShadedCell>> = {},
): ExplainedWayFound<Solution, ShadedCell> {
  return expectExplainedWay(type, puzzle, { ...shadingWay(puzzle), ...own });
}
