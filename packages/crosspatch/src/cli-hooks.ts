import type { CliHooks } from "@gridsmith/kit";
import { checkParams } from "./generate/index.js";
import { formatKkck } from "./kkck-output.js";
import { MAX_SIDE } from "./limits.js";
import type { CrosspatchParams, CrosspatchPuzzle, CrosspatchSolution } from "./types.js";

/** Reads `--size RxC` (or `N` for a square). */
export function parseSize(text: string): { rows: number; cols: number } {
  const m = /^(\d+)(?:x(\d+))?$/i.exec(text.trim());
  if (!m) throw new RangeError(`--size takes ROWSxCOLS or N, got '${text}'`);
  return { rows: Number(m[1]), cols: Number(m[2] ?? m[1]) };
}

/** Splits a word list given as text: any whitespace or commas; `!` lines are comments, as in kkck. */
export function splitWords(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((line) => !line.startsWith("!"))
    .join(" ")
    .split(/[\s,]+/)
    .filter((w) => w !== "");
}

/**
 * Theme words `generate` uses when given neither `--words` nor `--size`, so a plain "generate" (the API's,
 * the site's) always gives a puzzle.
 */
export const DEFAULT_THEME_WORDS = [
  "PUZZLE",
  "GRID",
  "CROSS",
  "LETTER",
  "WORD",
  "SLOT",
  "ACROSS",
  "DOWN",
  "SOLVE",
  "CLUE",
  "PENCIL",
  "ERASER",
];

/** How crosspatch appears on a command line: kkck's output, placements in NDJSON, generator flags. */
export const cliHooks: CliHooks<CrosspatchPuzzle, CrosspatchSolution, CrosspatchParams> = {
  formatSolve: (_input, puzzle, result) => formatKkck(puzzle, result),
  solutionToJson: (_puzzle, solution) => ({ rows: solution.rows, placements: solution.placements }),
  generateOptions: {
    words: { type: "string", file: true },
    size: { type: "string" },
    "max-size": { type: "string" },
    dict: { type: "string", file: true },
  },
  // Checked against the limits (checkParams) before they are returned, so a bad flag fails at once.
  generateParams: (values) => checkParams(paramsOf(values)),
};

/** The params the flags ask for (checked by `generateParams`). */
function paramsOf(values: Record<string, unknown>): CrosspatchParams {
  const words = values.words;
  const size = values.size;
  const dict = values.dict;
  if (typeof dict === "string" && typeof size !== "string") {
    throw new RangeError("--dict (the dictionary of a dense grid) goes with --size");
  }
  if (typeof words === "string" && typeof size === "string") {
    throw new RangeError(
      "--words (a sparse layout of theme words) and --size (a dense grid) exclude each other",
    );
  }
  if (typeof words === "string") {
    const maxSize = typeof values["max-size"] === "string" ? Number(values["max-size"]) : undefined;
    if (maxSize !== undefined && !(Number.isInteger(maxSize) && maxSize >= 2 && maxSize <= MAX_SIDE)) {
      throw new RangeError(
        `--max-size takes a whole number from 2 to ${MAX_SIDE}, got '${values["max-size"]}'`,
      );
    }
    return { kind: "sparse", words: splitWords(words), maxSize };
  }
  if (typeof size === "string") {
    const dense = { kind: "dense" as const, ...parseSize(size) };
    return typeof dict === "string" ? { ...dense, words: splitWords(dict) } : dense;
  }
  return { kind: "sparse", words: [...DEFAULT_THEME_WORDS] };
}
