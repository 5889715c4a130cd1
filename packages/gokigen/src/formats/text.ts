import { checkTextLength, type Format, ParseError } from "@gridsmith/kit";
import { limits, MAX_SIDE, NONE, type Puzzle, SLASH, UNKNOWN } from "../puzzle.js";

const symbols = { ".": NONE, "?": UNKNOWN } as Record<string, number>;

/**
 * The grid points, one line a row of points and one character a point: `0`-`4` a clue, `.` none, `?` a
 * hidden clue; a grid of W x H cells has H + 1 lines of W + 1 points. Blank lines around it are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid points: 0-4, . and ?",
  extensions: ["gokigen", "slant", "txt"],
  parse(text) {
    checkTextLength(text, limits);
    const rows = text
      .split(/\r?\n/)
      .map((raw, i) => ({ points: raw.trim(), line: i + 1 }))
      .filter((r) => r.points !== "");
    const first = rows[0];
    if (!first || rows.length < 2)
      throw new ParseError("a Slant grid has at least two lines of points (one row of cells)", first?.line);
    const height = rows.length - 1;
    const width = first.points.length - 1;
    if (height > MAX_SIDE)
      throw new ParseError(`${height} rows of cells; at most ${MAX_SIDE}`, rows[MAX_SIDE + 1]!.line);
    if (width < 1 || width > MAX_SIDE)
      throw new ParseError(`${width + 1} points a line; 2 to ${MAX_SIDE + 1}`, first.line);
    const clues = rows.flatMap(({ points, line }) => {
      if (points.length !== width + 1)
        throw new ParseError(`${points.length} points on this line; expected ${width + 1}`, line);
      return [...points].map((ch, c) => {
        const v = /^[0-4]$/.test(ch) ? Number(ch) : symbols[ch];
        if (v === undefined) throw new ParseError(`'${ch}' is not a clue 0-4, '.' or '?'`, line, c + 1);
        return v;
      });
    });
    return { width, height, clues };
  },
  serialize(puzzle) {
    const w = puzzle.width + 1;
    const chars = puzzle.clues.map((v) => (v === NONE ? "." : v === UNKNOWN ? "?" : String(v)));
    return `${Array.from({ length: puzzle.height + 1 }, (_, r) => chars.slice(r * w, (r + 1) * w).join("")).join("\n")}\n`;
  },
  // Lines of digits and dots say nothing of their type from their content alone, so only a file named
  // .gokigen or .slant is detected (the type's page and `--type gokigen` read any text with this format).
  detect: (text, filename) => /\.(gokigen|slant)$/i.test(filename ?? "") && text.trim() !== "",
};

/** An answer as text: the cells, a line a row, `/` and `\`. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  const marks = solution.map((v) => (v === SLASH ? "/" : "\\"));
  return `${Array.from({ length: puzzle.height }, (_, r) => marks.slice(r * puzzle.width, (r + 1) * puzzle.width).join("")).join("\n")}\n`;
}
