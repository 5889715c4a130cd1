// Pearl (Tatham's Masyu): `WxH:` then one place a cell, row by row: `B` a black pearl, `W` a white one, a run
// letter cells without one.
import { ParseError } from "@gridsmith/kit";
import { BLACK, NONE, type Puzzle, WHITE } from "@gridsmith/mashu";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function pearlPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, width * height, { numbers: "digit", symbols: "BW" });
  if (places.some((p) => typeof p === "number")) throw new ParseError("Pearl's description has no numbers");
  const pearls = places.map((p) => (p === "B" ? BLACK : p === "W" ? WHITE : NONE));
  return { width, height, pearls };
}
