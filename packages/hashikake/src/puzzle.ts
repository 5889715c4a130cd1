import { cellNameAt, centreEdges, type GridSize, gridLimits, type Limits, lineCount } from "@gridsmith/kit";
import { HIDDEN_NUMBER as HIDDEN, MAX_NUMBER16 as MAX_NUMBER, NO_NUMBER } from "@gridsmith/kit/puzzlink";

// No island in a cell, an island without a number (puzz.link's `?`, `-` in a file: any count of bridges, none
// included), and the largest number a puzz.link link can write in a cell (an island's number past 8 has no
// answer): the kit's number codes.
export { HIDDEN, MAX_NUMBER, NO_NUMBER };
/** The most bridges between two islands. */
export const MAX_BRIDGES = 2;

/**
 * A Hashikake puzzle: `width` x `height` cells, row by row, each cell {@link NO_NUMBER} (water), {@link HIDDEN}
 * (an island without a number) or an island's number.
 */
export interface Puzzle extends GridSize {
  numbers: number[];
}

/**
 * An answer: per line between the centres of neighbouring cells (kit's `centreEdges` numbering: the
 * horizontal ones row by row, then the vertical ones), how many bridges run along it, 0 to 2. A bridge from
 * island to island lies on every line of its span with the same count, as pzprjs stores it.
 */
export type Solution = number[];

// Generator parameters: kit's side params, the grid is `size` x `size`.
export type { SideParams as Params } from "@gridsmith/kit";

/** The sizes this type accepts on every way in, checked before anything is sized by the input. */
export const limits: Limits = gridLimits(64, {
  // 64 holds Janko's largest Hashi (40x60).
  notes: `numbers -1 (no island), -2 (an island without a number) or 0 to ${MAX_NUMBER}`,
});

/**
 * A place a bridge can go: two islands facing each other along a row (`across`) or a column with only water
 * between them, the water cells between, and the lines (kit's `centreEdges`) from the one island to the other.
 */
export interface BridgeSpan {
  from: number;
  to: number;
  across: boolean;
  water: number[];
  lines: number[];
}

// The lines between the centres of neighbouring cells: kit's, in its `centreEdges` numbering.
export { cellLines, lineCount } from "@gridsmith/kit";

/** Whether cell `i` is an island. */
export const isIsland = (p: Pick<Puzzle, "numbers">, i: number) => p.numbers[i] !== NO_NUMBER;

/** The islands, in reading order. */
export const islands = (p: Pick<Puzzle, "numbers">) =>
  p.numbers.flatMap((n, i) => (n === NO_NUMBER ? [] : [i]));

/**
 * Every place a bridge can go, in reading order of its first island, the one across before the one down.
 */
export function bridgeSpans(p: Puzzle): BridgeSpan[] {
  const { width: w, height: h } = p;
  const out: BridgeSpan[] = [];
  for (const from of islands(p)) {
    const row = Math.floor(from / w);
    const col = from % w;
    for (const across of [true, false]) {
      const step = across ? 1 : w;
      const water: number[] = [];
      const lines = [across ? centreEdges.right(w, row, col) : centreEdges.down(h, w, row, col)];
      let at = from + step;
      const inside = (i: number) => (across ? i < (row + 1) * w : i < w * h);
      if ((across && col === w - 1) || (!across && row === h - 1)) continue;
      while (inside(at) && !isIsland(p, at)) {
        water.push(at);
        const r = Math.floor(at / w);
        const c = at % w;
        const more = across ? c < w - 1 : r < h - 1;
        if (!more) break;
        lines.push(across ? centreEdges.right(w, r, c) : centreEdges.down(h, w, r, c));
        at += step;
      }
      if (inside(at) && isIsland(p, at)) out.push({ from, to: at, across, water, lines });
    }
  }
  return out;
}

/** Per line of the grid, the index of the span it lies on in `spans`, -1 for none. */
export function spanOfLine(p: Puzzle, spans: readonly BridgeSpan[]): number[] {
  const of = new Array<number>(lineCount(p)).fill(-1);
  spans.forEach((s, k) => {
    for (const l of s.lines) of[l] = k;
  });
  return of;
}

/** A person's name for a span: its two islands. */
export const spanName = (p: Puzzle, s: BridgeSpan) =>
  `the bridge from ${cellNameAt(s.from, p.width)} to ${cellNameAt(s.to, p.width)}`;

/** The answer of `counts` (one a span, in `spans`' order) as per-line counts. */
export function spanCountsToLines(
  p: Puzzle,
  spans: readonly BridgeSpan[],
  counts: readonly number[],
): Solution {
  const lines = new Array<number>(lineCount(p)).fill(0);
  spans.forEach((s, k) => {
    for (const l of s.lines) lines[l] = counts[k] ?? 0;
  });
  return lines;
}
