// Simon Tatham's Range is puzz.link's Kurodoko under its other name: shade cells so that no two shaded cells
// touch, the unshaded ones stay connected, and a number counts the unshaded cells it sees along its row and
// column, itself included. The same rules, so a game ID is read straight into a Kurodoko grid.
import type { NumberGrid } from "@gridsmith/kit/puzzlink";
import { decodePlaces, parseSize, splitGameId } from "./decode.ts";

/** No number in a cell (Kurodoko's EMPTY). */
const EMPTY = -1;

/** A Range game ID (`9x6:c7a5_6...`) as a Kurodoko grid: -1 where no number stands. */
export function rangeToKurodoko(id: string): NumberGrid {
  const { params, desc } = splitGameId(id);
  const { width, height } = parseSize(params);
  const places = decodePlaces(desc, width * height, { numbers: "decimal" });
  return { width, height, cells: places.map((p) => (p === null ? EMPTY : (p as number))) };
}
