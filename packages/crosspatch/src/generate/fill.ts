import { Trail, type TrailedInt32Array } from "@gridsmith/constraint";
import type { Rng, StopReason } from "@gridsmith/kit";
import { chars } from "../code-points.js";
import { geometryOf } from "../geometry.js";
import { type Dictionary, type LengthIndex, popcount, popcount32 } from "./dictionary.js";

/** How to fill a grid. */
export interface FillOptions {
  /**
   * Allow a word in more than one slot (the thesis's rules for Berghel–Rankin: repeats allowed, transposes
   * counted). Default false: a published fill-in lists each word once per use, so a generator wants
   * distinct words.
   */
  allowDuplicates?: boolean;
  /** Fills to find before stopping; default 1, Infinity to count them all. */
  limit?: number;
  /** Shuffles the order in which a slot's words are tried (for variety); default alphabetical. */
  rng?: Rng;
  nodeLimit?: number;
  timeoutMs?: number;
  /** Conflict-directed backjumping (the thesis's "connectivity" backtrack); default true. */
  backjump?: boolean;
}

/** What a fill found: every fill (one word per slot), whether the search was complete, and its effort. */
export interface FillResult {
  /** Each fill: one word per slot, in slot order (see `geometryOf`). */
  fills: string[][];
  complete: boolean;
  stoppedBy: StopReason;
  /** Word insertions tried (a node per word, Spring et al.'s convention). */
  nodes: number;
  /** Times the search jumped back over a decision that played no part in a failure. */
  backjumps: number;
}

class Stop extends Error {
  constructor(readonly reason: Exclude<StopReason, null>) {
    super(reason);
  }
}

/**
 * Fills a framework (`#` empty, space no cell, letters given) with words of a dictionary: whole words,
 * fewest candidates first, crossing letters propagated to a fixpoint after every insertion (and a used word
 * taken out of the other slots unless duplicates are allowed), conflict-directed backjumping on failure.
 * This is the thesis's recommendation (Jensen 1997, §8.1: whole-word insertion, cheapest first, a dynamic
 * element) with the template dictionary it designed but never used in its walks.
 */
