// A third layout generator for crosspatch's no-given fills, like published "fill-in" puzzles: a compact
// Kriss Kross in a fixed box where each next word is put where it crosses the most letters already down
// (of many places tried), so words cross at several letters each and a slot's crossings leave few words.
// Written apart from the package's `sparseLayout` (theme words first, longest first) and from
// `randomLengthLayout` (one crossing per word, mostly).
import type { CrosspatchPuzzle } from "@gridsmith/crosspatch";
import type { Rng } from "@gridsmith/kit";
import { WordGrid } from "../word-grid.ts";

/** What shapes a crossing layout. */
export interface CrossingLayoutOptions {
  /** Words to place (fewer when the box is full). */
  words: number;
  /** The box's side, in cells. */
  size: number;
  /** Word lengths to draw from, uniformly (repeat a length to weigh it). */
  lengths: readonly number[];
  /** Random open cells whose places are scored for each word (more: denser, slower). */
  probes?: number;
}

/**
 * `options.words` distinct words from `byLength` (fewer when no more fit) in a `size` x `size` box. Each step
 * scores every place through a few random cells that have a word one way only (each length of
 * `options.lengths`, each offset), best first by the letters it would cross, and puts there the first word
 * of that length matching those letters (scanned from a random start); ties break at random. No two words
 * touch side by side, so every run of two or more cells is one word. No given letter.
 */
export function crossingLayout(
  byLength: Map<number, string[]>,
  options: CrossingLayoutOptions,
  rng: Rng,
): CrosspatchPuzzle {
  const { size, lengths } = options;
  const probes = options.probes ?? 6;
  // Keys r * size + c, as when the sets measured in RESULTS.md were made: the cell before an across word at
  // the box's left side (or after one at its right) has the key of the cell at the other end of the row
  // above (or below), so `pattern` refuses the place when that cell holds a letter. Kept so that a seed
  // gives the layout it gave.
  const board = new WordGrid({
    key: (r, c) => r * size + c,
    rowCol: (k) => [Math.floor(k / size), k % size],
  });
  const { cells: grid, used, open, key } = board;
  const inside = (r: number, c: number) => r >= 0 && c >= 0 && r < size && c < size;

  /** The letters a word must have at a place (null where free), or null when the place is not allowed. */
  const pattern = (L: number, r: number, c: number, down: boolean): (string | null)[] | null => {
    const [dr, dc] = down ? [1, 0] : [0, 1];
    if (!inside(r, c) || !inside(r + dr * (L - 1), c + dc * (L - 1))) return null;
    if (grid.has(key(r - dr, c - dc)) || grid.has(key(r + dr * L, c + dc * L))) return null;
    const out: (string | null)[] = [];
    for (let i = 0; i < L; i++) {
      const [y, x] = [r + dr * i, c + dc * i];
      const cell = grid.get(key(y, x));
      if (cell) {
        if (down ? cell.down : cell.across) return null;
        out.push(cell.ch);
      } else {
        const side = [
          [y + dc, x + dr],
          [y - dc, x - dr],
        ];
        if (side.some(([a, b]) => inside(a!, b!) && grid.has(key(a!, b!)))) return null;
        out.push(null);
      }
    }
    return out;
  };
  const place = (w: string, r: number, c: number, down: boolean) => board.place(w, r, c, down);
  const matching = (L: number, pat: (string | null)[]): string | undefined => {
    const list = byLength.get(L) ?? [];
    if (list.length === 0) return undefined;
    const start = rng.int(list.length);
    for (let j = 0; j < list.length; j++) {
      const w = list[(start + j) % list.length]!;
      if (!used.has(w) && pat.every((ch, i) => ch === null || w[i] === ch)) return w;
    }
    return undefined;
  };

  const first = rng.pick(lengths);
  place(rng.pick(byLength.get(first)!), Math.floor(size / 2), Math.floor((size - first) / 2), false);
  let stalls = 0;
  while (used.size < options.words && open.length > 0 && stalls < 50) {
    type Place = { L: number; r: number; c: number; down: boolean; pat: (string | null)[]; score: number };
    const places: Place[] = [];
    const wanted = rng.pick(lengths);
    for (let probe = 0; probe < probes && open.length > 0; probe++) {
      const i = rng.int(open.length);
      const cell = grid.get(open[i]!)!;
      if (cell.across && cell.down) {
        open[i] = open.at(-1)!;
        open.pop();
        probe--;
        continue;
      }
      const [r, c] = board.rowCol(open[i]!);
      const down = cell.across;
      for (const L of new Set(lengths)) {
        for (let k = 0; k < L; k++) {
          const [r0, c0] = down ? [r - k, c] : [r, c - k];
          const pat = pattern(L, r0, c0, down);
          if (!pat) continue;
          const crossings = pat.filter((ch) => ch !== null).length;
          // A drawn length first among places of as many crossings, so `lengths` weighs the mix.
          const bonus = L === wanted ? 0.45 : 0;
          places.push({ L, r: r0, c: c0, down, pat, score: crossings + bonus + rng.next() * 0.5 });
        }
      }
    }
    places.sort((a, b) => b.score - a.score);
    let done = false;
    for (const pl of places) {
      const w = matching(pl.L, pl.pat);
      if (w) {
        place(w, pl.r, pl.c, pl.down);
        done = true;
        break;
      }
    }
    stalls = done ? 0 : stalls + 1;
  }
  return board.layout();
}
