import { puzzleFromPicture } from "../bw/clues.js";
import { colourPuzzleFromPicture } from "../colour/clues.js";
import { assignCodes, NAMED_COLOURS } from "../colour/palette.js";
import type { Nonogram, NonogramColour } from "../types.js";
import { downscale, type RgbaImage } from "./image.js";
import { quantise } from "./quantise.js";

/** Most colours besides the background a picture may be quantised to: beyond 8, clues get hard to read. */
export const MAX_PICTURE_COLOURS = 8;
/** Largest side of a puzzle made from a picture: solving (and proving uniqueness) must stay quick. */
export const MAX_PICTURE_SIZE = 100;

/** Options of {@link pictureToPuzzle}. */
export interface PictureOptions {
  rows: number;
  cols: number;
  /** Colours besides the background, 1 (black and white) to {@link MAX_PICTURE_COLOURS}. */
  colours: number;
}

/** A picture as a puzzle. */
export interface PicturePuzzle {
  /** The quantised picture: rows of palette codes (`.` the background; `#` in a black-and-white puzzle). */
  grid: string[];
  /** Palette index of every cell, row-major. */
  cells: Uint8Array;
  /** The background first, then the colours by how many cells have them. */
  palette: NonogramColour[];
  /**
   * The clues of `grid`, with it as the goal: black and white (no palette) when the picture came out with
   * one colour besides the background, a colour puzzle otherwise.
   */
  puzzle: Nonogram;
}

const hex = (c: readonly number[]): string => `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;

// One spelling each of the X11 names (grey and gray are the same colour).
const BASIC_NAMES = Object.entries(NAMED_COLOURS).filter(([name]) => !name.includes("grey"));

/** The basic colour name nearest to a colour (RGB distance), e.g. `red` for #e01010. */
export function nearestColourName(rgb: readonly number[]): string {
  let best = "";
  let bestD = Number.POSITIVE_INFINITY;
  for (const [name, value] of BASIC_NAMES) {
    const v = Number.parseInt(value.slice(1), 16);
    const d = ((v >> 16) - rgb[0]!) ** 2 + (((v >> 8) & 255) - rgb[1]!) ** 2 + ((v & 255) - rgb[2]!) ** 2;
    if (d < bestD) {
      best = name;
      bestD = d;
    }
  }
  return best;
}

/**
 * Names (nearest basic names, numbered when two colours share one: `red`, `red 2`) and codes (first letters
 * where free, `#` for the one colour of a black-and-white picture) for quantised colours.
 */
function paletteOf(colours: [number, number, number][]): NonogramColour[] {
  const seen = new Map<string, number>();
  const names = colours.map((c) => {
    const base = nearestColourName(c);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} ${n}`;
  });
  const codes = assignCodes(names.map((name) => ({ name, wanted: colours.length === 2 ? "#" : undefined })));
  return colours.map((c, i) => ({ name: names[i]!, rgb: hex(c), code: codes[i]! }));
}

function checkOptions(o: PictureOptions): void {
  for (const [name, v] of [
    ["rows", o.rows],
    ["cols", o.cols],
  ] as const) {
    if (!Number.isInteger(v) || v < 1 || v > MAX_PICTURE_SIZE) {
      throw new RangeError(`${name} must be a whole number from 1 to ${MAX_PICTURE_SIZE}, got ${v}`);
    }
  }
  if (!Number.isInteger(o.colours) || o.colours < 1 || o.colours > MAX_PICTURE_COLOURS) {
    throw new RangeError(`colours must be a whole number from 1 to ${MAX_PICTURE_COLOURS}, got ${o.colours}`);
  }
}

/**
 * A nonogram from any picture: downscaled to `rows` x `cols` by area averaging, quantised to at most
 * `colours` colours plus the background (see {@link quantise}: deterministic k-means; transparent cells and
 * the colour that fills most of the border are background), named by the nearest basic colour names. Runs
 * anywhere (no Node APIs): in a browser, pass a canvas's `getImageData(...)`. Whether the puzzle has one
 * solution is a separate question: see `pictureUniqueness` and `givensForUniqueness`.
 */
export function pictureToPuzzle(image: RgbaImage, options: PictureOptions): PicturePuzzle {
  checkOptions(options);
  const { rows, cols } = options;
  const q = quantise(downscale(image, rows, cols), options.colours);
  const palette = paletteOf(q.colours);
  const codes = palette.map((c) => c.code);
  const grid: string[] = [];
  for (let r = 0; r < rows; r++) {
    let s = "";
    for (let c = 0; c < cols; c++) s += codes[q.cells[r * cols + c]!];
    grid.push(s);
  }
  // One colour (or none) besides the background is a black-and-white puzzle, as the model has it.
  const puzzle = palette.length <= 2 ? puzzleFromPicture(grid) : colourPuzzleFromPicture(grid, palette);
  return { grid, cells: q.cells, palette, puzzle };
}
