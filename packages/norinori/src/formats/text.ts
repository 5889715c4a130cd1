import { type Format, ParseError, puzzleTextGrid, ROOM_LETTERS, roomLetters } from "@gridsmith/kit";
import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import { limits, type Puzzle } from "../puzzle.js";

/**
 * Rows of letters, one line a row, one letter a cell: cells side by side with the same letter are one room
 * (a letter may name two rooms apart). Letters and digits only. Blank lines around the grid are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of room letters",
  extensions: ["norinori", "txt"],
  parse(text) {
    const { width, rows } = puzzleTextGrid(text, limits);
    const labels: number[] = [];
    for (const row of rows) {
      for (let c = 0; c < width; c++) {
        const k = ROOM_LETTERS.indexOf(row.text[c]!);
        if (k < 0)
          throw new ParseError(`'${row.text[c]}' is not a room letter (a-z A-Z 0-9)`, row.line, c + 1);
        labels.push(k);
      }
    }
    return { width, height: rows.length, rooms: canonicalRooms(width, rows.length, labels) };
  },
  serialize(puzzle) {
    const letters = roomLetters(puzzle.width, puzzle.height, puzzle.rooms);
    const lines: string[] = [];
    for (let r = 0; r < puzzle.height; r++)
      lines.push(
        puzzle.rooms
          .slice(r * puzzle.width, (r + 1) * puzzle.width)
          .map((room) => letters[room])
          .join(""),
      );
    return `${lines.join("\n")}\n`;
  },
  // Letters alone are no sign of Norinori (other region genres write them too): only a .norinori file.
  detect: (text, filename) => /\.norinori$/i.test(filename ?? "") && text.trim() !== "",
};

/** An answer as text: the puzzle's grid with `#` in place of each shaded cell. */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  const grid = textFormat.serialize!(puzzle);
  let i = 0;
  return grid.replace(/[^\n]/g, (ch) => (solution[i++] === 1 ? "#" : ch));
}
