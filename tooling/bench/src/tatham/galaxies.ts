// Galaxies (Tatham's Tentaisho): `WxH:` then the dots on the (2W-1) x (2H-1) lattice of cell centres, edge
// midpoints and inner corners, row by row, the lattice puzz.link's Tentaisho numbers its stars on. Unlike the
// other games, a letter counts the empty places BEFORE a dot: `a`-`y` 0-24 empty places then a white dot, `A`-`Y`
// the same then a black one, `z` 25 empty places and no dot (galaxies.c, encode_game). Its generator's answer is
// `S` then `;`-separated moves: `Ex,y` a wall at x,y on the (2W+1) x (2H+1) lattice of the whole grid (x even a
// vertical edge, y even a horizontal one), `ax,y,dx,dy` a cell's galaxy (left out here: the walls divide the grid).
import { borderEdges, edgeCount, ParseError } from "@gridsmith/kit";
import { BLACK_STAR, NO_STAR, type Puzzle, type Solution, starCount, WHITE_STAR } from "@gridsmith/tentaisho";
import { parseSize, splitGameId } from "./decode.ts";

export function galaxiesPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const count = starCount({ width, height });
  const stars: number[] = new Array(count).fill(NO_STAR);
  let at = 0;
  for (let i = 0; i < desc.length; i++) {
    const ch = desc[i]!;
    if (ch === "z") {
      at += 25;
      continue;
    }
    const white = ch >= "a" && ch <= "y";
    if (!white && !(ch >= "A" && ch <= "Y"))
      throw new ParseError(`unexpected '${ch}' in the description`, 1, i + 1);
    at += ch.toLowerCase().charCodeAt(0) - 97;
    if (at >= count) throw new ParseError(`a dot past the ${count} places of the lattice`, 1, i + 1);
    stars[at++] = white ? WHITE_STAR : BLACK_STAR;
  }
  if (at > count) throw new ParseError(`the description runs past the ${count} places of the lattice`);
  return { width, height, stars };
}

/**
 * Tatham's answer as Tentaisho's Solution: 1 on each inner edge (kit's `borderEdges` numbering) a wall runs
 * along; a wall on the grid's outline is left out, as our outline's edges are 0.
 */
export function galaxiesAnswer(aux: string, width: number, height: number): Solution {
  const moves = aux.split(";");
  if (moves[0] !== "S") throw new Error(`not a Galaxies answer: '${aux.slice(0, 20)}'`);
  const borders = new Array<number>(edgeCount({ width, height })).fill(0);
  for (const move of moves.slice(1)) {
    if (/^a\d+,\d+,\d+,\d+$/.test(move)) continue;
    const m = /^E(\d+),(\d+)$/.exec(move);
    if (!m) throw new Error(`Galaxies' answer: unexpected move '${move}'`);
    const [x, y] = [Number(m[1]), Number(m[2])];
    if (x % 2 === y % 2 || x > 2 * width || y > 2 * height)
      throw new Error(`Galaxies' answer: '${move}' is no edge of the grid`);
    if (x % 2 === 0 && x > 0 && x < 2 * width)
      borders[borderEdges.vertical(height, width, (y - 1) / 2, x / 2)] = 1;
    if (y % 2 === 0 && y > 0 && y < 2 * height)
      borders[borderEdges.horizontal(width, y / 2, (x - 1) / 2)] = 1;
  }
  return borders;
}
