// Light Up (Tatham's, puzz.link's Akari): `WxH:` then one place a cell, row by row: a digit a black cell with
// that number, `B` a black cell without one, a run letter white cells.
import { BLACK, type Puzzle, WHITE } from "@gridsmith/lightup";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function lightupPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, width * height, { numbers: "digit", symbols: "B" });
  return {
    width,
    height,
    cells: places.map((p) => (p === null ? WHITE : p === "B" ? BLACK : (p as number))),
  };
}
