import { coverPieces, type Piece } from "@gridsmith/kit/pieces";
import { arrowOf, CIRCLE, EMPTY, type Puzzle, UNKNOWN } from "./puzzle.js";

/**
 * The most cells, summed over every L the clues allow, that a puzzle may have: the model holds each, so this
 * bounds its size (a large grid with few clues could take more).
 */
export const MAX_COVER = 3_000_000;

/**
 * Calls `visit` with each L shape the clues allow: a corner and two arms (one up or down, one left or right)
 * of at least one cell each. A circle lies only on a corner, of its number's size when it has one; an arrow
 * lies only at an arm's far end, pointing back along the arm; `?` and empty cells lie anywhere. Stops when
 * `visit` returns false.
 */
export function eachL(p: Puzzle, visit: (corner: number, cells: number[]) => boolean): void {
  const { width: w, height: h, clues } = p;
  const free = (clue: number) => clue === EMPTY || clue === UNKNOWN;
  // How far an arm from (r, c) along (dr, dc) may run: each length whose cells the clues allow.
  const arm = (r: number, c: number, dr: number, dc: number): number[][] => {
    const out: number[][] = [];
    const cells: number[] = [];
    for (let k = 1; ; k++) {
      const y = r + dr * k;
      const x = c + dc * k;
      if (y < 0 || y >= h || x < 0 || x >= w) break;
      const clue = clues[y * w + x]!;
      cells.push(y * w + x);
      // An arrow here ends the arm when it points back at the corner; either way the arm goes no further.
      if (clue === arrowOf(-dr, -dc) || free(clue)) out.push([...cells]);
      if (!free(clue)) break;
    }
    return out;
  };
  for (let i = 0; i < w * h; i++) {
    const clue = clues[i]!;
    if (!free(clue) && clue !== CIRCLE && clue < 0) continue;
    const r = Math.floor(i / w);
    const c = i % w;
    for (const dr of [-1, 1])
      for (const dc of [-1, 1]) {
        const down = arm(r, c, dr, 0);
        const across = arm(r, c, 0, dc);
        for (const a of down)
          for (const b of across) {
            if (clue >= 0 && a.length + b.length + 1 !== clue) continue;
            if (!visit(i, [i, ...a, ...b])) return;
          }
      }
  }
}

/**
 * Every L the clues allow (as `eachL` visits them), owned by its corner, its cells the corner first and then
 * each arm outward. Throws a RangeError when they cover more than {@link MAX_COVER} cells in all (`validate`
 * says so first).
 */
export const lShapes = (p: Puzzle): Piece[] =>
  coverPieces((visit) => eachL(p, visit), MAX_COVER, "the clues' L shapes");
