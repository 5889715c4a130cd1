// The formats of the genres whose puzzle is rooms with some cells' numbers given (Ripple Effect, Nanro):
// puzz.link's link, the rooms' borders then each cell's given in number16; a text format of two grids, the
// rooms' letters then the givens; and the JSON reader (the JSON format, made of the kit's main entry, is in
// room-givens-json.ts). Learnt from pzprjs (its `decodeBorder` and `decodeNumber16`; MIT) and written afresh.
import { type CharCode, charCodes, roomLetterCode } from "./char-grid.js";
import { digitSymbol } from "./digit-play.js";
import { checkTextLength, jsonError, jsonGridDocument } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import { decodeNumber16, encodeNumber16, puzzlinkError, puzzlinkFormat, puzzlinkUrl } from "./puzzlink.js";
import { canonicalRooms, encodeRoomBorders, jsonRooms, readRoomsLink } from "./puzzlink-rooms.js";
import { roomLetters } from "./room-letters.js";
import type { Format, Limits } from "./types.js";

/**
 * Rooms with givens: `width` x `height` cells, `rooms` each cell's room (0, 1, ... in the reading order of
 * their first cell), row by row; `givens` each cell's given number, -1 for none or -2 for a `?` (a number
 * not shown, as puzz.link can write).
 */
export interface RoomGivens {
  width: number;
  height: number;
  rooms: number[];
  givens: number[];
}

/** No given number in this cell. */
export const NO_GIVEN = -1;
/** A given whose number is not shown (`?`). */
export const UNKNOWN_GIVEN = -2;
/** The largest given every format writes (`Z` in the text format); givens are 1 to this. */
export const MAX_GIVEN = 35;

/** A given's character: `.` none, `?` unknown, `1`-`9` then `A` for 10 up to `Z` for 35. */
export function givenChar(v: number): string {
  if (v === NO_GIVEN) return ".";
  if (v === UNKNOWN_GIVEN) return "?";
  if (v < 1 || v > MAX_GIVEN) throw new RangeError(`givens are 1 to ${MAX_GIVEN}, not ${v}`);
  return digitSymbol(v);
}

/** What a given's character may be, for a ParseError's message. */
export const GIVEN_EXPECTED = "a given ('.', '?', 1-9 or A-Z)";

/** A given's code from its character ({@link givenChar}'s inverse), undefined for any other character. */
export const givenCode: CharCode = (ch) =>
  ch === "."
    ? NO_GIVEN
    : ch === "?"
      ? UNKNOWN_GIVEN
      : /^[1-9A-Z]$/.test(ch)
        ? Number.parseInt(ch, 36)
        : undefined;

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
function checkBlock(rows: Row[], what: string, maxSide: number, width: number, height?: number): void {
  if (rows.length > maxSide)
    throw new ParseError(`the ${what} has ${rows.length} rows; at most ${maxSide}`, rows[maxSide]!.line);
  if (height !== undefined && rows.length !== height)
    throw new ParseError(`the ${what} has ${rows.length} rows; expected ${height}`, rows[0]!.line);
  if (width > maxSide)
    throw new ParseError(`the grid has ${width} columns; at most ${maxSide}`, rows[0]!.line, maxSide + 1);
  for (const row of rows)
    if (row.text.length !== width)
      throw new ParseError(`row has ${row.text.length} cells; expected ${width}`, row.line);
}

/** What {@link roomGivensFormats} makes: the link's and the text's readers, writers and formats, and JSON's reader. */
export interface RoomGivensFormats {
  /** Reads a link: the rooms' borders, then each cell's given in number16; throws a ParseError placed in the URL. */
  parsePuzzlink(text: string): RoomGivens;
  /** The canonical link `https://puzz.link/p?GENRE/COLS/ROWS/BODY`, as pzprjs encodes it. */
  serializePuzzlink(puzzle: RoomGivens): string;
  /** The link's format (also pzv.jp links and the bare form). */
  puzzlinkFormat: Format<RoomGivens>;
  /** Two grids, a blank line between them: the rooms' letters, then the givens. */
  textFormat: Format<RoomGivens>;
  /** An answer as text: the room grid, then each cell's number (`0` where a partial answer has none). */
  solutionText(puzzle: RoomGivens, solution: readonly number[]): string;
  /** Reads a puzzle given as a JSON value in the shape of {@link RoomGivens}; throws a ParseError with its `path`. */
  fromJson(value: unknown): RoomGivens;
}

