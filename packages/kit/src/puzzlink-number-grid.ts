import { decodeNumber16, encodeNumber16, puzzlinkError, readPuzzlinkUrl } from "./puzzlink.js";
import { readGridLink, type ShadingBoard, type ShadingFormats, shadingFormats } from "./puzzlink-shading.js";
import { numberSection, readNumberSection } from "./pzprv3-cells.js";
import type { Limits } from "./types.js";

/** A grid of one number a cell, row by row (-1 none, -2 hidden, as the kit's number sections read them). */
export interface NumberGrid {
  width: number;
  height: number;
  cells: number[];
}

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export type NumberGridBoard = ShadingBoard<NumberGrid>;

/** What {@link numberGridFormats} makes: the link's and the file's readers, writers and formats. */
export type NumberGridFormats = ShadingFormats<NumberGrid>;
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
  const url = readGridLink(text, genres, limits);
  const { cols: width, rows: height } = url;
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
  function parsePuzzlink(text: string): NumberGrid {
    const { width, height, values: cells } = readNumber16Grid(text, genres, limits);
    const big = cells.findIndex((v) => v > maxNumber);
    if (big >= 0) {
      const url = readPuzzlinkUrl(text, genres);
      throw puzzlinkError(url, url.bodyOffset, `cell ${big + 1}'s number is past ${maxNumber}`);
    }
    return { width, height, cells };
  }
  return shadingFormats<NumberGrid>(genres, limits, {
    parsePuzzlink,
    linkBody: (puzzle) => encodeNumber16(puzzle.cells),
    readSections: (file, width, height) => ({
      width,
      height,
      cells: readNumberSection(file, height, width, maxNumber),
    }),
    sections: (puzzle) => [numberSection(puzzle.width, puzzle.height, puzzle.cells)],
  });
}
