import { createRng, type Rng } from "@gridsmith/kit";
import type { NonogramColour } from "../types.js";
import { colourPuzzleFromPicture } from "./clues.js";
import { assignCodes, type ColourNonogram } from "./palette.js";
import { solveColourNonogram } from "./solve.js";

/** Colours a generated puzzle draws from, in order: distinct on screen and in print. */
const GENERATED_COLOURS: [name: string, rgb: string][] = [
  ["black", "#000000"],
  ["red", "#d62828"],
  ["blue", "#1d4ed8"],
  ["green", "#2a9d3f"],
  ["yellow", "#f4d03f"],
  ["orange", "#f77f00"],
  ["purple", "#7b2cbf"],
  ["brown", "#8b4513"],
  ["pink", "#ff8fab"],
  ["gray", "#8d99ae"],
  ["cyan", "#00b4d8"],
  ["lime", "#9ef01a"],
];

/** Most colours {@link generateColourNonogram} can use. */
export const MAX_GENERATED_COLOURS = GENERATED_COLOURS.length;

/** What {@link generateColourNonogram} makes. */
export interface ColourParams {
  width: number;
  height: number;
  /** Colours besides the background, 2 to 12. */
  colours: number;
  /** Share of cells that are not background, 0 < density < 1; default 0.6. */
  density?: number;
}

/** The palette of a generated puzzle: white, then the first `colours` of the generator's colours. */
export function generatedPalette(colours: number): NonogramColour[] {
  const list: [string, string][] = [["white", "#ffffff"], ...GENERATED_COLOURS.slice(0, colours)];
  const codes = assignCodes(list.map(([name]) => ({ name })));
  return list.map(([name, rgb], i) => ({ name, rgb, code: codes[i]! }));
}

/**
 * A random picture with some shape: each cell repeats its left or upper neighbour's colour half the time
 * (so blocks are longer than noise), else is background or a random colour by `density`.
 */
function randomPicture(rng: Rng, p: Required<ColourParams>): number[][] {
  const rows: number[][] = [];
  for (let r = 0; r < p.height; r++) {
    const row: number[] = [];
    for (let c = 0; c < p.width; c++) {
      const roll = rng.next();
      if (roll < 0.25 && c > 0) row.push(row[c - 1]!);
      else if (roll < 0.5 && r > 0) row.push(rows[r - 1]![c]!);
      else row.push(rng.next() < p.density ? 1 + rng.int(p.colours) : 0);
    }
    rows.push(row);
  }
  return rows;
}

const NODE_LIMIT = 20_000;

/**
 * A random colour puzzle with exactly one solution, the same for the same params and seed: a random picture
 * is adjusted until the solver proves its clues unique. While another solution exists, one cell where it
 * differs from the picture is repainted, at random, in the other solution's colour; after too many repaints
 * a fresh picture is drawn. Throws a RangeError for params out of range.
 */
export function generateColourNonogram(params: ColourParams, seed: number): ColourNonogram {
  const p = { density: 0.6, ...params };
  for (const [name, v, lo, hi] of [
    ["width", p.width, 2, 60],
    ["height", p.height, 2, 60],
    ["colours", p.colours, 2, MAX_GENERATED_COLOURS],
  ] as const) {
    if (!Number.isInteger(v) || v < lo || v > hi)
      throw new RangeError(`${name} must be a whole number from ${lo} to ${hi}, got ${v}`);
  }
  if (!(p.density > 0 && p.density < 1))
    throw new RangeError(`density must be between 0 and 1, got ${p.density}`);
  const rng = createRng(seed);
  const palette = generatedPalette(p.colours);
  const codes = palette.map((c) => c.code);
  for (;;) {
    const cells = randomPicture(rng, p);
    for (let repaint = 0; repaint < p.width * p.height; repaint++) {
      const picture = cells.map((row) => row.map((v) => codes[v]).join(""));
      const puzzle = colourPuzzleFromPicture(picture, palette);
      const result = solveColourNonogram(puzzle, { limit: 2, nodeLimit: NODE_LIMIT });
      if (result.status === "unique") {
        return {
          ...puzzle,
          title: `random ${p.width}x${p.height}, ${p.colours} colours, density ${p.density} #${seed}`,
        };
      }
      const other = result.solutions.find((s) => s.some((row, r) => row !== picture[r]));
      if (!other) break; // Out of budget: a fresh picture.
      const diff: [number, number][] = [];
      for (let r = 0; r < p.height; r++) {
        for (let c = 0; c < p.width; c++) if (other[r]![c] !== picture[r]![c]) diff.push([r, c]);
      }
      const [r, c] = rng.pick(diff);
      cells[r]![c] = codes.indexOf(other[r]![c]!);
    }
  }
}
