// Loopy (Tatham's Slitherlink): `WxHtT:` (T the grid type, 0 squares, the default) then one place a face in
// the grid's order (for squares row by row): a digit the face's clue, a run letter faces without one. Loopy's
// other grids (triangles, hexagons, Penrose, ...) are not puzz.link's Slitherlink: refused here.
import { ParseError } from "@gridsmith/kit";
import { serializePuzzlink } from "../../../../packages/slitherlink/src/formats/puzzlink.ts";
import type { Puzzle } from "../../../../packages/slitherlink/src/puzzle.ts";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function loopyPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height, rest } = parseSize(params);
  const grid = /t(\d+)/.exec(rest)?.[1] ?? "0";
  if (grid !== "0") throw new ParseError(`grid type t${grid} is not squares: puzz.link's Slitherlink is`);
  const places = decodePlaces(desc, width * height, { numbers: "digit" });
  return { width, height, clues: places.map((p) => (p === null ? -1 : (p as number))) };
}

export const loopyLink = (id: string): string => serializePuzzlink(loopyPuzzle(id));
