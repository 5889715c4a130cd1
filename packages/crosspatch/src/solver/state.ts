import { Trail, type TrailedInt32Array } from "@gridsmith/constraint";
import type { Instance } from "./instance.js";

/**
 * Why a propagation step removed a word, kept only when someone asked for explanations (hints).
 * @internal
 */
export type Removal =
  | { kind: "letter"; slot: number; pos: number; letters: number[] }
  | { kind: "used"; word: number; slots: number[] }
  | { kind: "placed"; slot: number; word: number; only: boolean };

/**
 * The reversible state of a solve, on the engine's trail: for every slot the words still possible (a
 * bitset), their number, and per (slot, position, letter) how many of them have that letter there; for
 * every word the slots that may still take it and the slots that are fixed to it. This is the kkck
 * WordBank (slot -> words, word -> slots, running total) with support counts added, so that a crossing
 * letter that loses its last word is noticed at once.
 */
export class ChoiceState {
  readonly trail = new Trail();
  /** Slot bitsets over their class's words. */
  readonly dom: TrailedInt32Array;
  readonly domStart: Int32Array;
  readonly size: TrailedInt32Array;
  /** `sup[supStart[s] + p * A + a]`: words of slot s with letter a at position p. */
  readonly sup: TrailedInt32Array;
  readonly supStart: Int32Array;
  /** Slots whose domain holds the word; slots fixed to the word (domain exactly {word}). */
  readonly possible: TrailedInt32Array;
  readonly fixedCount: TrailedInt32Array;
  readonly fixed: TrailedInt32Array;
  /** Running total of (slot, word) pairs, kkck's `totalChoices`. */
  readonly totalChoices: TrailedInt32Array;
  readonly A: number;
  /** Pending work for {@link propagate}: letters lost at slot positions, slots fixed, words forced. */
  private readonly lostQ: number[] = [];
  private readonly fixedQ: number[] = [];
  private readonly forcedQ: number[] = [];
  failed = false;
  propagations = 0;

  constructor(readonly inst: Instance) {
    const slots = inst.geometry.slots;
    const A = (this.A = inst.alphabet.length);
    const domStart = new Int32Array(slots.length + 1);
    const supStart = new Int32Array(slots.length + 1);
    slots.forEach((s, i) => {
      domStart[i + 1] = domStart[i]! + inst.classBitWords[inst.slotClass[i]!]!;
      supStart[i + 1] = supStart[i]! + s.length * A;
    });
    this.domStart = domStart;
    this.supStart = supStart;
    this.dom = this.trail.int32(domStart[slots.length]!);
    this.size = this.trail.int32(slots.length);
    this.sup = this.trail.int32(supStart[slots.length]!);
    this.possible = this.trail.int32(inst.words.length);
    this.fixedCount = this.trail.int32(inst.words.length);
    this.fixed = this.trail.int32(slots.length, -1);
    this.totalChoices = this.trail.int32(1);
    this.fill();
  }

  /** kkck's initial choices: every word of the slot's length that agrees with the slot's given letters. */
  private fill(): void {
    const { inst } = this;
    const dom = this.dom.values;
    const sup = this.sup.values;
    const size = this.size.values;
    const possible = this.possible.values;
    let total = 0;
    inst.geometry.slots.forEach((slot, s) => {
      const k = inst.slotClass[s]!;
      const ids = inst.classWords[k]!;
      const base = inst.slotPosStart[s]!;
      for (let i = 0; i < ids.length; i++) {
        const w = ids[i]!;
        const ls = inst.wordLetterStart[w]!;
        let ok = true;
        for (let p = 0; p < slot.length; p++) {
          const g = inst.givenLetter[base + p]!;
          if (g >= 0 && inst.letters[ls + p] !== g) {
            ok = false;
            break;
          }
        }
        if (!ok) continue;
        dom[this.domStart[s]! + (i >>> 5)]! |= 1 << (i & 31);
        size[s]!++;
        possible[w]!++;
        total++;
        for (let p = 0; p < slot.length; p++) sup[this.supStart[s]! + p * this.A + inst.letters[ls + p]!]!++;
      }
    });
    this.totalChoices.values[0] = total;
  }

