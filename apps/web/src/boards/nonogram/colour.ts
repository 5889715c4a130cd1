import type { Nonogram, NonogramColour } from "@gridsmith/catalog";

// The colour puzzle's looks on the board; what a colour line makes (its blocks, its clue struck out) is the
// package's play model.

/** One colour of a colour nonogram's palette, as the package gives it: entry 0 is the background (`.`). */
export type PaletteColour = NonogramColour;

/** The background's code: a cell marked as background (crossed out) in a colour attempt. */
export const BACKGROUND = ".";

/** Whether a puzzle is in colour: a palette with more than one colour besides the background (as the package). */
export function isColourPuzzle(
  p: Nonogram,
): p is Nonogram & Required<Pick<Nonogram, "palette" | "rowColours" | "columnColours">> {
  return Array.isArray(p.palette) && p.palette.length > 2;
}

/** One block of a clue: its length and palette index. */
export interface ColourBlock {
  length: number;
  colour: number;
}

/** The blocks of a clue: its lengths with their colours (palette index 1 where a colour is missing). */
export function clueBlocks(
  lengths: readonly number[],
  colours: readonly number[] | undefined,
): ColourBlock[] {
  return lengths.map((length, j) => ({ length, colour: colours?.[j] ?? 1 }));
}

/** `#rrggbb` as [r, g, b] in 0-255; black for anything else. */
export function rgbOf(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return [0, 0, 0];
  const n = Number.parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG relative luminance of `#rrggbb`, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour (black or white) with the higher WCAG contrast on a background of `#rrggbb`. */
export function textColourOn(hex: string): "#000000" | "#ffffff" {
  const l = luminance(hex);
  // Contrast with black is (l + 0.05) / 0.05, with white 1.05 / (l + 0.05); equal at l = 0.179.
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000000" : "#ffffff";
}
