import { type Format, ParseError, puzzleTextLines } from "@gridsmith/kit";
import { BLACK, limits, MAX_SIDE, NONE, type Puzzle, WHITE } from "../puzzle.js";

const CODES = [".", "o", "x"] as const;

/**
 * Rows of cells, one line a row, one character a cell: `.` no circle, `o` a white circle, `x` a black one.
 * Blank lines around the grid are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of . o x",
  extensions: ["yinyang", "txt"],
  parse(text) {
    const lines = puzzleTextLines(text, limits);
    if (lines.length > MAX_SIDE)
      throw new ParseError(`the grid has ${lines.length} rows; at most ${MAX_SIDE}`, lines[MAX_SIDE]!.line);
    const width = lines[0]!.text.length;
    if (width > MAX_SIDE)
      throw new ParseError(
        `the grid has ${width} columns; at most ${MAX_SIDE}`,
        lines[0]!.line,
        MAX_SIDE + 1,
      );
    const circles: number[] = [];
    for (const { text: row, line } of lines) {
      if (row.length !== width) throw new ParseError(`row has ${row.length} cells; expected ${width}`, line);
      [...row].forEach((ch, c) => {
        const v = CODES.indexOf(ch as (typeof CODES)[number]);
        if (v < 0)
          throw new ParseError(`'${ch}' is not a cell: '.', 'o' (white) or 'x' (black)`, line, c + 1);
        circles.push(v === 1 ? WHITE : v === 2 ? BLACK : NONE);
      });
    }
    return { width, height: lines.length, circles };
  },
  serialize: (puzzle) =>
    gridText(
      puzzle.width,
      puzzle.circles.map((c) => CODES[c]!),
    ),
  // A grid of dots and letters says nothing of its type from its content alone, so only a file named
  // .yinyang is detected (the type's page and `--type yinyang` read any text with this format, the default).
  detect: (text, filename) => /\.yinyang$/i.test(filename ?? "") && text.trim() !== "",
};

function gridText(width: number, tokens: readonly string[]): string {
  const lines: string[] = [];
  for (let k = 0; k < tokens.length; k += width) lines.push(tokens.slice(k, k + width).join(""));
  return `${lines.join("\n")}\n`;
}

/** An answer as text: `x` where a cell holds a black circle, `o` where it holds a white one. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle.width,
    puzzle.circles.map((_, i) => (solution[i] === 1 ? "x" : "o")),
  );
}
