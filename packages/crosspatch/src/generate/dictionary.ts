import { chars, upper } from "../code-points.js";

/** The words of one length, with per (position, letter) bitsets over them. */
export interface LengthIndex {
  length: number;
  words: string[];
  /** `letters[i * length + p]`: letter index of word i at position p. */
  letters: Int32Array;
  /** 32-bit words per bitset over this length's words. */
  nb: number;
  /** Bitset of the words with letter a at position p: `bits.subarray(((p * A) + a) * nb, ...)`. */
  bits: Int32Array;
}

/**
 * The thesis's template-supported dictionary (Jensen 1997, §2.8): words indexed by length and by
 * (length, position, letter), so that a template such as `C?T??` is the AND of two bitsets. The thesis kept
 * linked lists of word references; bitsets over word ids are the same index, made fast.
 */
export class Dictionary {
  readonly alphabet: string[];
  private readonly letterOf: Map<string, number>;
  private readonly byLength = new Map<number, LengthIndex>();

  /**
   * Indexes `words`, uppercased and de-duplicated. Words with characters outside `keep` (default: A to Z)
   * are left out, so a dictionary with phrases or accents still gives plain grid words.
   */
  constructor(words: Iterable<string>, keep: RegExp = /^[A-Z]+$/) {
    const seen = new Set<string>();
    for (const raw of words) {
      const w = upper(raw.trim());
      if (chars(w).length >= 2 && keep.test(w)) seen.add(w);
    }
    const letters = new Set<string>();
    for (const w of seen) for (const ch of chars(w)) letters.add(ch);
    this.alphabet = [...letters].sort();
    this.letterOf = new Map(this.alphabet.map((ch, i) => [ch, i]));
    const groups = new Map<number, string[]>();
    for (const w of [...seen].sort()) {
      const L = chars(w).length;
      const g = groups.get(L);
      if (g) g.push(w);
      else groups.set(L, [w]);
    }
    const A = this.alphabet.length;
    for (const [length, list] of groups) {
      const nb = (list.length + 31) >>> 5;
      const letterCodes = new Int32Array(list.length * length);
      const bits = new Int32Array(length * A * nb);
      list.forEach((w, i) => {
        chars(w).forEach((ch, p) => {
          const a = this.letterOf.get(ch)!;
          letterCodes[i * length + p] = a;
          bits[(p * A + a) * nb + (i >>> 5)]! |= 1 << (i & 31);
        });
      });
      this.byLength.set(length, { length, words: list, letters: letterCodes, nb, bits });
    }
  }

  /** Number of distinct words. */
  get size(): number {
    let n = 0;
    for (const g of this.byLength.values()) n += g.words.length;
    return n;
  }

  /** The index of one length, or undefined when no word has it. */
  ofLength(length: number): LengthIndex | undefined {
    return this.byLength.get(length);
  }

  /** Letter index of a character, or -1 when no word has it. */
  letter(ch: string): number {
    return this.letterOf.get(ch) ?? -1;
  }

  /** The bitset of the words matching a template (`?`, `.` or `#` for an unknown letter). */
  matchBits(template: string): { index: LengthIndex; bits: Int32Array } | null {
    const cs = chars(upper(template));
    const index = this.byLength.get(cs.length);
    if (!index) return null;
    const A = this.alphabet.length;
    const out = new Int32Array(index.nb);
    const n = index.words.length;
    for (let i = 0; i < n; i++) out[i >>> 5]! |= 1 << (i & 31);
    cs.forEach((ch, p) => {
      if (ch === "?" || ch === "." || ch === "#") return;
      const a = this.letterOf.get(ch);
      if (a === undefined) out.fill(0);
      else for (let b = 0; b < index.nb; b++) out[b]! &= index.bits[(p * A + a) * index.nb + b]!;
    });
    return { index, bits: out };
  }

  /** The words matching a template such as `C?T??`, alphabetically. */
  match(template: string): string[] {
    const m = this.matchBits(template);
    if (!m) return [];
    const out: string[] = [];
    forEachBit(m.bits, (i) => out.push(m.index.words[i]!));
    return out;
  }
}

/** Calls `fn` with the index of every set bit, ascending. */
export function forEachBit(bits: Int32Array, fn: (i: number) => void): void {
  for (let b = 0; b < bits.length; b++) {
    let x = bits[b]!;
    while (x !== 0) {
      const low = x & -x;
      fn((b << 5) + (31 - Math.clz32(low)));
      x ^= low;
    }
  }
}

/** Number of set bits. */
export function popcount(bits: Int32Array): number {
  let n = 0;
  for (let b = 0; b < bits.length; b++) n += popcount32(bits[b]!);
  return n;
}

/** Number of set bits of one 32-bit word. */
export function popcount32(word: number): number {
  let x = word >>> 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
