// The formats of the genres whose puzzle is one number a cell and whose answer is a shading (Kurodoko,
// Mochikoro, ...): puzz.link's link, the cells in number16, and its pzprv3 file, the numbers' section then the
// shading answer's. Learnt from pzprjs (its `decodeNumber16` and `decodeCellQnum` / `decodeCellAns`; MIT) and
// written afresh.
import { checkTextLength } from "./json-value.js";
import {
  decodeNumber16,
  encodeNumber16,
  puzzlinkError,
  puzzlinkFormat,
  puzzlinkUrl,
  readPuzzlinkUrl,
} from "./puzzlink.js";
import { pzprv3Format, readPzprv3, writePzprv3 } from "./pzprv3.js";
import { numberSection, readNumberSection, readShadeSection, shadeSection } from "./pzprv3-cells.js";
import type { Format, Limits } from "./types.js";

/** A grid of one number a cell, row by row (-1 none, -2 hidden, as the kit's number sections read them). */
export interface NumberGrid {
  width: number;
  height: number;
  cells: number[];
}

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export interface NumberGridBoard {
  puzzle: NumberGrid;
  shaded: number[];
}

/** What {@link numberGridFormats} makes: the link's and the file's readers, writers and formats. */
export interface NumberGridFormats {
  /** Reads a link: the cells in number16; throws a ParseError placed in the URL. */
  parsePuzzlink(text: string): NumberGrid;
  /** The canonical link `https://puzz.link/p?GENRE/COLS/ROWS/BODY`. */
  serializePuzzlink(puzzle: NumberGrid): string;
  /** Reads a pzprv3 file: the numbers (`.` none, `-` hidden), then the answer when present. */
  readPzprv3Board(text: string): NumberGridBoard;
  /** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given. */
  writePzprv3(puzzle: NumberGrid, solution?: readonly number[]): string;
  /** The link's format (also pzv.jp links and the bare form). */
  puzzlinkFormat: Format<NumberGrid>;
  /** The file's format: reads the puzzle, writes it, and writes a solution in place. */
  pzprv3Format: Format<NumberGrid, number[]>;
}

/**
 * Reads a link of one number16 value a cell in reading order (`.` a hidden number, `g`-`z` runs of none) of
 * one of `genres`, a grid of at most `limits.maxSide` a side: its size and the values (`what` names them in
 * errors). The text's length is checked first; throws a ParseError placed in the URL.
 */
export function readNumber16Grid(
  text: string,
  genres: readonly string[],
  limits: Limits,
  what = "cell",
): { width: number; height: number; values: number[] } {
  checkTextLength(text, limits);
  const url = readPuzzlinkUrl(text, genres);
  const { cols: width, rows: height } = url;
  const { maxSide } = limits;
  if (width > maxSide || height > maxSide)
    throw puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${maxSide}x${maxSide} cells`);
  return { width, height, values: decodeNumber16(url, width * height, what) };
}

/**
 * The link and file formats of a number-grid genre named `genres` (the first is written), grids of at most
 * `limits.maxSide` a side, numbers 0 to `maxNumber`; every reader checks the text's length first.
 */
export function numberGridFormats(
  genres: readonly string[],
  limits: Limits,
  maxNumber: number,
): NumberGridFormats {
  const { maxSide } = limits;
  function parsePuzzlink(text: string): NumberGrid {
    const { width, height, values: cells } = readNumber16Grid(text, genres, limits);
    const big = cells.findIndex((v) => v > maxNumber);
    if (big >= 0) {
      const url = readPuzzlinkUrl(text, genres);
      throw puzzlinkError(url, url.bodyOffset, `cell ${big + 1}'s number is past ${maxNumber}`);
    }
    return { width, height, cells };
  }
  const serializePuzzlink = (puzzle: NumberGrid) =>
    puzzlinkUrl(genres[0]!, puzzle.width, puzzle.height, encodeNumber16(puzzle.cells));
  function readPzprv3Board(text: string): NumberGridBoard {
    checkTextLength(text, limits);
    const file = readPzprv3(text, genres, maxSide);
    const { rows: height, cols: width } = file;
    const cells = readNumberSection(file, height, width, maxNumber);
    return { puzzle: { width, height, cells }, shaded: readShadeSection(file, height, width) };
  }
  const writeFile = (puzzle: NumberGrid, solution?: readonly number[]) =>
    writePzprv3(genres[0]!, puzzle.height, puzzle.width, [
      numberSection(puzzle.width, puzzle.height, puzzle.cells),
      shadeSection(puzzle.width, puzzle.height, solution),
    ]);
  return {
    parsePuzzlink,
    serializePuzzlink,
    readPzprv3Board,
    writePzprv3: writeFile,
    puzzlinkFormat: puzzlinkFormat(genres, parsePuzzlink, serializePuzzlink),
    pzprv3Format: pzprv3Format(
      genres,
      (text) => readPzprv3Board(text).puzzle,
      (puzzle) => writeFile(puzzle),
      writeFile,
    ),
  };
}
