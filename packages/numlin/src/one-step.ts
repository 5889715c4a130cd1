import { gridNeighbours } from "@gridsmith/kit";
import { labelVar } from "./model.js";
import { numberCells, type Puzzle } from "./puzzle.js";
import { lineBetween } from "./reduced.js";

/**
 * Another answer one step above `only` (model.ts's values of the sole reduced answer), or null, in which case
 * `only` is the only answer. Each reduction (reduced.ts's short cut, turn and U; the frontier sweep's short
 * cut) replaces a stretch of a path between two of its cells p and q by a way through cells it leaves empty;
 * so an answer one step above `only` has, in `only`, a piece of empty cells beside both p and q. Conversely
 * any such piece gives an answer other than `only`: the path runs from p through the piece to q instead (the
 * piece's cells hold no number, each gets two lines, p and q keep theirs). So one pass over the pieces stands
 * for the inverse of every reduction, with no second search. Returns that answer's values: the lines changed,
 * the rest `only`'s.
 */
export function reroutedElsewhere(puzzle: Puzzle, only: readonly number[]): number[] | null {
  const { width: w, height: h } = puzzle;
  const n = w * h;
  const k = numberCells(puzzle).size;
  const pair = (i: number) => only[labelVar(puzzle, i)]!;
  // The pieces of empty cells, each named by its first cell.
  const piece = new Int32Array(n).fill(-1);
  for (let s = 0; s < n; s++) {
    if (pair(s) !== k || piece[s] !== -1) continue;
    piece[s] = s;
    const stack = [s];
    while (stack.length > 0)
      for (const j of gridNeighbours(stack.pop()!, w, h))
        if (pair(j) === k && piece[j] === -1) {
          piece[j] = s;
          stack.push(j);
        }
  }
  // Per piece and pair, the first path cell beside it; a second cell of that pair beside it gives the answer.
  const seen = new Map<number, number>();
  for (let p = 0; p < n; p++) {
    if (pair(p) === k) continue;
    for (const j of gridNeighbours(p, w, h)) {
      if (piece[j] === -1) continue;
      const key = piece[j]! * k + pair(p);
      const other = seen.get(key);
      if (other === undefined) seen.set(key, p);
      else if (other !== p) return rerouted(puzzle, only, other, p, piece, piece[j]!);
    }
  }
  return null;
}

/** `only` with the stretch from p to q of their path replaced by a shortest way through piece `at`. */
function rerouted(
  puzzle: Puzzle,
  only: readonly number[],
  p: number,
  q: number,
  piece: Int32Array,
  at: number,
): number[] {
  const { width: w, height: h } = puzzle;
  const n = w * h;
  const drawn = (a: number, b: number) => only[lineBetween(puzzle, a, b)] === 1;
  // The stretch from p to q along drawn lines (one path, which is simple).
  const from = new Int32Array(n).fill(-1);
  from[p] = p;
  const queue = [p];
  for (let i = 0; i < queue.length && from[q] === -1; i++)
    for (const j of gridNeighbours(queue[i]!, w, h))
      if (from[j] === -1 && drawn(queue[i]!, j)) {
        from[j] = queue[i]!;
        queue.push(j);
      }
  if (from[q] === -1)
    throw new Error(`numlin: cells ${p} and ${q} hold one pair but no drawn path joins them`);
  const out = [...only];
  for (let c = q; c !== p; c = from[c]!) out[lineBetween(puzzle, from[c]!, c)] = 0;
  // A shortest way from p to q through the piece's cells (never p to q directly: the way enters the piece).
  const back = new Int32Array(n).fill(-1);
  back[p] = p;
  const ways = [p];
  for (let i = 0; i < ways.length && back[q] === -1; i++) {
    const c = ways[i]!;
    for (const j of gridNeighbours(c, w, h)) {
      const inside = piece[j] === at && c !== q;
      if (back[j] === -1 && (inside || (j === q && c !== p))) {
        back[j] = c;
        ways.push(j);
      }
    }
  }
  for (let c = q; c !== p; c = back[c]!) out[lineBetween(puzzle, back[c]!, c)] = 1;
  return out;
}
