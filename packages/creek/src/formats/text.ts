import { checkTextLength, type Format, ParseError, textGridLines } from "@gridsmith/kit";
import { limits, MAX_SIDE, NONE, type Puzzle, UNKNOWN } from "../puzzle.js";

/**
 * The grid points, one line a row of points and one character a point: `0`-`4` a clue, `.` none, `?` a
 * hidden clue; a grid of W x H cells has H + 1 lines of W + 1 points. Blank lines around it are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid points: 0-4, . and ?",
  extensions: ["creek", "txt"],
  parse(text) {
    checkTextLength(text, limits);
    const lines = textGridLines(text);
    if (lines.length < 2)
      throw new ParseError(
        "a Creek grid has at least two lines of points (one row of cells)",
        lines[0]?.line,
      );
    if (lines.length > MAX_SIDE + 1)
      throw new ParseError(
        `the grid has ${lines.length - 1} rows of cells; at most ${MAX_SIDE}`,
        lines[MAX_SIDE + 1]!.line,
      );
    const points = lines[0]!.text.length;
    if (points < 2 || points > MAX_SIDE + 1)
      throw new ParseError(`a line has ${points} points; expected 2 to ${MAX_SIDE + 1}`, lines[0]!.line);
    const clues: number[] = [];
    for (const { text: row, line } of lines) {
      if (row.length !== points)
        throw new ParseError(`line has ${row.length} points; expected ${points}`, line);
      [...row].forEach((ch, c) => {
        if (ch === ".") clues.push(NONE);
        else if (ch === "?") clues.push(UNKNOWN);
        else if (/^[0-4]$/.test(ch)) clues.push(Number(ch));
        else throw new ParseError(`'${ch}' is not a clue 0-4, '.' or '?'`, line, c + 1);
      });
    }
    return { width: points - 1, height: lines.length - 1, clues };
  },
  serialize: (puzzle) =>
    rowsOf(
      puzzle.width + 1,
      puzzle.clues.map((v) => (v === NONE ? "." : v === UNKNOWN ? "?" : String(v))),
    ),
  // Lines of digits and dots say nothing of their type from their content alone, so only a file named .creek
  // is detected (the type's page and `--type creek` read any text with this format, the default).
  detect: (text, filename) => /\.creek$/i.test(filename ?? "") && text.trim() !== "",
};

function rowsOf(width: number, tokens: readonly string[]): string {
  const lines: string[] = [];
  for (let k = 0; k < tokens.length; k += width) lines.push(tokens.slice(k, k + width).join(""));
  return `${lines.join("\n")}\n`;
}

/** An answer as text: the cells, a line a row, `#` shaded and `.` not. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return rowsOf(
    puzzle.width,
    solution.map((v) => (v === 1 ? "#" : ".")),
  );
}
