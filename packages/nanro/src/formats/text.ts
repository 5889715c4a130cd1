import { checkTextLength, type Format, ParseError, ROOM_LETTERS, roomLetters } from "@gridsmith/kit";
import { digitSymbol } from "@gridsmith/kit/digit-play";
import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import { limits, MAX_GIVEN, MAX_SIDE, NO_GIVEN, type Puzzle, UNKNOWN_GIVEN } from "../puzzle.js";

/** A given's character: `.` none, `?` unknown, `1`-`9` then `A` for 10 up to `Z` for 35. */
function givenChar(v: number): string {
  if (v === NO_GIVEN) return ".";
  if (v === UNKNOWN_GIVEN) return "?";
  if (v < 1 || v > MAX_GIVEN) throw new RangeError(`givens are 1 to ${MAX_GIVEN}, not ${v}`);
  return digitSymbol(v);
}

type Row = { text: string; line: number };

/** The blocks of non-blank lines of `text`, each line trimmed, with its line number. */
function blocks(text: string): Row[][] {
  const out: Row[][] = [[]];
  text.split(/\r?\n/).forEach((raw, i) => {
    const row = raw.trim();
    if (row !== "") out.at(-1)!.push({ text: row, line: i + 1 });
    else if (out.at(-1)!.length > 0) out.push([]);
  });
  return out.filter((b) => b.length > 0);
}

/** Checks a block's shape: `height` rows (or any up to the limit when not given) of `width` characters. */
function checkBlock(rows: Row[], what: string, width: number, height?: number): void {
  if (rows.length > MAX_SIDE)
    throw new ParseError(`the ${what} has ${rows.length} rows; at most ${MAX_SIDE}`, rows[MAX_SIDE]!.line);
  if (height !== undefined && rows.length !== height)
    throw new ParseError(`the ${what} has ${rows.length} rows; expected ${height}`, rows[0]!.line);
  if (width > MAX_SIDE)
    throw new ParseError(`the grid has ${width} columns; at most ${MAX_SIDE}`, rows[0]!.line, MAX_SIDE + 1);
  for (const row of rows)
    if (row.text.length !== width)
      throw new ParseError(`row has ${row.text.length} cells; expected ${width}`, row.line);
}

/**
 * Two grids, a blank line between them: the rooms, one letter a cell (cells side by side with the same
 * letter are one room; a letter may name two rooms apart), then the givens, `.` none, `?` a given without
 * its number, `1`-`9` then `A` for 10 and so on. The second grid may be left out when nothing is given.
 */
export const textFormat: Format<Puzzle> = {
  id: "text",
  name: "Grid of room letters, then a grid of givens",
  extensions: ["nanro", "txt"],
  parse(text) {
    checkTextLength(text, limits);
    const parts = blocks(text);
    if (parts.length === 0) throw new ParseError("the puzzle is empty");
    if (parts.length > 2)
      throw new ParseError("expected two grids (rooms, then givens), not more", parts[2]![0]!.line);
    const [roomRows, givenRows] = parts as [Row[], Row[] | undefined];
    const width = roomRows[0]!.text.length;
    checkBlock(roomRows, "room grid", width);
    const height = roomRows.length;
    const labels = roomRows.flatMap((row) =>
      [...row.text].map((ch, c) => {
        const k = ROOM_LETTERS.indexOf(ch);
        if (k < 0) throw new ParseError(`'${ch}' is not a room letter (a-z A-Z 0-9)`, row.line, c + 1);
        return k;
      }),
    );
    const givens = new Array<number>(width * height).fill(NO_GIVEN);
    if (givenRows !== undefined) {
      checkBlock(givenRows, "grid of givens", width, height);
      givenRows.forEach((row, r) => {
        [...row.text].forEach((ch, c) => {
          const v = ch === "." ? NO_GIVEN : ch === "?" ? UNKNOWN_GIVEN : Number.parseInt(ch, 36);
          if (!/^[.?1-9A-Z]$/.test(ch))
            throw new ParseError(`'${ch}' is not a given ('.', '?', 1-9 or A-Z)`, row.line, c + 1);
          givens[r * width + c] = v;
        });
      });
    }
    return { width, height, rooms: canonicalRooms(width, height, labels), givens };
  },
  serialize(puzzle) {
    const { width, height } = puzzle;
    const letters = roomLetters(width, height, puzzle.rooms);
    const grid = (cell: (i: number) => string) =>
      Array.from({ length: height }, (_, r) =>
        Array.from({ length: width }, (_, c) => cell(r * width + c)).join(""),
      ).join("\n");
    return `${grid((i) => letters[puzzle.rooms[i]!]!)}\n\n${grid((i) => givenChar(puzzle.givens[i]!))}\n`;
  },
  detect(text) {
    const parts = blocks(text);
    if (parts.length !== 2) return false;
    const [rooms, givens] = parts as [Row[], Row[]];
    const width = rooms[0]!.text.length;
    const same = (b: Row[]) => b.length === rooms.length && b.every((r) => r.text.length === width);
    return (
      same(givens) &&
      rooms.every((r) => /^[a-zA-Z0-9]+$/.test(r.text)) &&
      givens.every((r) => /^[.?1-9A-Z]+$/.test(r.text))
    );
  },
};

/** An answer as text: the room grid, then each cell's number (`0` where a partial answer has none). */
export function solutionText(puzzle: Puzzle, solution: readonly number[]): string {
  const [rooms] = textFormat.serialize!(puzzle).split("\n\n");
  const numbers = Array.from({ length: puzzle.height }, (_, r) =>
    Array.from({ length: puzzle.width }, (_, c) => {
      const v = solution[r * puzzle.width + c] ?? 0;
      return v > 0 ? digitSymbol(v) : "0";
    }).join(""),
  );
  return `${rooms}\n\n${numbers.join("\n")}\n`;
}
