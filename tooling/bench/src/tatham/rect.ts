// Simon Tatham's Rectangles is Shikaku: divide the grid into rectangles, each holding one number, its area.
// Its game ID is `WxH:` then the cells row by row, run letters for empty cells and decimal numbers with `_`
// between two that touch. Its generator's answer (rect.c) is `S`, then per row the W-1 edges between
// neighbours left to right ('1' a border), then per row but the first the W edges above its cells.
import { edgeBetween, edgeCount } from "@gridsmith/kit";
import type { CluedBorderGrid } from "@gridsmith/kit/puzzlink";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

/** No number in a cell (Shikaku's EMPTY). */
const EMPTY = -1;

/** A Rectangles game ID (`7x7:b7d6_5...`) as a Shikaku grid: -1 where no number stands. */
export function rectToShikaku(id: string): CluedBorderGrid {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, width * height, { numbers: "decimal" });
  return { width, height, clues: places.map((p) => (p === null ? EMPTY : (p as number))) };
}

/** Tatham's answer as Shikaku's Solution: 1 on each edge (kit's `borderEdges` numbering) a border runs along. */
export function rectAnswer(aux: string, width: number, height: number): number[] {
  const bits = aux.slice(1);
  if (aux[0] !== "S" || bits.length !== (width - 1) * height + width * (height - 1) || /[^01]/.test(bits)) {
    throw new Error(`not a ${width}x${height} Rectangles answer: '${aux.slice(0, 20)}'`);
  }
  const size = { width, height };
  const borders = new Array<number>(edgeCount(size)).fill(0);
  let k = 0;
  for (let y = 0; y < height; y++)
    for (let x = 1; x < width; x++)
      borders[edgeBetween(size, y * width + x - 1, y * width + x)] = Number(bits[k++]);
  for (let y = 1; y < height; y++)
    for (let x = 0; x < width; x++)
      borders[edgeBetween(size, (y - 1) * width + x, y * width + x)] = Number(bits[k++]);
  return borders;
}
