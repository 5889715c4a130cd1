import type { CliHooks, PuzzleSource, SolveResult } from "@gridsmith/kit";
import { isColourPuzzle } from "./colour/palette.js";
import { resolveParams } from "./generate.js";
import type { Nonogram, NonogramParams, NonogramSolution } from "./types.js";

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

function positive(name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== "string" || !Number.isFinite(n))
    throw new RangeError(`--${name} takes a number, got '${String(value)}'`);
  return n;
}

/** `generate`'s flags: `--width`, `--height`, `--size WxH` and `--density`. */
export function generateParams(values: Record<string, unknown>): NonogramParams {
  let width = positive("width", values.width);
  let height = positive("height", values.height);
  if (typeof values.size === "string") {
    const m = /^(\d+)(?:x(\d+))?$/.exec(values.size);
    if (!m) throw new RangeError(`--size takes WxH or N, got '${values.size}'`);
    width = Number(m[1]);
    height = Number(m[2] ?? m[1]);
  }
  return resolveParams({ width, height, density: positive("density", values.density) });
}

/** How nonograms appear on a command line. */
export const cliHooks: CliHooks<Nonogram, NonogramSolution, NonogramParams> = {
  formatSolve,
  solutionToJson: (_puzzle, solution) => solution,
  generateOptions: {
    width: { type: "string" },
    height: { type: "string" },
    size: { type: "string" },
    density: { type: "string" },
  },
  generateParams,
};
