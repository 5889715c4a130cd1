import { type Format, gridText, ParseError, puzzleTextGrid } from "@gridsmith/kit";
import { digitSymbol } from "@gridsmith/kit/digit-play";
import { limits, MAX_GIVEN, NO_GIVEN, type Puzzle, UNKNOWN_GIVEN } from "../puzzle.js";

/** A given's character: `.` none, `?` unknown, `1`-`9` then `A` for 10 up to `Z` for 35. */
function givenChar(v: number): string {
  if (v === NO_GIVEN) return ".";
  if (v === UNKNOWN_GIVEN) return "?";
  if (v < 1 || v > MAX_GIVEN) throw new RangeError(`givens are 1 to ${MAX_GIVEN}, not ${v}`);
  return digitSymbol(v);
}

const ROW = /^[.?1-9A-Z]+$/;

/**
 * One line a row, one character a cell: `.` no given, `?` a given without its number, `1`-`9` then `A` for
 * 10 up to `Z` for 35. Blank lines around the grid are ignored.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of givens",
  extensions: ["fillomino", "txt"],
  parse(text) {
    const { width, rows } = puzzleTextGrid(text, limits);
    const givens: number[] = [];
    for (const row of rows) {
      [...row.text].forEach((ch, c) => {
        if (!/^[.?1-9A-Z]$/.test(ch))
          throw new ParseError(`'${ch}' is not a given ('.', '?', 1-9 or A-Z)`, row.line, c + 1);
        givens.push(ch === "." ? NO_GIVEN : ch === "?" ? UNKNOWN_GIVEN : Number.parseInt(ch, 36));
      });
    }
    return { width, height: rows.length, givens };
  },
  serialize(puzzle) {
    return gridText(puzzle.width, puzzle.givens.map(givenChar));
  },
  detect(text) {
    const rows = text
      .split(/\r?\n/)
      .map((r) => r.trim())
      .filter((r) => r !== "");
    return rows.length > 0 && rows.every((r) => r.length === rows[0]!.length && ROW.test(r));
  },
};

/**
 * An answer as text: each cell's number, one line a row, `0` where a partial answer has none (parted by spaces
 * when a number has two digits).
 */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  return gridText(
    puzzle.width,
    puzzle.givens.map((_, i) => String(Math.max(0, solution[i] ?? 0))),
  );
}
