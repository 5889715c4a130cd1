// Filling (Tatham's Fillomino): `WxH:` then one place a cell, row by row, a digit its given number (Tatham's
// generator keeps regions to 9 cells at most) and a run letter for cells without one; old IDs write `0` for an
// empty cell, read here as empty too.
import { NO_GIVEN, type Puzzle } from "@gridsmith/fillomino";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function fillingPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, width * height, { numbers: "digit" });
  return { width, height, givens: places.map((p) => (typeof p === "number" && p > 0 ? p : NO_GIVEN)) };
}