/**
 * The link, text and JSON formats of a rooms-with-givens genre: puzz.link's `genre` (its first name is the
 * one written), grids of at most `limits.maxSide` a side, givens 1 to 35; every text reader checks the text's
 * length first.
 */
export function roomGivensFormats(genres: readonly string[], limits: Limits): RoomGivensFormats {
  const { maxSide } = limits;
  const genre = genres[0]!;
  function parsePuzzlink(text: string): RoomGivens {
    const { url, width, height, rooms, next } = readRoomsLink(text, genres, limits);
    const rest = { ...url, body: url.body.slice(next), bodyOffset: url.bodyOffset + next };
    const givens =
      rest.body === ""
        ? new Array<number>(width * height).fill(NO_GIVEN)
        : decodeNumber16(rest, width * height, "given");
    const big = givens.findIndex((v) => v === 0 || v > MAX_GIVEN);
    if (big >= 0)
      throw puzzlinkError(
        url,
        rest.bodyOffset,
        `given ${big + 1} is ${givens[big]}; givens are 1 to ${MAX_GIVEN}`,
      );
    return { width, height, rooms, givens };
  }
  function serializePuzzlink(puzzle: RoomGivens): string {
    const { width, height } = puzzle;
    const body = encodeRoomBorders(width, height, puzzle.rooms) + encodeNumber16(puzzle.givens);
    return puzzlinkUrl(genre, width, height, body);
  }
  function fromJson(value: unknown): RoomGivens {
    const doc = jsonGridDocument(value, limits);
    const { width, height } = doc;
    const rooms = jsonRooms(doc);
    const givens = doc.integers("givens", width * height, UNKNOWN_GIVEN, MAX_GIVEN);
    const zero = givens.indexOf(0);
    if (zero >= 0) jsonError(`givens[${zero}]`, "0 is no given: -1 none, -2 a ?, else 1 to 35");
    return { width, height, rooms, givens };
  }
  /**
   * Two grids, a blank line between them: the rooms, one letter a cell (cells side by side with the same
   * letter are one room; a letter may name two rooms apart), then the givens, `.` none, `?` a given without
   * its number, `1`-`9` then `A` for 10 and so on. The second grid may be left out when nothing is given.
   */
  const textFormat: Format<RoomGivens> = {
    id: "text",
    name: "Grid of room letters, then a grid of givens",
    extensions: [genre, "txt"],
    parse(text) {
      checkTextLength(text, limits);
      const parts = blocks(text);
      if (parts.length === 0) throw new ParseError("the puzzle is empty");
      if (parts.length > 2)
        throw new ParseError("expected two grids (rooms, then givens), not more", parts[2]![0]!.line);
      const [roomRows, givenRows] = parts as [Row[], Row[] | undefined];
      const width = roomRows[0]!.text.length;
      checkBlock(roomRows, "room grid", maxSide, width);
      const height = roomRows.length;
      const labels = charCodes(roomRows, roomLetterCode, "a room letter (a-z A-Z 0-9)");
      let givens = new Array<number>(width * height).fill(NO_GIVEN);
      if (givenRows !== undefined) {
        checkBlock(givenRows, "grid of givens", maxSide, width, height);
        givens = charCodes(givenRows, givenCode, GIVEN_EXPECTED);
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
  function solutionText(puzzle: RoomGivens, solution: readonly number[]): string {
    const [rooms] = textFormat.serialize!(puzzle).split("\n\n");
    const numbers = Array.from({ length: puzzle.height }, (_, r) =>
      Array.from({ length: puzzle.width }, (_, c) => {
        const v = solution[r * puzzle.width + c] ?? 0;
        return v > 0 ? digitSymbol(v) : "0";
      }).join(""),
    );
    return `${rooms}\n\n${numbers.join("\n")}\n`;
  }
  return {
    parsePuzzlink,
    serializePuzzlink,
    puzzlinkFormat: puzzlinkFormat(genres, parsePuzzlink, serializePuzzlink),
    textFormat,
    solutionText,
    fromJson,
  };
}
