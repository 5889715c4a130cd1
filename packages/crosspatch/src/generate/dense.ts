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
  // Every slot longer than maxLength is met in scan order and `pick` chooses a cell of it to block (the random
  // choice draws one number); the scan stops at the first slot shorter than minLength (ok false).
  const midOf = (start: number, len: number) => start + Math.floor(rng.next() * len);
  const runsOk = (pick: Pick = midOf): { ok: boolean; long: [number, number][] } => {
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
              const mid = pick(start, len, down);
              long.push(down ? [mid, i] : [i, mid]);
            }
            start = -1;
          }
        }
      }
    }
    return { ok: true, long };
  };
  // One buffer for every check: a pattern makes thousands of them.
  const seen = new Uint8Array(rows * cols);
  const stack = new Int32Array(rows * cols);
  const connected = (): boolean => {
    seen.fill(0);
    let total = 0;
    let first = -1;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++)
        if (open[r]![c]) {
          total++;
          if (first < 0) first = r * cols + c;
        }
    if (first < 0) return false;
    let top = 0;
    stack[top++] = first;
    seen[first] = 1;
    let n = 0;
    while (top > 0) {
      const at = stack[--top]!;
      const r = Math.floor(at / cols);
      const c = at - r * cols;
      n++;
      const visit = (a: number, b: number) => {
        if (a >= 0 && b >= 0 && a < rows && b < cols && open[a]![b] && seen[a * cols + b] === 0) {
          seen[a * cols + b] = 1;
          stack[top++] = a * cols + b;
        }
      };
      visit(r + 1, c);
      visit(r - 1, c);
      visit(r, c + 1);
      visit(r, c - 1);
    }
    return n === total;
  };
  const setPair = (r: number, c: number, value: boolean) => {
    open[r]![c] = value;
    open[rows - 1 - r]![cols - 1 - c] = value;
  };
  const limit = rows * cols * 8;
  let failed = 0;
  for (let tries = 0; tries < limit; tries++) {
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
    if (after.ok && connected()) failed = 0;
    else {
      setPair(r, c, true);
      // Blocks are only ever added: once no cell of a long slot can be blocked, none ever will be.
      if (++failed % STUCK_CHECK === 0) {
        const stuck = stuckDraws(runsOk, setPair, connected);
        if (stuck) {
          drawLikeStuckTries(rng, stuck, limit - tries - 1);
          return null;
        }
      }
    }
  }
  return null;
}

// Failed tries in a row after which the pattern is checked for being stuck.
const STUCK_CHECK = 64;

/** Chooses the cell of a long slot (cells `start` .. `start + len - 1` of its line) to block. */
type Pick = (start: number, len: number, down: boolean) => number;

/** A long slot of a stuck pattern: its first cell, its direction and length, and what blocking each cell draws. */
interface StuckSlot {
  row: number;
  col: number;
  down: boolean;
  len: number;
  /** For each cell of the slot, how many numbers the scan after blocking it draws. */
  draws: number[];
}

/**
 * The long slots, in the scan's order, when no cell of any of them can be blocked (the scan after blocking
 * finds a short slot, or the open cells fall apart), with what each try would draw; null when some cell can
 * be. Draws nothing and leaves the pattern as it was.
 */
function stuckDraws(
  runsOk: (pick: Pick) => { ok: boolean; long: [number, number][] },
  setPair: (r: number, c: number, value: boolean) => void,
  connected: () => boolean,
): StuckSlot[] | null {
  const shapes: { down: boolean; len: number }[] = [];
  const starts = runsOk((start, len, down) => {
    shapes.push({ down, len });
    return start;
  }).long;
  const slots: StuckSlot[] = [];
  for (let k = 0; k < starts.length; k++) {
    const [row, col] = starts[k]!;
    const { down, len } = shapes[k]!;
    const draws: number[] = [];
    for (let p = 0; p < len; p++) {
      const r = down ? row + p : row;
      const c = down ? col : col + p;
      let drawn = 0;
      setPair(r, c, false);
      const after = runsOk(() => {
        drawn++;
        return 0;
      });
      const blocks = after.ok && connected();
      setPair(r, c, true);
      if (blocks) return null;
      draws.push(drawn);
    }
    slots.push({ row, col, down, len, draws });
  }
  return slots;
}

/**
 * Draws from `rng` what `tries` more tries on a stuck pattern would: a cell of every long slot, one of them
 * chosen, and the scan after blocking it (then undone). The same numbers drawn keep each seed's puzzle the
 * same, without a scan per try: a 25x25 pattern spent nine tenths of its time stuck.
 */
function drawLikeStuckTries(rng: Rng, slots: readonly StuckSlot[], tries: number): void {
  const cells = new Array<number>(slots.length);
  for (let t = 0; t < tries; t++) {
    slots.forEach((slot, k) => {
      cells[k] = Math.floor(rng.next() * slot.len);
    });
    const k = rng.int(slots.length);
    for (let d = slots[k]!.draws[cells[k]!]!; d > 0; d--) rng.next();
  }
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
