// The inner edges of a grid of cells in kit's `borderEdges` numbering, the regions borders on them cut the grid
// into, and such an answer as text: what the genres that divide a grid into regions by drawing borders read
// (Shikaku, Sashigane, Tatamibari, Tentaisho). Their play model is border-play.ts.
import { borderEdges } from "./board.js";
import { cellAt, cellNameAt } from "./cells.js";
import type { Problem } from "./types.js";

/** A grid's size in cells. */
export interface GridSize {
  width: number;
  height: number;
}

/**
 * The answer of a genre that divides the grid into regions by drawing borders (Shikaku, Sashigane, Tatamibari,
 * Tentaisho): per edge of the grid (kit's `borderEdges` numbering, {@link edgeCount} of them), 1 where a border
 * between two regions runs, 0 elsewhere. The grid's outline is not drawn (its edges are 0), as on puzz.link.
 */
export type RegionBorders = number[];

/** The number of edges of the puzzle's grid. */
export const edgeCount = (p: GridSize) => borderEdges.count(p.height, p.width);

/** The edge between cell `a` and the cell `b` to its right or below it (below when the grid is one wide). */
export function edgeBetween(p: GridSize, a: number, b: number): number {
  const row = Math.floor(a / p.width);
  const col = a % p.width;
  return b !== a + p.width
    ? borderEdges.vertical(p.height, p.width, row, col + 1)
    : borderEdges.horizontal(p.width, row + 1, col);
}

/** The pairs of neighbouring cells, each with the edge between them: the edges a border may take. */
export function innerEdges(p: GridSize): { edge: number; cells: [number, number] }[] {
  const out: { edge: number; cells: [number, number] }[] = [];
  for (let i = 0; i < p.width * p.height; i++) {
    if (i % p.width < p.width - 1) out.push({ edge: edgeBetween(p, i, i + 1), cells: [i, i + 1] });
    if (i + p.width < p.width * p.height)
      out.push({ edge: edgeBetween(p, i, i + p.width), cells: [i, i + p.width] });
  }
  return out;
}

/** The cells on either side of an inner edge, or null for an edge of the grid's outline. */
export function edgeSides(p: GridSize, edge: number): [number, number] | null {
  const [[r1, c1], [r2]] = borderEdges.ends(p.height, p.width, edge);
  if (r1 === r2) {
    // A horizontal segment above row r1: the cells above and below it.
    return r1 === 0 || r1 === p.height ? null : [(r1 - 1) * p.width + c1, r1 * p.width + c1];
  }
  return c1 === 0 || c1 === p.width ? null : [r1 * p.width + c1 - 1, r1 * p.width + c1];
}

/** A person's name for an edge: the two cells it lies between. */
export function edgeName(p: GridSize, edge: number): string {
  const sides = edgeSides(p, edge);
  if (sides === null) return `edge ${edge} (the outline)`;
  return `the edge between ${cellNameAt(sides[0], p.width)} and ${cellNameAt(sides[1], p.width)}`;
}

/**
 * The regions the drawn borders (`border(edge)` true) cut the grid into: a region id per cell, numbered in
 * the order their first cells come, and the cells of each.
 */
export function regionsOf(
  p: GridSize,
  border: (edge: number) => boolean,
): { regionOf: number[]; regions: number[][] } {
  const n = p.width * p.height;
  const regionOf = new Array<number>(n).fill(-1);
  const regions: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (regionOf[s] !== -1) continue;
    const cells = [s];
    regionOf[s] = regions.length;
    for (let k = 0; k < cells.length; k++) {
      const i = cells[k]!;
      const row = Math.floor(i / p.width);
      const col = i % p.width;
      const next: number[] = [];
      if (col > 0) next.push(i - 1);
      if (col < p.width - 1) next.push(i + 1);
      if (row > 0) next.push(i - p.width);
      if (row < p.height - 1) next.push(i + p.width);
      for (const j of next) {
        if (regionOf[j] !== -1 || border(edgeBetween(p, Math.min(i, j), Math.max(i, j)))) continue;
        regionOf[j] = regions.length;
        cells.push(j);
      }
    }
    regions.push(cells);
  }
  return { regionOf, regions };
}

/**
 * Borders drawn inside one region (both sides in it): they end in its middle, which no answer allows. One
 * `stray-border` problem each.
 */
export function strayBorders(
  p: GridSize,
  borders: readonly number[],
  regionOf: readonly number[],
): Problem[] {
  return borders.flatMap((v, e) => {
    if (v !== 1) return [];
    const sides = edgeSides(p, e);
    if (sides !== null && regionOf[sides[0]] !== regionOf[sides[1]]) return [];
    return [
      {
        code: "stray-border",
        message: `a border runs inside one region at edge ${e}`,
        cells: sides === null ? [] : sides.map((i) => cellAt(i, p.width)),
      },
    ];
  });
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/**
 * The regions `borders` (1 a border, per edge) cut as text: a letter per cell naming its region (regions side
 * by side get different letters), one line a row, the letters spaced.
 */
export function regionLettersText(p: GridSize, borders: readonly number[]): string {
  const { regionOf, regions } = regionsOf(p, (e) => borders[e] === 1);
  const letter = new Array<number>(regions.length).fill(-1);
  regions.forEach((cells, k) => {
    const taken = new Set<number>();
    for (const i of cells) {
      const c = i % p.width;
      for (const j of [i - p.width, i + p.width, c > 0 ? i - 1 : -1, c < p.width - 1 ? i + 1 : -1])
        if (j >= 0 && j < regionOf.length) taken.add(letter[regionOf[j]!]!);
    }
    let l = 0;
    while (taken.has(l)) l++;
    letter[k] = l;
  });
  const lines: string[] = [];
  for (let r = 0; r < p.height; r++)
    lines.push(
      regionOf
        .slice(r * p.width, (r + 1) * p.width)
        .map((k) => LETTERS[letter[k]! % LETTERS.length]!)
        .join(" "),
    );
  return `${lines.join("\n")}\n`;
}

/** The problem {@link pieceCoverProblems} gives when a puzzle's candidate pieces are too many for its solver. */
export interface TooManyPieces {
  /** The most cells the candidates may cover in all. */
  maxCover: number;
  code: string;
  message: string;
}

/**
 * What `validate` finds in a puzzle whose solver picks one region for each clue from every candidate piece the
 * clues allow (Shikaku's rectangles, Sashigane's L shapes, Tatamibari's mats). `eachPiece` visits the
 * candidates, telling `visit` the cells a piece meets (its clue, or all its cells) and how many cells it
 * covers, and stops when `visit` answers false. When they cover more than `tooMany.maxCover` cells, that one
 * problem; else one `impossible-clue` problem for each cell no piece meets that `unmet` names a message for.
 */
export function pieceCoverProblems(
  p: GridSize,
  eachPiece: (visit: (meets: number | readonly number[], cells: number) => boolean) => void,
  tooMany: TooManyPieces,
  unmet: (cell: number) => string | undefined,
): Problem[] {
  const met = new Set<number>();
  let cover = 0;
  eachPiece((meets, cells) => {
    if (typeof meets === "number") met.add(meets);
    else for (const i of meets) met.add(i);
    cover += cells;
    return cover <= tooMany.maxCover;
  });
  if (cover > tooMany.maxCover) return [{ code: tooMany.code, message: tooMany.message }];
  const out: Problem[] = [];
  for (let i = 0; i < p.width * p.height; i++) {
    const message = met.has(i) ? undefined : unmet(i);
    if (message !== undefined) out.push({ code: "impossible-clue", message, cells: [cellAt(i, p.width)] });
  }
  return out;
}
