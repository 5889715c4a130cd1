import { charGrid, type Format, gridText, roomLetterCode, roomLetters } from "@gridsmith/kit";
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
    const { width, height, codes } = charGrid(text, limits, roomLetterCode, "a room letter (a-z A-Z 0-9)");
    return { width, height, rooms: canonicalRooms(width, height, codes) };
  },
  serialize(puzzle) {
    const letters = roomLetters(puzzle.width, puzzle.height, puzzle.rooms);
    return gridText(
      puzzle.width,
      puzzle.rooms.map((room) => letters[room]!),
    );
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
