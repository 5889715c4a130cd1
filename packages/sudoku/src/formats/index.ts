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

/** Simple Sudoku's `.ss`. */
export const ssFormat: Format<Sudoku> = {
  id: "ss",
  name: "Simple Sudoku (.ss)",
  extensions: ["ss"],
  parse: parseFramed,
  serialize: simpleSudokuText,
  detect: (text, filename) => looks.simpleSudoku(text) || (filename?.toLowerCase().endsWith(".ss") ?? false),
};

/** SudoCue's `.sdk`. */
export const sdkFormat: Format<Sudoku> = {
  id: "sdk",
  name: "SudoCue (.sdk)",
  extensions: ["sdk"],
  parse: parseSdk,
  serialize: sdkText,
  detect: (text, filename) => looks.sdk(text) || (filename?.toLowerCase().endsWith(".sdk") ?? false),
};

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