  /** Queues the consequences of the initial fill (slots with one word, letters no word has, forced words). */
  start(): boolean {
    const { inst } = this;
    const slots = inst.geometry.slots;
    for (let s = 0; s < slots.length; s++) {
      if (this.size.values[s] === 0) return this.fail();
      if (this.size.values[s] === 1) this.fixedQ.push(s);
      for (let p = 0; p < slots[s]!.length; p++) {
        const t = inst.crossSlot[inst.slotPosStart[s]! + p]!;
        if (t < 0) continue;
        for (let a = 0; a < this.A; a++) {
          if (this.sup.values[this.supStart[s]! + p * this.A + a] === 0) this.lostQ.push(s, p, a);
        }
      }
    }
    for (let w = 0; w < inst.words.length; w++) {
      if (this.possible.values[w]! < inst.mult[w]!) return this.fail();
      if (this.possible.values[w] === inst.mult[w]) this.forcedQ.push(w);
    }
    return this.propagate();
  }

  /** True when word w (global id) is still possible in slot s. */
  has(s: number, w: number): boolean {
    const i = this.inst.wordLocal[w]!;
    return (this.dom.values[this.domStart[s]! + (i >>> 5)]! & (1 << (i & 31))) !== 0;
  }

  /** The words (global ids, alphabetical) still possible in slot s. */
  choicesOf(s: number): number[] {
    const ids = this.inst.classWords[this.inst.slotClass[s]!]!;
    const out: number[] = [];
    const base = this.domStart[s]!;
    const nb = this.domStart[s + 1]! - base;
    const dom = this.dom.values;
    for (let b = 0; b < nb; b++) {
      let bits = dom[base + b]!;
      while (bits !== 0) {
        const low = bits & -bits;
        out.push(ids[(b << 5) + (31 - Math.clz32(low))]!);
        bits ^= low;
      }
    }
    return out;
  }

  /** The slots that may still take word w. */
  slotsOf(w: number): number[] {
    const k = this.inst.wordClass[w]!;
    const out: number[] = [];
    this.inst.geometry.slots.forEach((_, s) => {
      if (this.inst.slotClass[s] === k && this.has(s, w)) out.push(s);
    });
    return out;
  }

  /** Letters (indexes) that some remaining word of slot s has at position p. */
  lettersAt(s: number, p: number): number[] {
    const out: number[] = [];
    const base = this.supStart[s]! + p * this.A;
    for (let a = 0; a < this.A; a++) if (this.sup.values[base + a]! > 0) out.push(a);
    return out;
  }

  /** True when every slot holds exactly one word (not yet a proof of consistency: see verify). */
  isSolved(): boolean {
    return this.totalChoices.values[0] === this.inst.geometry.slots.length;
  }

  private fail(): false {
    this.failed = true;
    this.lostQ.length = 0;
    this.fixedQ.length = 0;
    this.forcedQ.length = 0;
    return false;
  }

  /** Removes word w from slot s, queueing what follows. Returns false on a wipe-out. */
  isNot(s: number, w: number): boolean {
    const { inst } = this;
    const i = inst.wordLocal[w]!;
    const at = this.domStart[s]! + (i >>> 5);
    const bit = 1 << (i & 31);
    const word = this.dom.values[at]!;
    if ((word & bit) === 0) return true;
    this.dom.set(at, word & ~bit);
    const size = this.size.values[s]! - 1;
    this.size.set(s, size);
    this.totalChoices.set(0, this.totalChoices.values[0]! - 1);
    const left = this.possible.values[w]! - 1;
    this.possible.set(w, left);
    const ls = inst.wordLetterStart[w]!;
    const L = inst.classLength[inst.wordClass[w]!]!;
    const sb = this.supStart[s]!;
    const pb = inst.slotPosStart[s]!;
    const sup = this.sup;
    for (let p = 0; p < L; p++) {
      const a = inst.letters[ls + p]!;
      const idx = sb + p * this.A + a;
      const c = sup.values[idx]! - 1;
      sup.set(idx, c);
      if (c === 0 && inst.crossSlot[pb + p]! >= 0) this.lostQ.push(s, p, a);
    }
    if (size === 0) return this.fail();
    if (size === 1) this.fixedQ.push(s);
    if (left < inst.mult[w]!) return this.fail();
    if (left === inst.mult[w]) this.forcedQ.push(w);
    return true;
  }

