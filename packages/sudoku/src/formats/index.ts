import type { Format } from "@gridsmith/kit";
import type { Sudoku } from "../puzzle.js";
import {
  boxedGridText,
  framedText,
  lineText,
  looks,
  parseFramed,
  parseLine,
  parseSdk,
  parseSeedGrid,
  sdkText,
  simpleSudokuText,
} from "./grid-text.js";
import { ipuzText, looksLikeIpuz, parseIpuz } from "./ipuz.js";
import { puzzlinkFormat } from "./puzzlink.js";
import { pzprv3Format } from "./pzprv3.js";

/** The seed's format and the default: whitespace anywhere is ignored, the rest is N*N cells. */
export const gridFormat: Format<Sudoku> = {
  id: "grid",
  name: "Grid of digits and '.', whitespace ignored (the seed solver's format)",
  extensions: ["txt", "puz", "sud"],
  parse: parseSeedGrid,
  serialize: boxedGridText,
  detect: looks.seed,
};

/** One puzzle per line, the format of every public data set. */
export const lineFormat: Format<Sudoku> = {
  id: "line",
  name: "One puzzle per line (81 characters, '.' or '0' empty)",
  extensions: ["sdm", "line"],
  parse: parseLine,
  serialize: lineText,
  detect: looks.line,
};

/** A grid drawn with `|`, `-` and `+`, as people paste it. */
export const framedFormat: Format<Sudoku> = {
  id: "framed",
  name: "Grid with |, - and + separators",
  extensions: [],
  parse: parseFramed,
  serialize: framedText,
  detect: (text) => looks.framed(text) && !looks.simpleSudoku(text),
};

/**
 * A program's own file format, its id the file extension: detected by how its text looks, or by a file name
 * with that extension (the text alone can pass for another format).
 */
function programFormat(
  id: string,
  name: string,
  parse: (text: string) => Sudoku,
  serialize: (p: Sudoku) => string,
  looksLike: (text: string) => boolean,
): Format<Sudoku> {
  const extension = `.${id}`;
  return {
    id,
    name,
    extensions: [id],
    parse,
    serialize,
    detect: (text, filename) => looksLike(text) || (filename?.toLowerCase().endsWith(extension) ?? false),
  };
}

/** Simple Sudoku's `.ss`. */
export const ssFormat = programFormat(
  "ss",
  "Simple Sudoku (.ss)",
  parseFramed,
  simpleSudokuText,
  looks.simpleSudoku,
);

/** SudoCue's `.sdk`. */
export const sdkFormat = programFormat("sdk", "SudoCue (.sdk)", parseSdk, sdkText, looks.sdk);

/** The ipuz sudoku kind (JSON). */
export const ipuzFormat: Format<Sudoku> = {
  id: "ipuz",
  name: "ipuz (sudoku kind, JSON)",
  extensions: ["ipuz", "json"],
  mediaType: "application/json",
  parse: parseIpuz,
  serialize: ipuzText,
  detect: looksLikeIpuz,
};

/** Every format, the default first; detection tries them in this order. */
export const formats: Format<Sudoku>[] = [
  gridFormat,
  lineFormat,
  ssFormat,
  sdkFormat,
  framedFormat,
  ipuzFormat,
  puzzlinkFormat,
  pzprv3Format,
];

export { boxedGridText, cellChar, cellsText, lineText, writeCellsJson } from "./grid-text.js";
export { PUZZLINK_SIZES, parsePuzzlink, puzzlinkFormat, puzzlinkText } from "./puzzlink.js";
export { type Pzprv3Board, pzprv3Format, readPzprv3Board, writePzprv3 } from "./pzprv3.js";
