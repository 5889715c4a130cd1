// Slant (Tatham's Gokigen): `WxH:` then one place a grid point, (W+1) x (H+1) row by row: a digit 0-4 the
// point's clue, a run letter points without one.
import { NONE, type Puzzle } from "@gridsmith/gokigen";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function slantPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, (width + 1) * (height + 1), { numbers: "digit" });
  return { width, height, clues: places.map((p) => (p === null ? NONE : (p as number))) };
}
