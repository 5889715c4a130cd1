// Light Up (Tatham's, puzz.link's Akari): `WxH:` then one place a cell, row by row: a digit a black cell with
// that number, `B` a black cell without one, a run letter white cells.
import { serializePuzzlink } from "../../../../packages/lightup/src/formats/puzzlink.ts";
import { BLACK, type Puzzle, WHITE } from "../../../../packages/lightup/src/puzzle.ts";
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

export const lightupLink = (id: string): string => serializePuzzlink(lightupPuzzle(id));
