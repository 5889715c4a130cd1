import { ParseError, positionAt } from "./parse-error.js";
import { genreOf, genreStart, puzzlinkGenre } from "./puzzlink-genre.js";
import type { Format } from "./types.js";

export { puzzlinkGenre } from "./puzzlink-genre.js";

/**
 * puzz.link (pzprjs) puzzle URLs: the part every genre shares. A URL is
 * `https://puzz.link/p?GENRE/[FLAGS/]COLS/ROWS/BODY`; older hosts (`pzv.jp/p.html`, `pzprxs.vercel.app/p`)
 * and a bare `GENRE/COLS/ROWS/BODY` (pzprjs reads everything after the `?`, or the whole text without one)
 * carry the same data. The body's encoding is the genre's; the number codec most genres use is here too.
 * Learnt from pzprjs's URL parser and encoders (MIT); written afresh.
 */
export interface PuzzlinkUrl {
  /** The genre id, with pzprjs's editor suffixes (`_edit`, `_test`, `_play`) taken off. */
  genre: string;
  /** The flags segment before the size ("" when there is none). */
  flags: string;
  cols: number;
  rows: number;
  body: string;
  /** Where the body starts in the text given to {@link readPuzzlinkUrl}, for error positions. */
  bodyOffset: number;
  /** The whole text, to place errors with {@link puzzlinkError}. */
  text: string;
}

/** Where canonical links point. */
export const PUZZLINK_BASE = "https://puzz.link/p?";

/** Whether `text` is a puzz.link URL of one of `genres`; cheap, never throws. */
export function looksLikePuzzlink(text: string, genres: readonly string[]): boolean {
  const genre = puzzlinkGenre(text);
  return genre !== null && genres.includes(genre);
}

/** A ParseError at `offset` of `url.text` (line and column, the column being the place in the URL). */
export function puzzlinkError(url: Pick<PuzzlinkUrl, "text">, offset: number, reason: string): ParseError {
  const { line, column } = positionAt(url.text, offset);
  return new ParseError(reason, line, column);
}

/**
 * Splits a puzz.link URL of one of `genres` into genre, flags, size and body. Throws ParseError, with the
 * column of the mistake in the URL, when it is not one or its size is not a pair of positive numbers.
 */
