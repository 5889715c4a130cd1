import { checkGridRows, type Format, ParseError, puzzleTextLines } from "@gridsmith/kit";
import { limits, MAX_STARS, type Puzzle } from "../puzzle.js";

/** The symbols of region ids 0 to 61, in order. */
const SYMBOLS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** The puzzle's lines: the number of stars, then a row of region symbols a line, each cell `cell(i)`. */
function lines(puzzle: Puzzle, cell: (i: number) => string): string[] {
  const { width: w, height: h } = puzzle;
  return [
    String(puzzle.stars),
    ...Array.from({ length: h }, (_, r) => Array.from({ length: w }, (_, c) => cell(r * w + c)).join("")),
  ];
}

/**
 * Reads the text format; with `stars` given, the text is the grid alone (the JSON format's rows), its lines
 * numbered from 1 all the same.
 */
export function parseStarBattle(text: string, stars?: number): Puzzle {
  const rows = puzzleTextLines(text, limits);
  if (stars === undefined) {
    const first = rows.shift()!;
    stars = Number(first.text);
    if (!/^\d{1,2}$/.test(first.text) || stars < 1 || stars > MAX_STARS)
      throw new ParseError(
        `the first line is the number of stars, 1 to ${MAX_STARS}, not '${first.text}'`,
        first.line,
        1,
      );
    if (rows.length === 0) throw new ParseError("the grid is missing", first.line + 1);
  }
  const width = checkGridRows(rows, limits.maxSide);
  const regions: number[] = [];
  for (const row of rows) {
    for (let c = 0; c < width; c++) {
      const id = SYMBOLS.indexOf(row.text[c]!);
      if (id < 0) throw new ParseError(`'${row.text[c]}' is not a region (a-z, A-Z or 0-9)`, row.line, c + 1);
      regions.push(id);
    }
  }
  return { width, height: rows.length, stars, regions };
}

/**
 * The number of stars on the first line, then the grid, a line a row, each cell the symbol of its region
 * (`a`-`z`, `A`-`Z`, `0`-`9`: 62 regions at most). Blank lines around it are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Stars, then a grid of region letters",
  extensions: ["starbattle", "txt"],
  parse: (text) => parseStarBattle(text),
  serialize: (puzzle) => `${lines(puzzle, (i) => SYMBOLS[puzzle.regions[i]!]!).join("\n")}\n`,
  detect(text) {
    const rows = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== "");
    return (
      rows.length > 1 &&
      /^\d{1,2}$/.test(rows[0]!) &&
      rows.slice(1).every((r) => r.length === rows[1]!.length && /^[a-zA-Z0-9]+$/.test(r)) &&
      rows.slice(1).some((r) => /[a-zA-Z]/.test(r))
    );
  },
};

/** An answer as text: the puzzle's lines with `*` where a star stands. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return `${lines(puzzle, (i) => (solution[i] === 1 ? "*" : SYMBOLS[puzzle.regions[i]!]!)).join("\n")}\n`;
}
