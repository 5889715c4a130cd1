import { solveLineBits } from "../line/bits.js";
import { solveLineWordMasks } from "../line/words.js";

/**
 * A lossy hash table of line results: (line, filled, empty) -> the solved masks, or a conflict. A table
 * holds either lines of at most 30 cells, their masks one number each (`maskWords` 1: `find`, `store`,
 * `solveLine`), or longer lines, their masks `maskWords` 32-bit words each (`solveLineWords`). The same partial line comes back again and again while probing and searching, and a
 * lookup costs a fraction of a line solve. Open addressing over one typed array, an entry's five numbers side
 * by side (a lookup reads one cache line, where five parallel arrays cost up to five misses; a sixth of a
 * nonogram search waited on them). A full neighbourhood overwrites its home slot, so the table never grows
 * and never needs clearing; a slot's first number is its line + 1, so a fresh (zeroed) table is empty.
 * A word-mask entry is line + 1, 1 or 0 (a completion or a conflict: any word of a long line's mask may be
 * -1), the key's filled and empty words, then the result's, padded to a power of two.
 */
export class LineCache {
  private readonly mask: number;
  private readonly slots: Int32Array;
  /** Words a mask of a word-mask entry (1: the one-number methods) and numbers an entry. */
  readonly maskWords: number;
  private readonly stride: number;
  hits = 0;
  misses = 0;

  constructor(bits = 16, maskWords = 1) {
    const size = 1 << bits;
    this.mask = size - 1;
    this.maskWords = maskWords;
    this.stride = maskWords === 1 ? STRIDE : 1 << (32 - Math.clz32(2 + 4 * maskWords - 1));
    this.slots = new Int32Array(size * this.stride);
  }

  private home(line: number, filled: number, empty: number): number {
    let h =
      Math.imul(filled, 0x9e3779b1) ^ Math.imul(empty + 0x7f4a7c15, 0x85ebca6b) ^ Math.imul(line, 0xc2b2ae35);
    h ^= h >>> 15;
    return h & this.mask;
  }

  /** Slot holding the entry, or -1. */
  find(line: number, filled: number, empty: number): number {
    const mask = this.mask;
    const slots = this.slots;
    let i = this.home(line, filled, empty);
    for (let probe = 0; probe < 4; probe++, i = (i + 1) & mask) {
      const at = i * STRIDE;
      const l = slots[at]!;
      if (l === line + 1 && slots[at + 1] === filled && slots[at + 2] === empty) {
        this.hits++;
        return i;
      }
      if (l === 0) break;
    }
    this.misses++;
    return -1;
  }

  /** Solved filled mask of a slot, or -1 for a line that has no completion. */
  resultFilled(slot: number): number {
    return this.slots[slot * STRIDE + 3]!;
  }

  /** Solved empty mask of a slot (meaningless when resultFilled is -1). */
  resultEmpty(slot: number): number {
    return this.slots[slot * STRIDE + 4]!;
  }

  /**
   * Line `line`'s solved masks (see `solveLineBits`, whose plain arguments it takes: this is the hot path) written to `out`, from the
   * table when it has them, else solved and stored; false when the line has no completion.
   */
  solveLine(
    line: number,
    clues: ArrayLike<number>,
    start: number,
    k: number,
    n: number,
    filled: number,
    empty: number,
    out: Int32Array,
  ): boolean {
    const slot = this.find(line, filled, empty);
    if (slot >= 0) {
      out[0] = this.slots[slot * STRIDE + 3]!;
      out[1] = this.slots[slot * STRIDE + 4]!;
      return out[0] !== -1;
    }
    const ok = solveLineBits(clues, start, k, n, filled, empty, out);
    this.store(line, filled, empty, ok ? out[0]! : -1, ok ? out[1]! : -1);
    return ok;
  }

  /** Stores a result; `outFilled` -1 records a conflict. */
  store(line: number, filled: number, empty: number, outFilled: number, outEmpty: number): void {
    const mask = this.mask;
    const slots = this.slots;
    const home = this.home(line, filled, empty);
    let i = home;
    for (let probe = 0; probe < 4; probe++, i = (i + 1) & mask) {
      if (slots[i * STRIDE] === 0) break;
    }
    if (slots[i * STRIDE] !== 0) i = home;
    const at = i * STRIDE;
    slots[at] = line + 1;
    slots[at + 1] = filled;
    slots[at + 2] = empty;
    slots[at + 3] = outFilled;
    slots[at + 4] = outEmpty;
  }

  private homeWords(line: number, masks: Int32Array): number {
    let h = Math.imul(line, 0xc2b2ae35);
    for (let i = 0; i < 2 * this.maskWords; i++) h = Math.imul(h ^ masks[i]!, 0x9e3779b1) ^ (h >>> 15);
    h ^= h >>> 15;
    return h & this.mask;
  }

  /**
   * For a table of word masks: line `line`'s solved masks (see `solveLineWordMasks`, whose layout `masks` and
   * `out` use, `maskWords` words a mask) written to `out`, from the table when it has them, else solved and
   * stored; false when the line has no completion. `out` must not be `masks`.
   */
  solveLineWords(
    line: number,
    clues: ArrayLike<number>,
    start: number,
    k: number,
    n: number,
    masks: Int32Array,
    out: Int32Array,
  ): boolean {
    const mask = this.mask;
    const slots = this.slots;
    const stride = this.stride;
    const key = 2 * this.maskWords;
    const home = this.homeWords(line, masks);
    let i = home;
    let free = -1;
    for (let probe = 0; probe < 4; probe++, i = (i + 1) & mask) {
      const at = i * stride;
      const l = slots[at]!;
      if (l === 0) {
        free = i;
        break;
      }
      if (l !== line + 1) continue;
      let same = true;
      for (let j = 0; j < key && same; j++) same = slots[at + 2 + j] === masks[j];
      if (!same) continue;
      this.hits++;
      if (slots[at + 1] === 0) return false;
      for (let j = 0; j < key; j++) out[j] = slots[at + 2 + key + j]!;
      return true;
    }
    this.misses++;
    const ok = solveLineWordMasks(clues, start, k, n, masks, this.maskWords, out);
    const at = (free >= 0 ? free : home) * stride;
    slots[at] = line + 1;
    slots[at + 1] = ok ? 1 : 0;
    for (let j = 0; j < key; j++) slots[at + 2 + j] = masks[j]!;
    if (ok) for (let j = 0; j < key; j++) slots[at + 2 + key + j] = out[j]!;
    return ok;
  }
}

// Five numbers an entry, padded to eight: two entries a 64-byte cache line, never one across two.
const STRIDE = 8;
