import type { Format } from "@gridsmith/kit";
import type { Puzzle } from "../puzzle.js";
import { formats } from "./puzzlink.js";

/**
 * Two grids, a blank line between them: the rooms, one letter a cell (cells side by side with the same
 * letter are one room; a letter may name two rooms apart), then the givens, `.` none, `?` a given without
 * its number, `1`-`9` then `A` for 10 and so on. The second grid may be left out when nothing is given.
 */
export const textFormat: Format<Puzzle> = formats.textFormat;

/** An answer as text: the room grid, then each cell's number (`0` where a partial answer has none). */
export const solutionText: (puzzle: Puzzle, solution: readonly number[]) => string = formats.solutionText;
