// Pearl (Tatham's Masyu): `WxH:` then one place a cell, row by row: `B` a black pearl, `W` a white one, a run
// letter cells without one.
import { ParseError } from "@gridsmith/kit";
import { serializePuzzlink } from "../../../../packages/mashu/src/formats/puzzlink.ts";
import { BLACK, NONE, type Puzzle, WHITE } from "../../../../packages/mashu/src/puzzle.ts";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function pearlPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, width * height, { numbers: "digit", symbols: "BW" });
  if (places.some((p) => typeof p === "number")) throw new ParseError("Pearl's description has no numbers");
  const pearls = places.map((p) => (p === "B" ? BLACK : p === "W" ? WHITE : NONE));
  return { width, height, pearls };
}

export const pearlLink = (id: string): string => serializePuzzlink(pearlPuzzle(id));
