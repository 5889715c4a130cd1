// pzprv3 files of the genres that divide the grid along its lines (Shikaku, Sashigane, Tatamibari): a cell
// section of clues, then, when the file holds an answer, the border sections.
import { borderEdges } from "./board.js";
import { checkTextLength } from "./json-value.js";
import { borderSections, pzprv3Format, readBorderSections, readPzprv3, writePzprv3 } from "./pzprv3.js";
import type { Format, Limits } from "./types.js";

/** A grid of one clue per cell, row by row: what a border genre's file holds. */
export interface CluedBorderGrid {
  width: number;
  height: number;
  clues: number[];
}

/** A pzprv3 file's board: the puzzle, and per edge (kit's `borderEdges` numbering) 1 where a border is drawn. */
export interface Pzprv3BorderBoard<P extends CluedBorderGrid> {
  puzzle: P;
  borders: number[];
}

/** How a border genre writes its clues in a pzprv3 file. */
export interface BorderFileCodec {
  /** puzz.link's names of the genre; the first is the one written. */
  genres: readonly string[];
  /** The genre's name, for messages ("Shikaku"). */
  title: string;
  /** The genre's limits, checked before anything is sized by the file. */
  limits: Limits;
  /** A token's clue (-1 none), or null when the token is none of the genre's. */
  readClue(token: string, puzzle: { width: number; height: number }): number | null;
  /** A clue's token. */
  writeClue(clue: number): string;
}

/** A border genre's pzprv3 reader, writer and format. */
export interface BorderFile<P extends CluedBorderGrid> {
  /** Reads a file: its puzzle, and its borders (none when the file holds no answer). */
  read(text: string): Pzprv3BorderBoard<P>;
  /** A file of `puzzle`, with `solution`'s borders (1 a border, per edge) in place when given. */
  write(puzzle: P, solution?: readonly number[]): string;
  /** The format: reads the puzzle (an answer in it is left out), writes it, and writes a solution in place. */
  format: Format<P, number[]>;
}

/**
 * The pzprv3 file of a genre that divides the grid along its lines (pzprjs's layout, learnt from pzprjs, MIT,
 * written afresh): a cell section of clue tokens, then pzprjs's border sections (kit's
 * `readBorderSections`) when the file holds an answer.
 */
export function borderFile<P extends CluedBorderGrid>(codec: BorderFileCodec): BorderFile<P> {
  function read(text: string): Pzprv3BorderBoard<P> {
    checkTextLength(text, codec.limits);
    const file = readPzprv3(text, codec.genres, codec.limits.maxSide);
    const { rows: height, cols: width } = file;
    const clues = file.cells(
      "clues",
      (t) => (t === "." ? -1 : codec.readClue(t, { width, height })),
      `a ${codec.title} clue`,
    );
    const borders = file.atEnd()
      ? new Array<number>(borderEdges.count(height, width)).fill(0)
      : readBorderSections(file, height, width);
    return { puzzle: { width, height, clues } as P, borders };
  }
  function write(puzzle: P, solution?: readonly number[]): string {
    const { width, height } = puzzle;
    const cells = Array.from({ length: height }, (_, r) =>
      puzzle.clues.slice(r * width, (r + 1) * width).map((v) => (v === -1 ? "." : codec.writeClue(v))),
    );
    return writePzprv3(codec.genres[0]!, height, width, [cells, borderSections(height, width, solution)]);
  }
  return {
    read,
    write,
    format: pzprv3Format(codec.genres, read, write),
  };
}
