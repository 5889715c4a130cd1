// The Tatham games this bench converts, each with its binary (Debian's sgt-puzzles), the puzz.link genre its
// puzzles become, and its converter from a game ID to that genre's link (written by the genre's own writer).
import { bridgesLink } from "./bridges.ts";
import { fillingLink } from "./filling.ts";
import { galaxiesLink } from "./galaxies.ts";
import { lightupLink } from "./lightup.ts";
import { loopyLink } from "./loopy.ts";
import { pearlLink } from "./pearl.ts";
import { slantLink } from "./slant.ts";

export interface TathamGame {
  /** Tatham's name, also the binary's: `/usr/games/sgt-NAME`. */
  readonly name: string;
  /** Our package's type id. */
  readonly type: string;
  readonly link: (id: string) => string;
}

export const TATHAM_GAMES: readonly TathamGame[] = [
  { name: "filling", type: "fillomino", link: fillingLink },
  { name: "galaxies", type: "tentaisho", link: galaxiesLink },
  { name: "lightup", type: "lightup", link: lightupLink },
  { name: "bridges", type: "hashikake", link: bridgesLink },
  { name: "slant", type: "gokigen", link: slantLink },
  { name: "loopy", type: "slitherlink", link: loopyLink },
  { name: "pearl", type: "mashu", link: pearlLink },
];

export function tathamGame(name: string): TathamGame {
  const game = TATHAM_GAMES.find((g) => g.name === name);
  if (!game)
    throw new Error(
      `no converter for Tatham's '${name}' (known: ${TATHAM_GAMES.map((g) => g.name).join(", ")})`,
    );
  return game;
}