export function fillGrid(grid: readonly string[], dict: Dictionary, options: FillOptions = {}): FillResult {
  const geometry = geometryOf(grid);
  const slots = geometry.slots;
  const n = slots.length;
  const A = dict.alphabet.length;
  if (A > 31) throw new RangeError(`a dictionary for filling may have at most 31 letters, not ${A}`);
  const limit = options.limit ?? 1;
  const dups = options.allowDuplicates ?? false;
  const backjump = options.backjump ?? true;
  const empty: FillResult = { fills: [], complete: true, stoppedBy: null, nodes: 0, backjumps: 0 };
  if (n === 0) return empty;
  const idx: LengthIndex[] = [];
  for (const s of slots) {
    const index = dict.ofLength(s.length);
    if (!index) return empty;
    idx.push(index);
  }
  const domStart = new Int32Array(n + 1);
  for (let s = 0; s < n; s++) domStart[s + 1] = domStart[s]! + idx[s]!.nb;
  const trail = new Trail();
  const dom: TrailedInt32Array = trail.int32(domStart[n]!);
  const size: TrailedInt32Array = trail.int32(n);
  const decidedAt = new Int32Array(n).fill(-1);
  // Crossings: per slot position, the crossing slot and its position there.
  const cross = slots.map((slot) =>
    slot.cells.map((id) => {
      const c = geometry.cells[id]!;
      return slot.down ? [c.across, c.acrossPos] : [c.down, c.downPos];
    }),
  );
  const sameLength = slots.map((slot) =>
    slots.filter((t) => t !== slot && t.length === slot.length).map((t) => t.index),
  );

  // Initial domains: every word of the length that keeps the given letters.
  for (let s = 0; s < n; s++) {
    const slot = slots[s]!;
    const template = slot.cells.map((id) => geometry.cells[id]!.given ?? "?").join("");
    const m = dict.matchBits(template)!;
    dom.values.set(m.bits, domStart[s]!);
    size.values[s] = popcount(m.bits);
  }

  // The letters each slot position can still take, cached with the slot's size when computed: a domain only
  // shrinks along a branch, so the same size means the same words, and a smaller one can only lose letters
  // (only the cached letters are looked for again). Both are trailed, so backtracking restores them.
  const posStart = new Int32Array(n + 1);
  for (let s = 0; s < n; s++) posStart[s + 1] = posStart[s]! + slots[s]!.length;
  const allLetters = A === 31 ? 0x7fffffff : (1 << A) - 1;
  const letterMask = trail.int32(posStart[n]!, allLetters);
  const maskSize = trail.int32(posStart[n]!, -1);

  const lettersOf = (s: number, p: number): number => {
    const at = posStart[s]! + p;
    const k = size.values[s]!;
    if (maskSize.values[at] === k) return letterMask.values[at]!;
    const index = idx[s]!;
    const base = domStart[s]!;
    const nb = index.nb;
    let mask = 0;
    if (k === 1) {
      for (let b = 0; b < nb; b++) {
        const x = dom.values[base + b]!;
        if (x !== 0) {
          mask = 1 << index.letters[((b << 5) + (31 - Math.clz32(x & -x))) * index.length + p]!;
          break;
        }
      }
    } else {
      for (let m = letterMask.values[at]!; m !== 0; m &= m - 1) {
        const a = 31 - Math.clz32(m & -m);
        const off = (p * A + a) * nb;
        for (let b = 0; b < nb; b++) {
          if ((dom.values[base + b]! & index.bits[off + b]!) !== 0) {
            mask |= 1 << a;
            break;
          }
        }
      }
    }
    if (letterMask.values[at] !== mask) letterMask.set(at, mask);
    maskSize.set(at, k);
    return mask;
  };

  /** Keeps in slot t only the words with a letter of `mask` at position q; returns whether it changed. */
  const revise = (t: number, q: number, mask: number): boolean => {
    // Nothing to remove when every letter the position may still hold is allowed.
    if ((letterMask.values[posStart[t]! + q]! & ~mask) === 0) return false;
    const index = idx[t]!;
    const nb = index.nb;
    const base = domStart[t]!;
    let changed = false;
    let removed = 0;
    for (let b = 0; b < nb; b++) {
      const x = dom.values[base + b]!;
      if (x === 0) continue;
      let allowed = 0;
      for (let m = mask; m !== 0; m &= m - 1) {
        const a = 31 - Math.clz32(m & -m);
        allowed |= index.bits[(q * A + a) * nb + b]!;
      }
      const y = x & allowed;
      if (y !== x) {
        removed += popcount32(x & ~y);
        dom.set(base + b, y);
        changed = true;
      }
    }
    if (changed) size.set(t, size.values[t]! - removed);
    return changed;
  };

  const removeWord = (t: number, i: number): boolean => {
    const at = domStart[t]! + (i >>> 5);
    const bit = 1 << (i & 31);
    const x = dom.values[at]!;
    if ((x & bit) === 0) return false;
    dom.set(at, x & ~bit);
    size.set(t, size.values[t]! - 1);
    return true;
  };

  const singleOf = (s: number): number => {
    const base = domStart[s]!;
    for (let b = 0; b < idx[s]!.nb; b++) {
      const x = dom.values[base + b]!;
      if (x !== 0) return (b << 5) + (31 - Math.clz32(x & -x));
    }
    return -1;
  };

  const queue: number[] = [];
  const queued = new Uint8Array(n);
  const push = (s: number) => {
    if (!queued[s]) {
      queued[s] = 1;
      queue.push(s);
    }
  };
  /** Propagates to a fixpoint; returns the slot that lost its last word, or -1. */
  const propagate = (): number => {
    let failed = -1;
    while (queue.length > 0 && failed < 0) {
      const s = queue.pop()!;
      queued[s] = 0;
      if (size.values[s] === 0) {
        failed = s;
        break;
      }
      const L = slots[s]!.length;
      for (let p = 0; p < L; p++) {
        const [t, q] = cross[s]![p]!;
        if (t! < 0) continue;
        if (revise(t!, q!, lettersOf(s, p))) {
          if (size.values[t!] === 0) {
            failed = t!;
            break;
          }
          push(t!);
        }
      }
      if (failed < 0 && !dups && size.values[s] === 1) {
        const w = singleOf(s);
        for (const t of sameLength[s]!) {
          if (removeWord(t, w)) {
            if (size.values[t] === 0) {
              failed = t;
              break;
            }
            push(t);
          }
        }
      }
    }
    if (failed >= 0) {
      for (const s of queue) queued[s] = 0;
      queue.length = 0;
    }
    return failed;
  };

  /** Decision depths that can have shaped slot z's domain: decided slots reachable through undecided ones. */
  const culprits = (z: number): Set<number> => {
    const out = new Set<number>();
    const seen = new Uint8Array(n);
    const stack = [z];
    seen[z] = 1;
    while (stack.length > 0) {
      const v = stack.pop()!;
      if (decidedAt[v]! >= 0) {
        out.add(decidedAt[v]!);
        if (v !== z) continue;
      }
      const next = cross[v]!.map(([t]) => t!).filter((t) => t >= 0);
      if (!dups) next.push(...sameLength[v]!);
      for (const t of next) {
        if (!seen[t]) {
          seen[t] = 1;
          stack.push(t);
        }
      }
    }
    return out;
  };

  const fills: string[][] = [];
  let nodes = 0;
  let backjumps = 0;
  const start = performance.now();
  const deadline = options.timeoutMs === undefined ? Number.POSITIVE_INFINITY : start + options.timeoutMs;
  const nodeLimit = options.nodeLimit ?? Number.POSITIVE_INFINITY;
  const ALL = null;

  /** Returns the decision depths the failure below depends on, or ALL when a fill was found below. */
  const dfs = (depth: number): Set<number> | typeof ALL => {
    let x = -1;
    let best = Number.POSITIVE_INFINITY;
    for (let s = 0; s < n; s++) {
      const k = size.values[s]!;
      if (k > 1 && k < best) {
        best = k;
        x = s;
      }
    }
    if (x < 0) {
      fills.push(slots.map((_, s) => idx[s]!.words[singleOf(s)]!));
      if (fills.length >= limit) throw new Stop("limit");
      return ALL;
    }
    const values: number[] = [];
    const base = domStart[x]!;
    for (let b = 0; b < idx[x]!.nb; b++) {
      for (let y = dom.values[base + b]!; y !== 0; y &= y - 1)
        values.push((b << 5) + (31 - Math.clz32(y & -y)));
    }
    if (options.rng) options.rng.shuffle(values);
    decidedAt[x] = depth;
    let found = false;
    const acc = new Set<number>();
    for (const i of values) {
      nodes++;
      if (nodes > nodeLimit) throw new Stop("nodes");
      if ((nodes & 127) === 0 && performance.now() > deadline) throw new Stop("timeout");
      const mark = trail.mark();
      for (let b = 0; b < idx[x]!.nb; b++) {
        const want = b === i >>> 5 ? 1 << (i & 31) : 0;
        if (dom.values[base + b] !== want) dom.set(base + b, want);
      }
      size.set(x, 1);
      push(x);
      const z = propagate();
      let conflict: Set<number> | typeof ALL;
      if (z >= 0) conflict = culprits(z);
      else conflict = dfs(depth + 1);
      trail.undoTo(mark);
      if (conflict === ALL) {
        found = true;
        continue;
      }
      if (backjump && !found && !conflict.has(depth)) {
        decidedAt[x] = -1;
        backjumps++;
        return conflict;
      }
      for (const d of conflict) if (d !== depth) acc.add(d);
    }
    decidedAt[x] = -1;
    if (found) return ALL;
    for (const d of culprits(x)) acc.add(d);
    return acc;
  };

  let stoppedBy: StopReason = null;
  try {
    for (let s = 0; s < n; s++) push(s);
    if (propagate() < 0) dfs(0);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    stoppedBy = e.reason;
  }
  return { fills, complete: stoppedBy === null, stoppedBy, nodes, backjumps };
}

/** The filled rows of a framework, given one word per slot (as {@link fillGrid} returns them). */
export function filledRows(grid: readonly string[], words: readonly string[]): string[] {
  const g = geometryOf(grid);
  const rows = Array.from({ length: g.rows }, () => new Array<string>(g.cols).fill(" "));
  for (const cell of g.cells) rows[cell.row]![cell.col] = cell.given ?? "#";
  g.slots.forEach((slot, s) => {
    chars(words[s]!).forEach((ch, p) => {
      const cell = g.cells[slot.cells[p]!]!;
      rows[cell.row]![cell.col] = ch;
    });
  });
  return rows.map((r) => r.join("").replace(/ +$/, ""));
}
