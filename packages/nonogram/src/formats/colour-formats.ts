import { ParseError } from "@gridsmith/kit";
import {
  assignCodes,
  type ColourNonogram,
  colourClueText,
  colourMinLength,
  isColourPuzzle,
  MAX_COLOURS,
  nameOfRgb,
} from "../colour/palette.js";
import { lineName } from "../grid.js";
import { MAX_COLOUR_NAME } from "../limits.js";
import type { Nonogram, NonogramColour } from "../types.js";

/**
 * Throws when a colour puzzle is asked for in a format that holds only black and white, naming the format
 * and the ones that hold colour.
 */
export function blackAndWhiteOnly(format: string, p: Nonogram): void {
  if (!isColourPuzzle(p)) return;
  throw new Error(
    `the ${format} format holds black-and-white puzzles only, and this puzzle has ${p.palette.length - 1} colours; write it as xml, json, non or g`,
  );
}

/** A colour as a file gives it: a name, a value, and the code it would like (webpbn's `char`). */
export interface FileColour {
  name: string;
  rgb: string;
  wanted?: string;
}

/**
 * A palette from the colours a file declares, background first, each with a code (see assignCodes); a
 * ParseError for more colours than {@link MAX_COLOURS} besides the background, or a name past
 * {@link MAX_COLOUR_NAME} characters, before anything is made of them.
 */
export function paletteOf(colours: readonly FileColour[]): NonogramColour[] {
  if (colours.length > MAX_COLOURS + 1)
    throw new ParseError(
      `the puzzle has ${colours.length - 1} colours besides the background; at most ${MAX_COLOURS} are allowed`,
    );
  const long = colours.find((c) => c.name.length > MAX_COLOUR_NAME);
  if (long)
    throw new ParseError(
      `a colour's name has ${long.name.length} characters; at most ${MAX_COLOUR_NAME} are allowed`,
    );
  const codes = assignCodes(colours);
  return colours.map((c, i) => ({ name: c.name, rgb: c.rgb, code: codes[i]! }));
}

/** Values given in turn to colours a file uses without declaring one (`.non` allows that). */
const UNDECLARED = ["#000000", "#ff0000", "#0000ff", "#00ff00", "#ffff00", "#ff00ff", "#00ffff", "#ffa500"];

/** A colour with a value for the n-th undeclared colour, named by its value. */
export function undeclaredColour(n: number, wanted: string): FileColour {
  const rgb = UNDECLARED[n % UNDECLARED.length]!;
  return { name: nameOfRgb(rgb), rgb, wanted };
}

/** One line's blocks as read: lengths and palette indices, and the 1-based file line for errors. */
export interface ReadLine {
  lengths: number[];
  colours: number[];
  line?: number;
  column?: number;
}

/**
 * A colour puzzle from lines read by a format, checking what a reader must refuse at once: clues that
 * cannot fit their line (a gap only between blocks of one colour). Errors name the line and the file line.
 */
export function colourPuzzle(
  palette: NonogramColour[],
  rows: ReadLine[],
  columns: ReadLine[],
): ColourNonogram {
  const check = (axis: "row" | "column", lines: ReadLine[], length: number) =>
    lines.forEach((l, i) => {
      const need = colourMinLength(l.lengths, l.colours);
      if (need > length) {
        throw new ParseError(
          `${lineName(axis, i)}: clue ${colourClueText(l.lengths, l.colours, palette)} needs ${need} cells but the ${axis} has ${length}`,
          l.line ?? 0,
          l.column ?? 0,
        );
      }
    });
  check("row", rows, columns.length);
  check("column", columns, rows.length);
  return {
    rows: rows.map((l) => l.lengths),
    columns: columns.map((l) => l.lengths),
    palette,
    rowColours: rows.map((l) => l.colours),
    columnColours: columns.map((l) => l.colours),
  };
}
