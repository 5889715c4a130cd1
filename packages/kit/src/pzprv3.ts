import { borderEdges } from "./board.js";
import { checkTextLength } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import type { Format, Limits } from "./types.js";

/**
 * pzprv3, puzz.link's own file format (what its File > Save writes): the part every genre shares. A file is
 * the line `pzprv3` (or `pzprv3.N`), the genre, the number of rows, the number of columns, then the genre's
 * sections, each a block of lines of whitespace-separated tokens (a cell section is ROWS lines of COLS
 * tokens; pzprjs writes each token followed by a space). pzprjs may append `info:{...}`, `history:{...}` or
 * `TrialData(N)` after the sections; those are not puzzle data and end the reading here. Learnt from pzprjs's
 * FileData and FileIO (MIT); written afresh.
 */
export interface Pzprv3Reader {
  /** The genre line, as written (pzprjs writes its own id, e.g. `lightup` for a link of `akari`). */
  readonly genre: string;
  /**
   * The file version: 0 for `pzprv3`, N for `pzprv3.N` (a genre whose layout changed says which one it
   * wrote, e.g. slitherlink's `pzprv3.1` has a section of cell colours the older layout lacks).
   */
  readonly version: number;
  readonly rows: number;
  readonly cols: number;
  /**
   * The next section: `height` lines of exactly `width` tokens each. Throws a ParseError naming the line and
   * column when a line is missing or holds another number of tokens.
   */
  section(height: number, width: number, what: string): string[][];
  /**
   * The next section of cells, `size` (the grid's rows and columns unless given), read cell by cell, row by
   * row ({@link Pzprv3Reader.section}'s checks first): `decode`
   * gives a token's value (with the cell's index, row by row), or null when the token is not one of the
   * section's. The reader then throws a ParseError at the token's line and column, "'t' at row R, column C of
   * the WHAT is not EXPECTED", where `expected` says what a token may be (a function of the token when the
   * message depends on it or on the cell).
   */
  cells<T>(
    what: string,
    decode: (token: string, index: number) => T | null,
    expected: string | ((token: string, index: number) => string),
    size?: { height: number; width: number },
  ): T[];
  /** Whether every section has been read (what is left is blank, or pzprjs's metadata). */
  atEnd(): boolean;
}

const HEADER = /^pzprv3(?:\.(\d+))?$/;

