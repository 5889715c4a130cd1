import { charGrid, charIndexCode, type Format, gridText } from "@gridsmith/kit";
import { limits, type Puzzle } from "../puzzle.js";

/** Each code's character, at its index: `.` no circle (0), `o` a white one (1), `x` a black one (2). */
const CHARS = ".ox";

/**
 * Rows of cells, one line a row, one character a cell: `.` no circle, `o` a white circle, `x` a black one.
 * Blank lines around the grid are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of . o x",
  extensions: ["yinyang", "txt"],
  parse(text) {
    const { width, height, codes } = charGrid(
      text,
      limits,
      charIndexCode(CHARS),
      "a cell: '.', 'o' (white) or 'x' (black)",
    );
    return { width, height, circles: codes };
  },
  serialize: (puzzle) =>
    gridText(
      puzzle.width,
      puzzle.circles.map((c) => CHARS[c]!),
    ),
  // A grid of dots and letters says nothing of its type from its content alone, so only a file named
  // .yinyang is detected (the type's page and `--type yinyang` read any text with this format, the default).
  detect: (text, filename) => /\.yinyang$/i.test(filename ?? "") && text.trim() !== "",
};

/** An answer as text: `x` where a cell holds a black circle, `o` where it holds a white one. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle.width,
    puzzle.circles.map((_, i) => (solution[i] === 1 ? "x" : "o")),
  );
}