export function readPuzzlinkUrl(text: string, genres: readonly string[]): PuzzlinkUrl {
  const lead = text.length - text.trimStart().length;
  const t = text.trim();
  const where = { text };
  const expected = `a puzz.link URL such as ${PUZZLINK_BASE}${genres[0]}/9/9/...`;
  if (t.length === 0) throw new ParseError(`the text is empty; expected ${expected}`);
  const space = /\s/.exec(t);
  if (space) throw puzzlinkError(where, lead + space.index, "a URL has no spaces or line breaks");
  const start = genreStart(t, true);
  if (start === null) throw puzzlinkError(where, lead, `this is not ${expected}`);
  // A link copied from a browser may end in more of the query (`&lang=en`) or a fragment (`#...`): no body
  // uses `&` or `#`, so the puzzle ends before the first of them.
  const suffix = t.slice(start).search(/[&#]/);
  const end = suffix < 0 ? t.length : start + suffix;
  const segments = t.slice(start, end).split("/");
  const offsets: number[] = [];
  let at = lead + start;
  for (const s of segments) {
    offsets.push(at);
    at += s.length + 1;
  }
  const genre = genreOf(segments[0]!);
  if (!genres.includes(genre))
    throw puzzlinkError(
      where,
      offsets[0]!,
      `the URL is for '${segments[0]}'; this reads ${genres.map((g) => `'${g}'`).join(" or ")}`,
    );
  // pzprjs: a first segment that is not a number is the flags segment (possibly empty).
  let i = 1;
  let flags = "";
  if (segments.length > 1 && !/^\d+$/.test(segments[1]!)) flags = segments[i++]!;
  const size = (k: number, what: string): number => {
    const s = segments[k];
    if (s === undefined || !/^[1-9]\d{0,3}$/.test(s))
      throw puzzlinkError(
        where,
        s === undefined ? lead + end : offsets[k]!,
        `expected the number of ${what} here${s === undefined ? "; the URL ends early" : `, not '${s}'`}`,
      );
    return Number(s);
  };
  const cols = size(i, "columns");
  const rows = size(i + 1, "rows");
  const rest = segments.slice(i + 2);
  // pzprjs ends a body that ends in a symbol with a '/', so that link shorteners keep the symbol.
  if (rest.length > 0 && rest.at(-1) === "") rest.pop();
  const body = rest.join("/");
  const bodyOffset = rest.length > 0 ? offsets[i + 2]! : lead + end;
  return { genre, flags, cols, rows, body, bodyOffset, text };
}

/** The canonical link: `https://puzz.link/p?GENRE/COLS/ROWS/BODY`, with pzprjs's closing '/' after a symbol. */
export function puzzlinkUrl(genre: string, cols: number, rows: number, body: string): string {
  const url = `${PUZZLINK_BASE}${genre}/${cols}/${rows}/${body}`;
  return /[A-Za-z0-9]$/.test(url) ? url : `${url}/`;
}

/**
 * pzprjs's "number16" cell list: `0`-`f` one value, `-xx` 16-255, `+xxx` 256-4095, `=xxx` and `%xxx` up to
 * 12,239, `.` an unknown number (-2), `g`-`z` 1-20 empty cells (-1). Reads `count` values from the body; a
 * body that ends early leaves the rest empty, as puzz.link opens it (links written by hand or by other tools
 * drop the last run of empty cells). Throws ParseError at an unknown character, or when the body goes on
 * after them.
 */
export function decodeNumber16(url: PuzzlinkUrl, count: number, what: string): number[] {
  const { body } = url;
  // Each character stands for at most 20 values (`z`): a body too short for `count` is refused before a
  // list of `count` is made, whatever size the URL claims.
  if (count > 20 * body.length)
    throw puzzlinkError(url, url.bodyOffset + body.length, `the URL is too short for ${count} ${what}s`);
  const values = new Array<number>(count).fill(-1);
  let c = 0;
  let i = 0;
  while (c < count && i < body.length) {
    const ch = body[i]!;
    const width = { "-": 2, "+": 3, "=": 3, "%": 3 }[ch];
    if (/[0-9a-f]/.test(ch)) {
      values[c++] = Number.parseInt(ch, 16);
      i++;
    } else if (width !== undefined) {
      const hex = body.slice(i + 1, i + 1 + width);
      if (!new RegExp(`^[0-9a-f]{${width}}$`).test(hex))
        throw puzzlinkError(url, url.bodyOffset + i, `'${ch}' must be followed by ${width} hex digits`);
      values[c++] = Number.parseInt(hex, 16) + (ch === "=" ? 4096 : ch === "%" ? 8192 : 0);
      i += width + 1;
    } else if (ch === ".") {
      values[c++] = -2;
      i++;
    } else if (ch >= "g" && ch <= "z") {
      c += ch.charCodeAt(0) - 102; // g = 1 ... z = 20
      i++;
    } else {
      throw puzzlinkError(url, url.bodyOffset + i, `'${ch}' is not a ${what} code (0-9 a-f - + . g-z)`);
    }
  }
  if (c > count)
    throw puzzlinkError(url, url.bodyOffset + i - 1, `this run of empty ${what}s goes past the last one`);
  if (i < body.length)
    throw puzzlinkError(url, url.bodyOffset + i, `the URL goes on after the last of its ${count} ${what}s`);
  return values;
}

/**
 * How many characters at the start of `body` hold its first `count` number16 values (see
 * {@link decodeNumber16}): where a list that another follows ends (Easy as ABC's clues, then its cells'
 * letters). The whole length when the body ends first or holds a character number16 does not use. Never throws.
 */
export function number16Length(body: string, count: number): number {
  let c = 0;
  let i = 0;
  while (c < count && i < body.length) {
    const ch = body[i]!;
    const width = { "-": 2, "+": 3, "=": 3, "%": 3 }[ch];
    if (width !== undefined) i += width + 1;
    else if (/[0-9a-f.]/.test(ch)) i++;
    else if (ch >= "g" && ch <= "z") {
      c += ch.charCodeAt(0) - 103;
      i++;
    } else return body.length;
    c++;
  }
  return Math.min(i, body.length);
}

/** The largest number pzprjs's number16 writes in a cell (see {@link decodeNumber16}): `%fcf`. */
export const MAX_NUMBER16 = 12239;

/** One value in number16 (see {@link decodeNumber16}): -2 is `.`; throws RangeError past {@link MAX_NUMBER16}. */
export function number16(value: number): string {
  if (value === -2) return ".";
  if (!Number.isInteger(value) || value < 0 || value > MAX_NUMBER16)
    throw new RangeError(`${value} cannot be written in a puzz.link URL`);
  if (value < 16) return value.toString(16);
  if (value < 256) return `-${value.toString(16)}`;
  if (value < 4096) return `+${value.toString(16)}`;
  return `${value < 8192 ? "=" : "%"}${(value - (value < 8192 ? 4096 : 8192)).toString(16).padStart(3, "0")}`;
}

/** Values as number16, -1 (empty) in runs of `g`-`z` as pzprjs writes them. */
export function encodeNumber16(values: readonly number[]): string {
  return encodeEmptyRuns(values, (v) => v === -1, number16);
}

/**
 * Cells' codes as pzprjs writes many genres' bodies: each cell its `code`, but the empty cells (`isEmpty`) in
 * runs, a run of n written as the base-36 digit `first + n - 1` (with `first` 16, `g` for one empty cell up to
 * `z` for twenty; with 20, `k` for one up to `z` for sixteen), a longer run as several.
 */
export function encodeEmptyRuns<T>(
  values: readonly T[],
  isEmpty: (value: T) => boolean,
  code: (value: T) => string,
  first = 16,
): string {
  let out = "";
  let empty = 0;
  const flush = () => {
    if (empty > 0) out += (first + empty - 1).toString(36);
    empty = 0;
  };
  for (const v of values) {
    if (isEmpty(v)) {
      if (++empty === 36 - first) flush();
      continue;
    }
    flush();
    out += code(v);
  }
  flush();
  return out;
}

/**
 * A type's puzz.link format (id `puzzlink`): reads with `parse`, writes the URL `url` makes on a line of its
 * own, and detects a link of one of `genres` (the first is the one written).
 */
export function puzzlinkFormat<P>(
  genres: readonly string[],
  parse: (text: string) => P,
  url: (puzzle: P) => string,
): Format<P> {
  return {
    id: "puzzlink",
    name: "puzz.link URL",
    extensions: ["url"],
    parse,
    serialize: (puzzle) => `${url(puzzle)}\n`,
    detect: (text) => looksLikePuzzlink(text, genres),
    genres,
  };
}

export { BLACK_CIRCLE, NO_CIRCLE, WHITE_CIRCLE } from "./circle-codes.js";
export { borderTokenSections, gridBorders, readBorderTokens } from "./puzzlink-borders.js";
export {
  type CellCode,
  type CellListLink,
  type CellListPuzzle,
  CIRCLE_CELLS,
  cellListLink,
  NUMBER16_CELLS,
} from "./puzzlink-cell-list.js";
export { decodeCircles, encodeCircles } from "./puzzlink-circles.js";
export {
  type NumberGrid,
  type NumberGridBoard,
  type NumberGridFormats,
  numberGridFormats,
  readNumber16Grid,
} from "./puzzlink-number-grid.js";
export { decodePointClues, encodePointClues } from "./puzzlink-points.js";
export {
  GIVEN_EXPECTED,
  givenChar,
  givenCode,
  MAX_GIVEN,
  NO_GIVEN,
  type RoomGivens,
  type RoomGivensFormats,
  roomGivensFormats,
  UNKNOWN_GIVEN,
} from "./puzzlink-room-givens.js";
export {
  numbersOnTop,
  type RoomNumbers,
  type RoomNumbersBoard,
  type RoomNumbersFormats,
  roomCells,
  roomNumbers,
  roomNumbersFormats,
  topCell,
} from "./puzzlink-room-numbers.js";
export {
  type RoomGrid,
  type RoomGridBoard,
  type RoomShadingFormats,
  roomShadingFormats,
} from "./puzzlink-room-shading.js";
export {
  canonicalRooms,
  decodeBorderBits,
  decodeRoomBorders,
  encodeBorderBits,
  encodeRoomBorders,
  jsonRooms,
  readRoomSection,
  readRoomsLink,
  roomSection,
  roomsOfBorders,
} from "./puzzlink-rooms.js";
export {
  readGridLink,
  type ShadingBoard,
  type ShadingCodec,
  type ShadingFormats,
  shadingFormats,
} from "./puzzlink-shading.js";
export {
  borderSections,
  type CentreLineBoard,
  centreLineSections,
  looksLikePzprv3,
  type Pzprv3Reader,
  type Pzprv3Size,
  pzprv3Format,
  pzprv3Genre,
  readBorderSections,
  readCentreLineAnswer,
  readCentreLineSections,
  readGridFile,
  readPzprv3,
  writePzprv3,
} from "./pzprv3.js";
export type { Pzprv3AnswerBoard } from "./pzprv3-board.js";
export {
  type BorderFile,
  type BorderFileCodec,
  borderFile,
  type CluedBorderGrid,
  type Pzprv3BorderBoard,
} from "./pzprv3-borders.js";
export * from "./pzprv3-cells.js";
export {
  type FramedSectionCodec,
  framedSection,
  NO_FRAME_CLUE,
  readFramedSection,
  UNKNOWN_FRAME_CLUE,
} from "./pzprv3-framed.js";
export {
  type RoomGivensBoard,
  type RoomGivensPzprv3,
  type RoomGivensPzprv3Options,
  roomGivensPzprv3,
} from "./pzprv3-room-givens.js";
