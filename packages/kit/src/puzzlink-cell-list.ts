// The puzz.link link of the genres whose puzzle is a grid and one list of a value a cell, written with one of
// pzprjs's cell codes (Hashikake, Numberlink and Shikaku's number16, Masyu and Yin-Yang's circles).
import type { GridSize } from "./border-regions.js";
import { decodeNumber16, encodeNumber16, type PuzzlinkUrl, puzzlinkFormat, puzzlinkUrl } from "./puzzlink.js";
import { decodeCircles, encodeCircles } from "./puzzlink-circles.js";
import { readGridLink } from "./puzzlink-shading.js";
import type { Format, Limits } from "./types.js";

/** How a link's body holds a value a cell, in reading order: pzprjs's reader and writer of that code. */
export interface CellCode {
  /** Reads `count` values from the URL's body; `what` names a value in errors. */
  decode(url: PuzzlinkUrl, count: number, what: string): number[];
  /** Writes the values as a body. */
  encode(values: readonly number[]): string;
}

/** number16: a number a cell (`.` a hidden one, `g`-`z` runs of cells without one); see `decodeNumber16`. */
export const NUMBER16_CELLS: CellCode = { decode: decodeNumber16, encode: encodeNumber16 };

/** pzprjs's circles: three cells a base-27 character, 0 none, 1 white, 2 black; see `decodeCircles`. */
export const CIRCLE_CELLS: CellCode = { decode: decodeCircles, encode: encodeCircles };

/** A grid and its one list of a value a cell, under the name `K`: the puzzle of a {@link cellListLink}. */
export type CellListPuzzle<K extends string> = GridSize & { [key in K]: number[] };

/** What {@link cellListLink} makes: the link's reader, its writer, and the format of both. */
export interface CellListLink<P> {
  /** Reads a link of one of the genres (the text's length and the grid's size checked first). */
  parsePuzzlink(text: string): P;
  /** Writes the canonical `https://puzz.link/p?GENRE/COLS/ROWS/BODY` of the first genre, as pzprjs does. */
  serializePuzzlink(puzzle: P): string;
  /** The `puzzlink` format of the two. */
  puzzlinkFormat: Format<P>;
}

/**
 * The puzz.link link of a genre named `genres` (the first is written) whose puzzle is a grid of at most
 * `limits.maxSide` a side and one list `key` of a value a cell, in `code` (`what` names a value in errors).
 */
export function cellListLink<K extends string>(
  genres: readonly string[],
  limits: Limits,
  key: K,
  code: CellCode,
  what: string,
): CellListLink<CellListPuzzle<K>> {
  function parsePuzzlink(text: string): CellListPuzzle<K> {
    const url = readGridLink(text, genres, limits);
    const { cols: width, rows: height } = url;
    return { width, height, [key]: code.decode(url, width * height, what) } as CellListPuzzle<K>;
  }
  function serializePuzzlink(puzzle: CellListPuzzle<K>): string {
    return puzzlinkUrl(genres[0]!, puzzle.width, puzzle.height, code.encode(puzzle[key]));
  }
  return {
    parsePuzzlink,
    serializePuzzlink,
    puzzlinkFormat: puzzlinkFormat(genres, parsePuzzlink, serializePuzzlink),
  };
}
