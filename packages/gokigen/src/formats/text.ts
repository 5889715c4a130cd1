import { type Format, pointClueTextFormat } from "@gridsmith/kit";
import { limits, type Puzzle, SLASH } from "../puzzle.js";

/**
 * The grid points, one line a row of points and one character a point: `0`-`4` a clue, `.` none, `?` a
 * hidden clue; a grid of W x H cells has H + 1 lines of W + 1 points. Blank lines around it are ignored. Only a
 * file named .gokigen or .slant is detected (the type's page and `--type gokigen` read any text with this
 * format).
 */
export const textFormat: Format<Puzzle> = pointClueTextFormat({
  genre: "Slant",
  limits,
  extensions: ["gokigen", "slant"],
});

/** An answer as text: the cells, a line a row, `/` and `\`. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  const marks = solution.map((v) => (v === SLASH ? "/" : "\\"));
  return `${Array.from({ length: puzzle.height }, (_, r) => marks.slice(r * puzzle.width, (r + 1) * puzzle.width).join("")).join("\n")}\n`;
}
