// Slant (Tatham's Gokigen): `WxH:` then one place a grid point, (W+1) x (H+1) row by row: a digit 0-4 the
// point's clue, a run letter points without one. Its generator's answer (slant.c) is a `\` or `/` a cell, row by
// row.
import { BACKSLASH, NONE, type Puzzle, SLASH, type Solution } from "@gridsmith/gokigen";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function slantPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, (width + 1) * (height + 1), { numbers: "digit" });
  return { width, height, clues: places.map((p) => (p === null ? NONE : (p as number))) };
}

/** Tatham's answer as Gokigen's Solution: each cell's diagonal, row by row. */
export function slantAnswer(aux: string, width: number, height: number): Solution {
  if (aux.length !== width * height || /[^\\/]/.test(aux))
    throw new Error(`not a ${width}x${height} Slant answer: '${aux.slice(0, 20)}'`);
  return [...aux].map((c) => (c === "/" ? SLASH : BACKSLASH));
}
