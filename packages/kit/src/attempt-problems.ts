import type { GridSize } from "./border-regions.js";
import { cellListProblems } from "./json-problem.js";
import type { Problem } from "./types.js";

/** The number of cells of a grid: what an attempt of one entry a cell holds at the most. */
const cellCount = (p: GridSize) => p.width * p.height;

/**
 * A genre's `attemptProblems`, for an attempt that is a list of one integer (or null) an entry: one
 * `bad-attempt` problem (see `cellListProblems`) for an attempt that is not a list of at most `length(puzzle)`
 * such entries, each called a `unit` in the message; none for such a list, or for null (nothing played yet).
 * `length` is the grid's cells unless given (a genre whose attempt is its lines or edges gives their count).
 */
export function attemptProblemsOf<P extends GridSize>(): (puzzle: P, attempt: unknown) => Problem[];
export function attemptProblemsOf<P>(
  length: (puzzle: P) => number,
  unit?: string,
): (puzzle: P, attempt: unknown) => Problem[];
export function attemptProblemsOf(
  length: (puzzle: GridSize) => number = cellCount,
  unit = "cell",
): (puzzle: GridSize, attempt: unknown) => Problem[] {
  return (puzzle, attempt) => cellListProblems(attempt, length(puzzle), unit);
}
