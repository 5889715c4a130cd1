// Pearl (Tatham's Masyu): `WxH:` then one place a cell, row by row: `B` a black pearl, `W` a white one, a run
// letter cells without one. Its generator's answer (pearl.c) is a hex digit a cell, row by row, the directions the
// loop leaves it by: 1 right, 2 up, 4 left, 8 down.
import { centreEdges, ParseError } from "@gridsmith/kit";
import { BLACK, lineCount, NONE, type Puzzle, type Solution, WHITE } from "@gridsmith/mashu";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function pearlPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, width * height, { numbers: "digit", symbols: "BW" });
  if (places.some((p) => typeof p === "number")) throw new ParseError("Pearl's description has no numbers");
  const pearls = places.map((p) => (p === "B" ? BLACK : p === "W" ? WHITE : NONE));
  return { width, height, pearls };
}

const RIGHT = 1;
const UP = 2;
const LEFT = 4;
const DOWN = 8;

/**
 * Tatham's answer as Masyu's Solution: 1 on each line (kit's `centreEdges` numbering) the loop runs along. A line
 * is named by both its cells (one's right and the other's left, one's down and the other's up): the two must
 * agree, and no line leaves the grid.
 */
export function pearlAnswer(aux: string, width: number, height: number): Solution {
  if (aux.length !== width * height || /[^0-9A-Fa-f]/.test(aux))
    throw new Error(`not a ${width}x${height} Pearl answer: '${aux.slice(0, 20)}'`);
  const bits = [...aux].map((c) => Number.parseInt(c, 16));
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 0 : bits[y * width + x]!;
  const lines = new Array<number>(lineCount({ width, height })).fill(0);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const b = at(x, y);
      if (
        Boolean(b & RIGHT) !== Boolean(at(x + 1, y) & LEFT) ||
        Boolean(b & DOWN) !== Boolean(at(x, y + 1) & UP)
      )
        throw new Error(`Pearl's answer: cell ${x},${y} and its neighbour disagree`);
      if ((x === 0 && b & LEFT) || (y === 0 && b & UP))
        throw new Error(`Pearl's answer leaves the grid at ${x},${y}`);
      if (b & RIGHT) lines[centreEdges.right(width, y, x)] = 1;
      if (b & DOWN) lines[centreEdges.down(height, width, y, x)] = 1;
    }
  return lines;
}
