import type { PuzzleSource, SolveResult } from "@gridsmith/kit";
import { isColourPuzzle } from "./colour/palette.js";
import type { Nonogram, NonogramSolution } from "./types.js";

/**
 * `solve`'s text: a header, each solution as a grid of `#` and `.`, the count and what it proves. A colour
 * puzzle's header is followed by its colour codes, and its grids are of those codes.
 */
export function formatSolve(
  input: PuzzleSource,
  puzzle: Nonogram,
  result: SolveResult<NonogramSolution>,
): string {
  const width = puzzle.columns.length;
  const height = puzzle.rows.length;
  const parts = [`== ${input.source} (${width}x${height}) ==`];
  if (isColourPuzzle(puzzle)) {
    parts.push(
      `colours: ${puzzle.palette.map((c, i) => `${c.code} ${i === 0 ? `background (${c.name})` : c.name}`).join(", ")}`,
    );
  }
  result.solutions.forEach((s, i) => {
    parts.push(`--- Solution #${i + 1}:`, ...s);
  });
  const n = result.solutionCount;
  const what =
    result.status === "unique"
      ? "unique: exactly 1 solution"
      : result.status === "none"
        ? "none: the puzzle has no solution"
        : result.status === "timeout"
          ? `timeout: ${n} solution${n === 1 ? "" : "s"} found before the time ran out`
          : result.complete
            ? `multiple: exactly ${n} solutions`
            : result.status === "solved"
              ? "solved: 1 solution found (uniqueness not checked)"
              : `multiple: at least ${n} solutions (search stopped at the limit)`;
  parts.push(`${what} (${result.stats.ms.toFixed(1)} ms, ${result.stats.nodes} nodes)`, "");
  return `${parts.join("\n")}\n`;
}
