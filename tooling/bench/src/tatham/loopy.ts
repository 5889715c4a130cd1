// Loopy (Tatham's Slitherlink): `WxHtT:` (T the grid type, 0 squares, the default) then one place a face in
// the grid's order (for squares row by row): a digit the face's clue, a run letter faces without one. Loopy's
// other grids (triangles, hexagons, Penrose, ...) are not puzz.link's Slitherlink: refused here.
import { ParseError } from "@gridsmith/kit";
import type { Puzzle } from "@gridsmith/slitherlink";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

/** Why a Loopy game ID is not puzz.link's Slitherlink (a grid of other faces), or undefined when it is. */
export function loopyRefusal(id: string): string | undefined {
  const grid = /t(\d+)/.exec(parseSize(splitGameId(id).params).rest)?.[1] ?? "0";
  return grid === "0" ? undefined : `grid type t${grid} is not squares: puzz.link's Slitherlink is`;
}

export function loopyPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const refusal = loopyRefusal(id);
  if (refusal) throw new ParseError(refusal);
  const places = decodePlaces(desc, width * height, { numbers: "digit" });
  return { width, height, clues: places.map((p) => (p === null ? -1 : (p as number))) };
}
