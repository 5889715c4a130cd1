import type { Nonogram, NonogramColour } from "../types.js";

/** Most colours besides the background: a cell's possible colours fit one 32-bit mask. */
export const MAX_COLOURS = 31;

/** The background's code in solutions, attempts and goals. */
export const BACKGROUND_CODE = ".";

/** The characters a colour's code may be: not a digit, space, comma, `.` or `?`, so every format can hold it. */
export const CODE_PATTERN = /^[A-Za-z#$%&*+\-/:;=@^_~!]$/;

// Codes handed out, in order, to colours whose file gives none (or one already taken).
const SPARE_CODES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ#$%&*+-/:;=@^_~!";

/** A puzzle whose palette has a colour besides the background and at least one more. */
export interface ColourNonogram extends Nonogram {
  palette: NonogramColour[];
  rowColours: number[][];
  columnColours: number[][];
}

/** True for a colour puzzle: a palette with more than one colour besides the background. */
export function isColourPuzzle(p: Nonogram): p is ColourNonogram {
  return Array.isArray(p.palette) && p.palette.length > 2;
}

/**
 * Some X11 colour names (the words XPM and Olšák's `.g` files use) and their values, also used to name a
 * colour that a format gives only as a value.
 */
export const NAMED_COLOURS: Readonly<Record<string, string>> = {
  white: "#ffffff",
  black: "#000000",
  red: "#ff0000",
  green: "#00ff00",
  blue: "#0000ff",
  yellow: "#ffff00",
  cyan: "#00ffff",
  magenta: "#ff00ff",
  gray: "#bebebe",
  grey: "#bebebe",
  orange: "#ffa500",
  brown: "#a52a2a",
  pink: "#ffc0cb",
  purple: "#a020f0",
  violet: "#ee82ee",
  navy: "#000080",
  maroon: "#b03060",
  gold: "#ffd700",
  beige: "#f5f5dc",
  tan: "#d2b48c",
  khaki: "#f0e68c",
  darkgreen: "#006400",
  darkblue: "#00008b",
  darkred: "#8b0000",
  lightblue: "#add8e6",
  lightgray: "#d3d3d3",
  lightgrey: "#d3d3d3",
  darkgray: "#a9a9a9",
  darkgrey: "#a9a9a9",
};

/** `#rgb`, `rgb`, `#rrggbb` or `rrggbb` as `#rrggbb` in lower case; null for anything else. */
export function normaliseRgb(text: string): string | null {
  const m = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.exec(text.trim());
  if (!m) return null;
  const hex = m[1]!.toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((d) => d + d).join("")}` : `#${hex}`;
}

/** A name for a colour known only by its value: its X11 name when it has one, else the value itself. */
export function nameOfRgb(rgb: string): string {
  for (const [name, value] of Object.entries(NAMED_COLOURS)) if (value === rgb) return name;
  return rgb;
}

/**
 * Codes for the colours of a palette (background first, which always gets `.`): each colour keeps the code
 * it asks for when that is a valid code not yet taken, else gets the first letter of its name, else the
 * next spare code.
 */
export function assignCodes(colours: readonly { name: string; wanted?: string }[]): string[] {
  const taken = new Set<string>();
  return colours.map((c, i) => {
    if (i === 0) return BACKGROUND_CODE;
    const first = c.name.trim()[0] ?? "";
    const candidates = [c.wanted ?? "", first.toLowerCase(), first.toUpperCase(), ...SPARE_CODES];
    const code = candidates.find((x) => CODE_PATTERN.test(x) && !taken.has(x))!;
    taken.add(code);
    return code;
  });
}

/** Palette index of each code. */
export function codeIndex(palette: readonly NonogramColour[]): Map<string, number> {
  return new Map(palette.map((c, i) => [c.code, i]));
}

/** The block colours of line `line` (rows first, then columns). */
export function lineColours(p: ColourNonogram, line: number): number[] {
  const h = p.rows.length;
  return (line < h ? p.rowColours[line] : p.columnColours[line - h]) ?? [];
}

/** A colour clue as text: each block's length followed by its colour's code (`2r 1b`); `0` when empty. */
export function colourClueText(
  lengths: readonly number[],
  colours: readonly number[],
  palette: readonly NonogramColour[],
  sep = " ",
): string {
  if (lengths.length === 0) return "0";
  return lengths.map((n, j) => `${n}${palette[colours[j]!]?.code ?? "?"}`).join(sep);
}

/** Cells a colour clue needs at least: its blocks plus a gap between neighbours of the same colour. */
export function colourMinLength(lengths: readonly number[], colours: readonly number[]): number {
  let need = 0;
  for (let j = 0; j < lengths.length; j++) {
    need += lengths[j]!;
    if (j > 0 && colours[j] === colours[j - 1]) need++;
  }
  return need;
}
