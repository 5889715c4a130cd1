import type { Rng } from "@gridsmith/kit";
import { chars, upper } from "../code-points.js";

/** A word placed in a layout. */
interface Placed {
  word: string[];
  row: number;
  col: number;
  down: boolean;
}

/**
 * A Kriss Kross layout of theme words: the longest word first, then each further word where it crosses the
 * letters already down at the most places, never touching another word side by side (so every run of two
 * or more cells is exactly one placed word). Words that cannot be placed are left out. Returns the filled
 * rows (space = no cell) and the words placed.
 */
export function sparseLayout(
  themeWords: readonly string[],
  rng: Rng,
  maxSize = 21,
): { rows: string[]; words: string[] } {
  const words = [
    ...new Set(
      themeWords.map((w) => upper(w.trim())).filter((w) => chars(w).length >= 2 && /^[^\s#]+$/.test(w)),
    ),
  ];
  rng.shuffle(words);
  words.sort((a, b) => chars(b).length - chars(a).length);
  const grid = new Map<string, { ch: string; across: boolean; down: boolean }>();
  const key = (r: number, c: number) => `${r},${c}`;
  const placed: Placed[] = [];
  let minR = 0;
  let maxR = 0;
  let minC = 0;
  let maxC = 0;

  const fits = (w: string[], row: number, col: number, down: boolean): number => {
    const dr = down ? 1 : 0;
    const dc = down ? 0 : 1;
    const endR = row + dr * (w.length - 1);
    const endC = col + dc * (w.length - 1);
    if (Math.max(maxR, endR) - Math.min(minR, row) + 1 > maxSize) return -1;
    if (Math.max(maxC, endC) - Math.min(minC, col) + 1 > maxSize) return -1;
    if (grid.has(key(row - dr, col - dc)) || grid.has(key(endR + dr, endC + dc))) return -1;
    let crossings = 0;
    for (let k = 0; k < w.length; k++) {
      const r = row + dr * k;
      const c = col + dc * k;
      const at = grid.get(key(r, c));
      if (at) {
        if (at.ch !== w[k] || (down ? at.down : at.across)) return -1;
        crossings++;
      } else if (grid.has(key(r + dc, c + dr)) || grid.has(key(r - dc, c - dr))) {
        return -1;
      }
    }
    return crossings;
  };

  const put = (w: string[], row: number, col: number, down: boolean) => {
    for (let k = 0; k < w.length; k++) {
      const r = row + (down ? k : 0);
      const c = col + (down ? 0 : k);
      const at = grid.get(key(r, c)) ?? { ch: w[k]!, across: false, down: false };
      if (down) at.down = true;
      else at.across = true;
      grid.set(key(r, c), at);
      minR = Math.min(minR, r);
      maxR = Math.max(maxR, r);
      minC = Math.min(minC, c);
      maxC = Math.max(maxC, c);
    }
    placed.push({ word: w, row, col, down });
  };

  for (const text of words) {
    const w = chars(text);
    if (placed.length === 0) {
      if (w.length <= maxSize) put(w, 0, 0, false);
      continue;
    }
    let best: [number, number, boolean] | null = null;
    let bestScore = 0;
    for (const [k, cell] of grid) {
      const [r, c] = k.split(",").map(Number) as [number, number];
      for (const down of [false, true]) {
        if (down ? cell.down : cell.across) continue;
        for (let i = 0; i < w.length; i++) {
          if (w[i] !== cell.ch) continue;
          const row = down ? r - i : r;
          const col = down ? c : c - i;
          const score = fits(w, row, col, down);
          // Random tie-breaks give variety from seed to seed.
          const s = score + rng.next() * 0.5;
          if (score > 0 && s > bestScore) {
            bestScore = s;
            best = [row, col, down];
          }
        }
      }
    }
    if (best) put(w, ...best);
  }
  const rows: string[] = [];
  for (let r = minR; r <= maxR; r++) {
    let line = "";
    for (let c = minC; c <= maxC; c++) line += grid.get(key(r, c))?.ch ?? " ";
    rows.push(line.replace(/ +$/, ""));
  }
  return { rows, words: placed.map((p) => p.word.join("")) };
}
