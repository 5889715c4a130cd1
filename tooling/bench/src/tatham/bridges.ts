// Bridges (Tatham's Hashikake): `WxHmM:` (M the most bridges between two islands, 2 unless given) then one place
// a cell, row by row: a digit an island's number, `A`-`G` 10-16 (bridges.c, encode_game), a run letter water.
// puzz.link's Hashikake allows at most 2 bridges, so Tatham's m3 and m4 are other rules: refused here.

import { NO_NUMBER, type Puzzle } from "@gridsmith/hashikake";
import { ParseError } from "@gridsmith/kit";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

/** Why a Bridges game ID is not puzz.link's Hashikake (more than 2 bridges a pair), or undefined when it is. */
export function bridgesRefusal(id: string): string | undefined {
  const most = Number(/m(\d+)/.exec(parseSize(splitGameId(id).params).rest)?.[1] ?? 2);
  return most > 2 ? `up to ${most} bridges between two islands: puzz.link's Hashikake allows 2` : undefined;
}

export function bridgesPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const refusal = bridgesRefusal(id);
  if (refusal) throw new ParseError(refusal);
  const places = decodePlaces(desc, width * height, { numbers: "digit", symbols: "ABCDEFG" });
  const numbers = places.map((p) =>
    p === null ? NO_NUMBER : typeof p === "number" ? p : p.charCodeAt(0) - 65 + 10,
  );
  return { width, height, numbers };
}
