// The eight orientations of a numlin puzzle (rotations and mirror images). The tip order breaks its last ties by
// reading order and looks at neighbours up, down, left, right, so each orientation of one puzzle is a different
// search of the same answers: how far their node counts spread shows how much of a change in nodes is luck
// (RESULTS.md, numlin18).
import type { Puzzle } from "../../../packages/numlin/src/puzzle.ts";

/** The orientations by number: bit 0 mirrors the columns, bit 1 the rows, bit 2 then swaps rows and columns. */
export const ORIENTATIONS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/** Where cell (r, c) of a `width` x `height` grid goes in orientation `t`, as [row, column, new width]. */
function place(t: number, width: number, height: number, r: number, c: number): [number, number, number] {
  const rr = (t & 2) !== 0 ? height - 1 - r : r;
  const cc = (t & 1) !== 0 ? width - 1 - c : c;
  return (t & 4) !== 0 ? [cc, rr, height] : [rr, cc, width];
}

/** Puzzle `p` in orientation `t` (0 is `p` itself); its answers are `p`'s answers turned the same way. */
export function oriented(p: Puzzle, t: number): Puzzle {
  const swap = (t & 4) !== 0;
  const numbers = new Array<number>(p.width * p.height);
  for (let r = 0; r < p.height; r++)
    for (let c = 0; c < p.width; c++) {
      const [rr, cc, w] = place(t, p.width, p.height, r, c);
      numbers[rr * w + cc] = p.numbers[r * p.width + c]!;
    }
  return { ...p, width: swap ? p.height : p.width, height: swap ? p.width : p.height, numbers };
}
