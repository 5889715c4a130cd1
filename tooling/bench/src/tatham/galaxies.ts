// Galaxies (Tatham's Tentaisho): `WxH:` then the dots on the (2W-1) x (2H-1) lattice of cell centres, edge
// midpoints and inner corners, row by row, the lattice puzz.link's Tentaisho numbers its stars on. Unlike the
// other games, a letter counts the empty places BEFORE a dot: `a`-`y` 0-24 empty places then a white dot, `A`-`Y`
// the same then a black one, `z` 25 empty places and no dot (galaxies.c, encode_game).
import { ParseError } from "@gridsmith/kit";
import { BLACK_STAR, NO_STAR, type Puzzle, starCount, WHITE_STAR } from "@gridsmith/tentaisho";
import { parseSize, splitGameId } from "./decode.ts";

export function galaxiesPuzzle(id: string): Puzzle {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const count = starCount({ width, height });
  const stars: number[] = new Array(count).fill(NO_STAR);
  let at = 0;
  for (let i = 0; i < desc.length; i++) {
    const ch = desc[i]!;
    if (ch === "z") {
      at += 25;
      continue;
    }
    const white = ch >= "a" && ch <= "y";
    if (!white && !(ch >= "A" && ch <= "Y"))
      throw new ParseError(`unexpected '${ch}' in the description`, 1, i + 1);
    at += ch.toLowerCase().charCodeAt(0) - 97;
    if (at >= count) throw new ParseError(`a dot past the ${count} places of the lattice`, 1, i + 1);
    stars[at++] = white ? WHITE_STAR : BLACK_STAR;
  }
  if (at > count) throw new ParseError(`the description runs past the ${count} places of the lattice`);
  return { width, height, stars };
}