/** How a genre's file gives its size. */
export interface Pzprv3Size {
  /**
   * One line, the side of a square grid, instead of rows then columns: what pzprjs writes for sudoku.
   */
  square?: boolean;
}
// Lines pzprjs writes after the board sections: metadata, undo history, trial boards.
const TRAILER = /^(?:info:|history:|__HISTORY__|TrialData\()/;

/** The genre a pzprv3 file names (its second line), or null when `text` is not one; cheap, never throws. */
export function pzprv3Genre(text: string): string | null {
  const lines = text.trimStart().split(/\r?\n/, 2);
  return HEADER.test(lines[0]?.trim() ?? "") ? (lines[1]?.trim() ?? "") : null;
}

/** Whether `text` is a pzprv3 file of one of `genres`; cheap, never throws. */
export function looksLikePzprv3(text: string, genres: readonly string[]): boolean {
  const genre = pzprv3Genre(text);
  return genre !== null && genres.includes(genre);
}

/**
 * Reads the header of a pzprv3 file of one of `genres` for a type's `limits`: the text's length checked first,
 * then the size, at most `limits.maxSide` a side (see {@link readPzprv3}).
 */
export function readGridFile(text: string, genres: readonly string[], limits: Limits): Pzprv3Reader {
  checkTextLength(text, limits);
  return readPzprv3(text, genres, limits.maxSide);
}

/**
 * Reads the header of a pzprv3 file of one of `genres` (rows, then columns, or one side when `size.square`,
 * each 1 to `maxSide`, checked before anything is sized by them) and returns a reader of its sections.
 * Throws ParseError with the line.
 */
export function readPzprv3(
  text: string,
  genres: readonly string[],
  maxSide: number,
  size: Pzprv3Size = {},
): Pzprv3Reader {
  const lines = text.split(/\r?\n/);
  // Blank lines before the header are allowed (a pasted file); `first` is the header's index.
  let first = 0;
  while (first < lines.length && lines[first]!.trim() === "") first++;
  if (first === lines.length) throw new ParseError("the text is empty; expected a pzprv3 file");
  if (!HEADER.test(lines[first]!.trim()))
    throw new ParseError("a pzprv3 file starts with the line 'pzprv3'", first + 1, 1);
  const genre = (lines[first + 1] ?? "").trim();
  if (!genres.includes(genre))
    throw new ParseError(
      `the file is for '${genre}'; this reads ${genres.map((g) => `'${g}'`).join(" or ")}`,
      first + 2,
      1,
    );
  const side = (k: number, what: string): number => {
    const s = (lines[k] ?? "").trim();
    if (!/^\d{1,6}$/.test(s) || Number(s) < 1 || Number(s) > maxSide)
      throw new ParseError(`expected the number of ${what}, 1 to ${maxSide}, not '${s}'`, k + 1, 1);
    return Number(s);
  };
  const version = Number(HEADER.exec(lines[first]!.trim())![1] ?? 0);
  const rows = side(first + 2, size.square ? "rows and columns" : "rows");
  const cols = size.square ? rows : side(first + 3, "columns");
  let next = first + (size.square ? 3 : 4);
  const isEnd = (k: number) => k >= lines.length || TRAILER.test(lines[k]!.trim());
  const section = (height: number, width: number, what: string): string[][] => {
    const out: string[][] = [];
    for (let r = 0; r < height; r++, next++) {
      if (isEnd(next)) throw new ParseError(`the file ends before row ${r + 1} of the ${what}`, next + 1, 1);
      const line = lines[next]!;
      const tokens = line.trim() === "" ? [] : line.trim().split(/\s+/);
      if (tokens.length !== width)
        throw new ParseError(
          `row ${r + 1} of the ${what} has ${tokens.length} entries; expected ${width}`,
          next + 1,
          1,
        );
      out.push(tokens);
    }
    return out;
  };
  return {
    genre,
    version,
    rows,
    cols,
    section,
    cells(what, decode, expected, { height, width } = { height: rows, width: cols }) {
      const start = next;
      return section(height, width, what)
        .flat()
        .map((t, i) => {
          const value = decode(t, i);
          if (value !== null) return value;
          const r = Math.floor(i / width);
          const c = i % width;
          const column = [...lines[start + r]!.matchAll(/\S+/g)][c]!.index + 1;
          const is = typeof expected === "string" ? expected : expected(t, i);
          throw new ParseError(
            `'${t}' at row ${r + 1}, column ${c + 1} of the ${what} is not ${is}`,
            start + r + 1,
            column,
          );
        });
    },
    atEnd() {
      for (let k = next; k < lines.length; k++) {
        if (TRAILER.test(lines[k]!.trim())) return true;
        if (lines[k]!.trim() !== "") return false;
      }
      return true;
    },
  };
}

/**
 * A pzprv3 file as pzprjs writes it: header (`pzprv3.N` for `version` N > 0), genre, rows and columns (one
 * side when `size.square`), then each section's lines, every token followed by a space; a line given as a
 * string is written as it is (pzprjs's count lines, such as the number of rooms, have no space after them).
 */
export function writePzprv3(
  genre: string,
  rows: number,
  cols: number,
  sections: readonly (readonly (readonly string[] | string)[])[],
  options: Pzprv3Size & { version?: number } = {},
): string {
  const header = options.version ? `pzprv3.${options.version}` : "pzprv3";
  const size = options.square ? [rows] : [rows, cols];
  const body = sections.flatMap((s) =>
    s.map((line) => (typeof line === "string" ? line : line.map((t) => `${t} `).join(""))),
  );
  return `${[header, genre, ...size, ...body].join("\n")}\n`;
}

/**
 * A type's pzprv3 format (id `pzprv3`, files `.pzpr` and `.txt`): reads the puzzle of the board `readBoard`
 * reads (an answer in the file is left out), writes a puzzle with `write`, and a puzzle with its answer in
 * place with `write(puzzle, solution)` (a file puzz.link opens solved); detects a file of one of `genres`
 * (the first is the one written).
 */
export function pzprv3Format<P, S>(
  genres: readonly string[],
  readBoard: (text: string) => { puzzle: P },
  write: (puzzle: P, solution?: S) => string,
): Format<P, S> {
  return {
    id: "pzprv3",
    name: "puzz.link file (pzprv3)",
    extensions: ["pzpr", "txt"],
    parse: (text) => readBoard(text).puzzle,
    serialize: (puzzle) => write(puzzle),
    writeSolution: write,
    detect: (text) => looksLikePzprv3(text, genres),
    genres,
  };
}

/**
 * Reads pzprjs's line sections (its `decodeBorderLine` of lines through cell centres): ROWS lines of COLS - 1
 * (each line between a cell and the one to its right), then ROWS - 1 lines of COLS (between a cell and the one
 * below), each `1` a line (`1` to `max`, 1 unless given, that many lines: 2 is Hashikake's double bridge),
 * `-1` a cross (no line; not data), `0` nothing: kit's `centreEdges` order. Returns the count per line, 0
 * elsewhere; throws ParseError at another token.
 */
export function readCentreLineSections(file: Pzprv3Reader, rows: number, cols: number, max = 1): number[] {
  const lines: number[] = [];
  const counts = Array.from({ length: max }, (_, k) => String(k + 1));
  for (const [height, width, what] of [
    [rows, cols - 1, "lines across"],
    [rows - 1, cols, "lines down"],
  ] as const)
    for (const row of file.section(height, width, what))
      for (const t of row) {
        if (t !== "0" && t !== "-1" && !counts.includes(t))
          throw new ParseError(`'${t}' in the ${what} is not ${["0", ...counts].join(", ")} or -1`);
        lines.push(t === "-1" ? 0 : Number(t));
      }
  return lines;
}

/** A pzprv3 file's board of a line genre: the puzzle, and the lines (kit's `centreEdges` order) of its answer. */
export interface CentreLineBoard<Puzzle> {
  puzzle: Puzzle;
  lines: number[];
}

/**
 * The answer's lines when the file has them ({@link readCentreLineSections}), else none: all 0, one a line
 * between cell centres.
 */
export function readCentreLineAnswer(file: Pzprv3Reader, rows: number, cols: number, max = 1): number[] {
  if (!file.atEnd()) return readCentreLineSections(file, rows, cols, max);
  return new Array<number>(rows * (cols - 1) + (rows - 1) * cols).fill(0);
}

/**
 * The line sections of a pzprv3 file (see {@link readCentreLineSections}): where `lines` has a count 1 to
 * `max` (1 unless given: 2 for Hashikake's double bridges), that count; `0` elsewhere.
 */
export function centreLineSections(
  rows: number,
  cols: number,
  lines?: readonly number[],
  max = 1,
): string[][] {
  const at = (e: number) => {
    const v = lines?.[e] ?? 0;
    return Number.isInteger(v) && v >= 1 && v <= max ? String(v) : "0";
  };
  const across = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols - 1 }, (_, c) => at(r * (cols - 1) + c)),
  );
  const down = Array.from({ length: rows - 1 }, (_, r) =>
    Array.from({ length: cols }, (_, c) => at(rows * (cols - 1) + r * cols + c)),
  );
  return [...across, ...down];
}

