import { BACKGROUND, type PaletteColour } from "./colour.ts";

/**
 * The colour a key picks in a colour puzzle: a colour's code (exactly, so `r` and `R` may differ), a digit
 * 1-9 for that palette entry, 0 for the background; null for any other key.
 */
export function colourKey(palette: readonly PaletteColour[], key: string): string | null {
  if (key.length !== 1) return null;
  const byCode = palette.findIndex((c, i) => i > 0 && c.code === key);
  if (byCode > 0) return palette[byCode]!.code;
  if (key === "0") return BACKGROUND;
  if (key >= "1" && key <= "9") return palette[Number(key)]?.code ?? null;
  return null;
}