  /** Keeps only word w in slot s. Returns false on a wipe-out. */
  only(s: number, w: number): boolean {
    if (!this.has(s, w)) return this.fail();
    for (const o of this.choicesOf(s)) if (o !== w && !this.isNot(s, o)) return false;
    return true;
  }

  /**
   * kkck's three reductions, run to a fixpoint as soon as anything changes: crossing letters (a letter no
   * word of one slot has at a crossing removes the crossing slot's words with it), a word used as often as
   * it is listed leaves every other slot, and a word with only as many possible slots as it is listed goes
   * in all of them.
   */
  propagate(): boolean {
    if (this.failed) return false;
    const { inst } = this;
    for (;;) {
      if (this.lostQ.length > 0) {
        const a = this.lostQ.pop()!;
        const p = this.lostQ.pop()!;
        const s = this.lostQ.pop()!;
        this.propagations++;
        const at = inst.slotPosStart[s]! + p;
        const t = inst.crossSlot[at]!;
        const q = inst.crossPos[at]!;
        if (!this.removeWithLetter(t, q, a)) return false;
        continue;
      }
      if (this.fixedQ.length > 0) {
        const s = this.fixedQ.pop()!;
        if (this.fixed.values[s]! >= 0 || this.size.values[s] !== 1) continue;
        this.propagations++;
        const w = this.choicesOf(s)[0]!;
        this.fixed.set(s, w);
        const n = this.fixedCount.values[w]! + 1;
        this.fixedCount.set(w, n);
        if (n > inst.mult[w]!) return this.fail();
        if (n === inst.mult[w]) {
          const k = inst.slotClass[s]!;
          const slots = inst.geometry.slots;
          for (let t = 0; t < slots.length; t++) {
            if (inst.slotClass[t] !== k || this.fixed.values[t] === w) continue;
            if (this.size.values[t] === 1 && this.has(t, w)) return this.fail();
            if (!this.isNot(t, w)) return false;
          }
        }
        continue;
      }
      if (this.forcedQ.length > 0) {
        const w = this.forcedQ.pop()!;
        if (this.possible.values[w] !== inst.mult[w]) continue;
        this.propagations++;
        const k = inst.wordClass[w]!;
        const slots = inst.geometry.slots;
        for (let t = 0; t < slots.length; t++) {
          if (inst.slotClass[t] !== k || this.size.values[t] === 1 || !this.has(t, w)) continue;
          if (!this.only(t, w)) return false;
        }
        continue;
      }
      return true;
    }
  }

  /** Removes from slot t every word with letter a at position q. */
  private removeWithLetter(t: number, q: number, a: number): boolean {
    const { inst } = this;
    const k = inst.slotClass[t]!;
    const nb = inst.classBitWords[k]!;
    const pb = inst.posBitsStart[k]! + (q * this.A + a) * nb;
    const base = this.domStart[t]!;
    const ids = inst.classWords[k]!;
    for (let b = 0; b < nb; b++) {
      let bits = this.dom.values[base + b]! & inst.posBits[pb + b]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        if (!this.isNot(t, ids[(b << 5) + (31 - Math.clz32(low))]!)) return false;
      }
    }
    return true;
  }

  /** Takes back everything done since `mark`, including a failure. */
  undoTo(mark: number): void {
    this.trail.undoTo(mark);
    this.failed = false;
    this.lostQ.length = 0;
    this.fixedQ.length = 0;
    this.forcedQ.length = 0;
  }
}
