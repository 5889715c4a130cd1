// Bridges (Tatham's Hashikake): `WxHmM:` (M the most bridges between two islands, 2 unless given) then one place
// a cell, row by row: a digit an island's number, `A`-`G` 10-16 (bridges.c, encode_game), a run letter water.
// puzz.link's Hashikake allows at most 2 bridges, so Tatham's m3 and m4 are other rules: refused here. Its
// generator's answer (bridges.c) is `S` then `;`-separated moves: `Lx1,y1,x2,y2,n` n bridges from island x1,y1 to
// x2,y2, `Nx1,y1,x2,y2` a mark that no bridge goes there, `Mx,y` an island marked done.

import { lineCount, NO_NUMBER, type Puzzle, type Solution } from "@gridsmith/hashikake";
import { centreEdges, ParseError } from "@gridsmith/kit";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

/** Why a Bridges game ID is not puzz.link's Hashikake (more than 2 bridges a pair), or undefined when it is. */
export function bridgesRefusal(id: string): string | undefined {
  const most = Number(/m(\d+)/.exec(parseSize(splitGameId(id).params).rest)?.[1] ?? 2);
  return most > 2 ? `up to ${most} bridges between two islands: puzz.link's Hashikake allows 2` : undefined;
}

export function bridgesPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const refusal = bridgesRefusal(id);
  if (refusal) throw new ParseError(refusal);
  const places = decodePlaces(desc, width * height, { numbers: "digit", symbols: "ABCDEFG" });
  const numbers = places.map((p) =>
    p === null ? NO_NUMBER : typeof p === "number" ? p : p.charCodeAt(0) - 65 + 10,
  );
  return { width, height, numbers };
}

/** Tatham's answer as Hashikake's Solution: per line (kit's `centreEdges` numbering) the bridges along it. */
export function bridgesAnswer(aux: string, width: number, height: number): Solution {
  const moves = aux.split(";");
  if (moves[0] !== "S") throw new Error(`not a Bridges answer: '${aux.slice(0, 20)}'`);
  const lines = new Array<number>(lineCount({ width, height })).fill(0);
  for (const move of moves.slice(1)) {
    // Marks: the solver's notes, not bridges.
    if (/^M\d+,\d+$/.test(move) || /^N\d+,\d+,\d+,\d+$/.test(move)) continue;
    const m = /^L(\d+),(\d+),(\d+),(\d+),(\d+)$/.exec(move);
    if (!m) throw new Error(`Bridges' answer: unexpected move '${move}'`);
    const [x1, y1, x2, y2, n] = m.slice(1).map(Number) as [number, number, number, number, number];
    const inside = (x: number, y: number) => x < width && y < height;
    if ((x1 !== x2) === (y1 !== y2) || !inside(x1, y1) || !inside(x2, y2))
      throw new Error(`Bridges' answer: '${move}' is no bridge along a row or a column of the grid`);
    if (y1 === y2)
      for (let x = Math.min(x1, x2); x < Math.max(x1, x2); x++) lines[centreEdges.right(width, y1, x)] = n;
    else
      for (let y = Math.min(y1, y2); y < Math.max(y1, y2); y++)
        lines[centreEdges.down(height, width, y, x1)] = n;
  }
  return lines;
}
