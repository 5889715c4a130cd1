import type { Pixels } from "../components/picture-image.ts";

const rgba: Record<string, number[]> = {
  ".": [255, 255, 255, 255],
  "#": [0, 0, 0, 255],
  r: [220, 30, 30, 255],
  b: [30, 30, 220, 255],
  g: [30, 160, 60, 255],
};

/**
 * Pixels drawn as text, one character a pixel (`.` white, `#` black, `r`, `g`, `b` red, green, blue): what
 * the canvas would give for a tiny picture.
 */
export const pixelsOf = (rows: string[]): Pixels => ({
  width: rows[0]!.length,
  height: rows.length,
  data: Uint8ClampedArray.from(rows.flatMap((row) => [...row].flatMap((ch) => rgba[ch]!))),
});
