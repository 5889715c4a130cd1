// The borders between neighbouring cells in pzprjs's order, and a pzprv3 file's border sections: Ripple
// Effect writes its room borders this way (0 or 1 a border), Kropki its dots (0, 1 white, 2 black), and so do
// other genres with a mark on the line between two cells. Learnt from pzprjs's Board (its border list) and
// FileIO (decodeBorder, encodeBorder), MIT; written afresh.
import { ParseError } from "./parse-error.js";
import type { Pzprv3Reader } from "./pzprv3.js";

/**
 * The borders between neighbouring cells of a `width` x `height` grid, each as its two cells (row by row),
 * in pzprjs's order: first each cell and its right neighbour, row by row, then each cell and the one below.
 */
export function gridBorders(width: number, height: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < height; r++)
    for (let c = 0; c + 1 < width; c++) out.push([r * width + c, r * width + c + 1]);
  for (let i = 0; i < width * (height - 1); i++) out.push([i, i + width]);
  return out;
}

/**
 * Reads a pzprv3 file's two border sections ({@link gridBorders}'s order): `height` lines of `width - 1`
 * tokens (blank lines for a grid one cell wide, as pzprjs writes them), then `height - 1` lines of `width`
 * tokens. Each token must match `token`; throws ParseError naming the first that does not.
 */
export function readBorderTokens(
  file: Pzprv3Reader,
  height: number,
  width: number,
  what: string,
  token: RegExp,
): string[] {
  const section = (rows: number, cols: number, part: string) =>
    rows > 0 ? file.section(rows, cols, `${what} (${part})`).flat() : [];
  const tokens = [
    ...section(height, width - 1, "between cells side by side"),
    ...section(height - 1, width, "between cells one above the other"),
  ];
  const bad = tokens.findIndex((t) => !token.test(t));
  if (bad >= 0) throw new ParseError(`'${tokens[bad]}' is not a ${what} entry (border ${bad + 1})`);
  return tokens;
}

/** The two border sections of a pzprv3 file (see {@link readBorderTokens}) for one token per border. */
export function borderTokenSections(width: number, height: number, tokens: readonly string[]): string[][] {
  const lines: string[][] = [];
  const vertical = (width - 1) * height;
  for (let r = 0; r < height; r++) lines.push(tokens.slice(r * (width - 1), (r + 1) * (width - 1)));
  for (let r = 0; r + 1 < height; r++)
    lines.push(tokens.slice(vertical + r * width, vertical + (r + 1) * width));
  return lines;
}