/**
 * Reads pzprjs's border sections (its `decodeBorderAns`): ROWS lines of COLS - 1 (the edge right of each
 * cell), then ROWS - 1 lines of COLS (the edge below each cell), each `1` a border, `2` a border with a mark,
 * `-1` a cross (no border; not data), `0` nothing. Returns per edge of kit's `borderEdges` numbering 1 a
 * border, 0 elsewhere (the outline 0); throws ParseError at another token.
 */
export function readBorderSections(file: Pzprv3Reader, rows: number, cols: number): number[] {
  const borders = new Array<number>(borderEdges.count(rows, cols)).fill(0);
  for (const [height, width, what, edge] of [
    [
      rows,
      cols - 1,
      "vertical borders",
      (r: number, c: number) => borderEdges.vertical(rows, cols, r, c + 1),
    ],
    [rows - 1, cols, "horizontal borders", (r: number, c: number) => borderEdges.horizontal(cols, r + 1, c)],
  ] as const)
    for (const [r, row] of file.section(height, width, what).entries())
      for (const [c, t] of row.entries()) {
        if (!["0", "1", "2", "-1"].includes(t))
          throw new ParseError(`'${t}' in the ${what} is not 0, 1, 2 or -1`);
        if (t === "1" || t === "2") borders[edge(r, c)] = 1;
      }
  return borders;
}

/** The border sections of a pzprv3 file (see {@link readBorderSections}): `1` where `borders` has a 1. */
export function borderSections(rows: number, cols: number, borders?: readonly number[]): string[][] {
  const at = (e: number) => (borders?.[e] === 1 ? "1" : "0");
  const vertical = Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols - 1 }, (_, c) => at(borderEdges.vertical(rows, cols, r, c + 1))),
  );
  const horizontal = Array.from({ length: rows - 1 }, (_, r) =>
    Array.from({ length: cols }, (_, c) => at(borderEdges.horizontal(cols, r + 1, c))),
  );
  return [...vertical, ...horizontal];
}
