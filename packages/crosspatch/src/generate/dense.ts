import type { Rng } from "@gridsmith/kit";
import { geometryOf } from "../geometry.js";
import { Dictionary } from "./dictionary.js";
import { fillGrid } from "./fill.js";

/** Options of the dense pattern: the shortest and longest slot. */
export interface PatternOptions {
  /** Shortest slot allowed; default 3. */
  minLength?: number;
  /** Longest slot allowed; default 7 (longer slots make a dense grid much harder to fill). */
  maxLength?: number;
}

/**
 * A crossword block pattern (`#` open, space block) of `rows` x `cols` with 180-degree symmetry: every open
 * cell lies in an across and a down slot of `minLength` or more, no slot is longer than `maxLength`, and the
 * open cells are connected. Null when the random blocks did not get there.
 */
export function densePattern(
  rows: number,
  cols: number,
  rng: Rng,
  options: PatternOptions = {},
): string[] | null {
  const minLength = options.minLength ?? 3;
  const maxLength = options.maxLength ?? 7;
  const open = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(true));
  const runsOk = (): { ok: boolean; long: [number, number][] } => {
    const long: [number, number][] = [];
    for (const down of [false, true]) {
      const lines = down ? cols : rows;
      const along = down ? rows : cols;
      for (let i = 0; i < lines; i++) {
        let start = -1;
        for (let k = 0; k <= along; k++) {
          const on = k < along && (down ? open[k]![i]! : open[i]![k]!);
          if (on && start < 0) start = k;
          if (!on && start >= 0) {
            const len = k - start;
            if (len < minLength) return { ok: false, long };
            if (len > maxLength) {
              const mid = start + Math.floor(rng.next() * len);
              long.push(down ? [mid, i] : [i, mid]);
            }
            start = -1;
          }
        }
      }
    }
    return { ok: true, long };
  };
  const connected = (): boolean => {
    const seen = Array.from({ length: rows }, () => new Array<boolean>(cols).fill(false));
    let first: [number, number] | null = null;
    let total = 0;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        if (open[r]![c]) {
          total++;
          first ??= [r, c];
        }
    if (!first) return false;
    const stack = [first];
    seen[first[0]]![first[1]] = true;
    let n = 0;
    while (stack.length > 0) {
      const [r, c] = stack.pop()!;
      n++;
      for (const [a, b] of [
        [r + 1, c],
        [r - 1, c],
        [r, c + 1],
        [r, c - 1],
      ] as const) {
        if (a >= 0 && b >= 0 && a < rows && b < cols && open[a]![b] && !seen[a]![b]) {
          seen[a]![b] = true;
          stack.push([a, b]);
        }
      }
    }
    return n === total;
  };
  const setPair = (r: number, c: number, value: boolean) => {
    open[r]![c] = value;
    open[rows - 1 - r]![cols - 1 - c] = value;
  };
  for (let tries = 0; tries < rows * cols * 8; tries++) {
    const { ok, long } = runsOk();
    if (ok && long.length === 0) {
      return open.map((row) =>
        row
          .map((o) => (o ? "#" : " "))
          .join("")
          .replace(/ +$/, ""),
      );
    }
    // Break a long slot where possible, else a random cell.
    const [r, c] = long.length > 0 ? long[rng.int(long.length)]! : [rng.int(rows), rng.int(cols)];
    if (!open[r]![c]) continue;
    setPair(r, c, false);
    const after = runsOk();
    if (!after.ok || !connected()) setPair(r, c, true);
  }
  return null;
}

/**
 * A dense grid filled from `words` (distinct words, so the published list has no repeats): patterns are
 * drawn until one fills within the node budget. Returns the filled rows and the slot words, or null.
 */
export function denseFill(
  rows: number,
  cols: number,
  words: readonly string[] | Dictionary,
  rng: Rng,
  options: PatternOptions & { attempts?: number; nodeLimit?: number } = {},
): { rows: string[]; words: string[] } | null {
  const dict = words instanceof Dictionary ? words : new Dictionary(words);
  for (let attempt = 0; attempt < (options.attempts ?? 60); attempt++) {
    const pattern = densePattern(rows, cols, rng, options);
    if (!pattern) continue;
    const fill = fillGrid(pattern, dict, { rng, nodeLimit: options.nodeLimit ?? 500 });
    if (fill.fills.length === 0) continue;
    const g = geometryOf(pattern);
    const filled = pattern.map((r) => [...r]);
    g.slots.forEach((slot, s) => {
      [...fill.fills[0]![s]!].forEach((ch, p) => {
        const cell = g.cells[slot.cells[p]!]!;
        filled[cell.row]![cell.col] = ch;
      });
    });
    return { rows: filled.map((r) => r.join("")), words: fill.fills[0]! };
  }
  return null;
}
