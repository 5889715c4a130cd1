// Bridges (Tatham's Hashikake): `WxHmM:` (M the most bridges between two islands, 2 unless given) then one place
// a cell, row by row: a digit an island's number, `A`-`G` 10-16 (bridges.c, encode_game), a run letter water.
// puzz.link's Hashikake allows at most 2 bridges, so Tatham's m3 and m4 are other rules: refused here.
import { ParseError } from "@gridsmith/kit";
import { serializePuzzlink } from "../../../../packages/hashikake/src/formats/puzzlink.ts";
import { NO_NUMBER, type Puzzle } from "../../../../packages/hashikake/src/puzzle.ts";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

export function bridgesPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height, rest } = parseSize(params);
  const most = Number(/m(\d+)/.exec(rest)?.[1] ?? 2);
  if (most > 2)
    throw new ParseError(`up to ${most} bridges between two islands: puzz.link's Hashikake allows 2`);
  const places = decodePlaces(desc, width * height, { numbers: "digit", symbols: "ABCDEFG" });
  const numbers = places.map((p) =>
    p === null ? NO_NUMBER : typeof p === "number" ? p : p.charCodeAt(0) - 65 + 10,
  );
  return { width, height, numbers };
}

export const bridgesLink = (id: string): string => serializePuzzlink(bridgesPuzzle(id));
