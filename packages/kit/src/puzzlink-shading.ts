// What the link and file formats of every shading genre on puzz.link share (Heyawake, LITS, Kurodoko, ...):
// a link of the genre's body, a pzprv3 file of the puzzle's sections then the shading answer's, and the two
// formats over them. Each genre's codec says only how its puzzle reads and writes.
import { checkTextLength } from "./json-value.js";
import { type PuzzlinkUrl, puzzlinkError, puzzlinkFormat, puzzlinkUrl, readPuzzlinkUrl } from "./puzzlink.js";
import { type Pzprv3Reader, pzprv3Format, readGridFile, writePzprv3 } from "./pzprv3.js";
import { readShadeSection, shadeSection } from "./pzprv3-cells.js";
import type { Format, Limits } from "./types.js";

/**
 * Reads a link of one of `genres` (its text's length checked first) to a grid of at most `limits.maxSide` a
 * side; throws a ParseError placed in the URL.
 */
export function readGridLink(text: string, genres: readonly string[], limits: Limits): PuzzlinkUrl {
  checkTextLength(text, limits);
  const url = readPuzzlinkUrl(text, genres);
  const { maxSide } = limits;
  if (url.cols > maxSide || url.rows > maxSide)
    throw puzzlinkError(url, url.bodyOffset - 1, `a grid is at most ${maxSide}x${maxSide} cells`);
  return url;
}

/** A pzprv3 file's board: the puzzle, and the shaded cells (1) where the file has an answer. */
export interface ShadingBoard<Puzzle> {
  puzzle: Puzzle;
  shaded: number[];
}

/** The link's and the file's readers, writers and formats of a shading genre (see {@link shadingFormats}). */
export interface ShadingFormats<Puzzle> {
  /** Reads a link; throws a ParseError placed in the URL. */
  parsePuzzlink(text: string): Puzzle;
  /** The canonical link `https://puzz.link/p?GENRE/COLS/ROWS/BODY`. */
  serializePuzzlink(puzzle: Puzzle): string;
  /** Reads a pzprv3 file: the puzzle's sections, then the answer when present. */
  readPzprv3Board(text: string): ShadingBoard<Puzzle>;
  /** A pzprv3 file of `puzzle`, with `solution`'s shaded cells in place when given. */
  writePzprv3(puzzle: Puzzle, solution?: readonly number[]): string;
  /** The link's format (also pzv.jp links and the bare form). */
  puzzlinkFormat: Format<Puzzle>;
  /** The file's format: reads the puzzle, writes it, and writes a solution in place. */
  pzprv3Format: Format<Puzzle, number[]>;
}

/** How a shading genre's puzzle reads from and writes to its link and its file. */
export interface ShadingCodec<Puzzle> {
  /** Reads a link (see {@link readGridLink}); throws a ParseError placed in the URL. */
  parsePuzzlink(text: string): Puzzle;
  /** The link's body, after `GENRE/COLS/ROWS/`. */
  linkBody(puzzle: Puzzle): string;
  /** Reads the puzzle's sections of a file `width` x `height` cells; throws a ParseError. */
  readSections(file: Pzprv3Reader, width: number, height: number): Puzzle;
  /** The puzzle's sections of its file, before the answer's. */
  sections(puzzle: Puzzle): (readonly (readonly string[] | string)[])[];
}

/**
 * The link and file formats of a shading genre named `genres` (the first is written), grids of at most
 * `limits.maxSide` a side, from its `codec`; every reader checks the text's length first.
 */
export function shadingFormats<Puzzle extends { width: number; height: number }>(
  genres: readonly string[],
  limits: Limits,
  codec: ShadingCodec<Puzzle>,
): ShadingFormats<Puzzle> {
  const serializePuzzlink = (puzzle: Puzzle) =>
    puzzlinkUrl(genres[0]!, puzzle.width, puzzle.height, codec.linkBody(puzzle));
  function readPzprv3Board(text: string): ShadingBoard<Puzzle> {
    const file = readGridFile(text, genres, limits);
    const { rows: height, cols: width } = file;
    const puzzle = codec.readSections(file, width, height);
    return { puzzle, shaded: readShadeSection(file, height, width) };
  }
  const writeFile = (puzzle: Puzzle, solution?: readonly number[]) =>
    writePzprv3(genres[0]!, puzzle.height, puzzle.width, [
      ...codec.sections(puzzle),
      shadeSection(puzzle.width, puzzle.height, solution),
    ]);
  const { parsePuzzlink } = codec;
  return {
    parsePuzzlink,
    serializePuzzlink,
    readPzprv3Board,
    writePzprv3: writeFile,
    puzzlinkFormat: puzzlinkFormat(genres, parsePuzzlink, serializePuzzlink),
    pzprv3Format: pzprv3Format(genres, readPzprv3Board, writeFile),
  };
}
