import { ChoiceStore } from "@gridsmith/choice-store";
import {
  type Explanation,
  lowestBit,
  type Model,
  type Propagator,
  type PropagatorSchedule,
  type TrailedInt32Array,
} from "@gridsmith/constraint";
import type { Instance } from "./instance.js";
import { explainCrosspatch } from "./propagator-explain.js";

/**
 * kkck's three reductions over a {@link ChoiceStore}, as one engine propagator over the slot variables
 * (slot s's variable holds the class-local index of its word) and one letter variable per crossing cell
 * (its value an index into `inst.alphabet`):
 * - crossing letters: a letter no word of a slot has at a crossing removes the crossing slot's words with it;
 * - a word used as often as it is listed (that many slots hold only it) leaves every other slot;
 * - a word possible in only as many slots as it is listed goes in all of them.
 * The store and the variables share the model's trail. The propagator copies the search's decisions into
 * the store, runs the store to a fixpoint, and copies the store's removals back to the variables.
 */
export class CrosspatchPropagator implements Propagator {
  readonly name = "crosspatch";
  /** The slot variables, then the crossing cells' letter variables. */
  readonly vars: number[];
  /** Slot s's variable is `vars[s]`; crossing cell c's is `vars[slotCount + c]`. */
  readonly slotCount: number;
  /**
   * Per crossing cell: its two slots and positions (`cells[4c .. 4c+3]` = s, p, t, q). Its letter variable
   * carries the crossing reduction in two steps, each with a short reason: slot s has no word left with
   * letter L at p, so the cell is not L; the cell is not L, so every word of t with L at q goes. Learnt
   * clauses then name a cell's letters rather than every word a crossing slot lost.
   */
  readonly cells: Int32Array;
  /** Per slot position (`inst.slotPosStart[s] + p`): its crossing cell, or -1. */
  readonly cellAt: Int32Array;
  /** The store's letter index of each letter of `inst.alphabet` (the store's alphabet has the blank too). */
  private readonly storeLetter: Int32Array;
  /**
   * When the store numbers the letters as `inst.alphabet` does, shifted by this many places, and they fit
   * one 32-bit word: a letter variable's domain bits are then the store's letter mask shifted, so a cell and
   * its slots exchange whole masks. Else -1 (letter by letter).
   */
  private readonly letterShift: number;
  /** Per engine variable: its slot, or `slotCount + c` for crossing cell c's letter, or -1. */
  private readonly positionOf: Int32Array;
  /** Whether each word's value in its slot variables is its bit in the store's slot bitsets (see dropGone). */
  private readonly wordsAligned: boolean;
  readonly schedule: PropagatorSchedule = { idempotent: true };
  readonly store: ChoiceStore;
  /** Per word: slots fixed to it; per slot: whether it was counted as fixed. */
  private readonly fixedCount: TrailedInt32Array;
  private readonly counted: TrailedInt32Array;
  private readonly touched: Uint8Array;
  private readonly touchedList: number[] = [];
  private readonly maskWords: number;
  private readonly mask: Int32Array;
  private first = true;
  /**
   * The model while a learning search runs, else null. Then every slot's removals reach its variable as soon
   * as the slot is taken from the queue, before its consequences are drawn, so that each removal on the
   * trail comes after the ones that caused it (its reason can only name earlier ones).
   */
  private learning: Model | null = null;
  // The model being propagated: a slot that runs out of words in the store (not in the model's domains) is
  // blamed on it, for the engine's dom/wdeg order.
  private m!: Model;

  constructor(
    readonly inst: Instance,
    m: Model,
    givens: readonly (string | null)[],
    blank: string,
  ) {
    this.store = ChoiceStore.from(m.trail, {
      slotLengths: inst.geometry.slots.map((s) => s.length),
      words: inst.words,
      givens,
      blank,
    });
    const n = inst.geometry.slots.length;
    this.slotCount = n;
    this.vars = [];
    for (let s = 0; s < n; s++) {
      const local = this.store.choicesOf(s).map((c) => inst.wordLocal[c]!);
      // A slot no word fits gets an impossible value, so the first propagation fails it.
      this.vars.push(local.length > 0 ? m.intVarFromValues(local) : m.intVar(-1, -1));
    }
    const cells: number[] = [];
    this.cellAt = new Int32Array(inst.slotPosStart[n]!).fill(-1);
    for (let s = 0; s < n; s++) {
      for (let at = inst.slotPosStart[s]!; at < inst.slotPosStart[s + 1]!; at++) {
        const t = inst.crossSlot[at]!;
        if (t < s) continue; // none, or listed from t already
        const q = inst.crossPos[at]!;
        const c = cells.length / 4;
        cells.push(s, at - inst.slotPosStart[s]!, t, q);
        this.cellAt[at] = c;
        this.cellAt[inst.slotPosStart[t]! + q] = c;
        this.vars.push(m.intVar(0, inst.alphabet.length - 1));
      }
    }
    this.cells = Int32Array.from(cells);
    this.storeLetter = Int32Array.from(inst.alphabet, (ch) => this.store.alphabet.indexOf(ch));
    const shift = this.storeLetter[0] ?? 0;
    this.letterShift =
      this.store.alphabet.maskWords === 1 &&
      shift >= 0 &&
      shift + inst.alphabet.length <= 32 &&
      this.storeLetter.every((b, v) => b === v + shift)
        ? shift
        : -1;
    this.positionOf = new Int32Array(m.numVars).fill(-1);
    this.vars.forEach((x, k) => {
      this.positionOf[x] = k;
    });
    this.wordsAligned = inst.words.every((_, c) => this.store.classPosition(c) === inst.wordLocal[c]);
    this.fixedCount = m.trail.int32(inst.words.length);
    this.counted = m.trail.int32(n);
    this.touched = new Uint8Array(n);
    this.maskWords = this.store.alphabet.maskWords;
    this.mask = new Int32Array(this.maskWords);
  }

  explain(e: Explanation): void {
    explainCrosspatch(e, this, this.fixedCount.values);
  }

  /** The position in {@link vars} of engine variable `x` (a slot, or `slotCount` + a cell), or -1. */
  positionOfVar(x: number): number {
    return x < this.positionOf.length ? this.positionOf[x]! : -1;
  }

  propagate(m: Model): boolean {
    const { store, inst } = this;
    this.m = m;
    this.learning = m.learner !== null ? m : null;
    const n = this.slotCount;
    store.changedSlots.clear();
    store.changedChoices.clear();
    if (this.first) {
      this.first = false;
      for (let s = 0; s < n; s++) {
        if (store.choiceCount(s) === 0) return false;
        store.changedSlots.push(s);
      }
      for (let c = 0; c < inst.words.length; c++) store.changedChoices.push(c);
      // The cells' letters reach their slots (a no-op unless a variable was narrowed before this first run):
      // what `crossings` relies on from the start.
      for (let c = 0; c < this.cells.length / 4; c++) if (!this.cellToSlots(m, c)) return this.fail();
    } else {
      // The search's decisions (x = v, x != v) reach the store here.
      for (let k = 0; k < m.changedCount; k++) {
        const s = m.changed[k]!;
        const x = this.vars[s]!;
        if (s >= n) {
          if (!this.cellToSlots(m, s - n)) return this.fail();
          continue;
        }
        if (!this.storeFollows(m, s, x)) return false;
      }
    }
    if (!this.fixpoint()) return false;
    // The store's removals reach the variables. With learning each slot was synced when it was last taken
    // from the queue, after its last change, so nothing is left to copy.
    if (this.learning === null) {
      for (const s of this.touchedList) {
        this.touched[s] = 0;
        if (!this.dropGone(m, s)) {
          this.clearTouched();
          return false;
        }
      }
    } else {
      for (const s of this.touchedList) this.touched[s] = 0;
    }
    this.touchedList.length = 0;
    return true;
  }

  private clearTouched(): void {
    for (const s of this.touchedList) this.touched[s] = 0;
    this.touchedList.length = 0;
  }

  private fixpoint(): boolean {
    const { store, inst } = this;
    const slotsQ = store.changedSlots;
    const choicesQ = store.changedChoices;
    for (;;) {
      const s = slotsQ.pop();
      if (s >= 0) {
        if (!this.touched[s]) {
          this.touched[s] = 1;
          this.touchedList.push(s);
        }
        if (this.learning !== null && !this.sync(s)) return this.fail(s);
        const count = store.choiceCount(s);
        if (count === 0) return this.fail(s);
        if (!this.crossings(s)) return this.fail(s);
        if (count === 1 && this.counted.values[s] === 0 && !this.fixed(s)) return this.fail(s);
        continue;
      }
      const c = choicesQ.pop();
      if (c >= 0) {
        const k = store.slotCount(c);
        const mult = inst.mult[c]!;
        if (k < mult) return this.fail();
        if (k === mult) {
          let failed = -1;
          store.forEachSlot(c, (t) => {
            if (store.choiceCount(t) > 1 && !store.only(t, c)) failed = t;
            return failed < 0;
          });
          if (failed >= 0) return this.fail(failed);
        }
        continue;
      }
      return true;
    }
  }

  /** A crossing cell's letters (changed by the search) reach its two slots: each keeps only words with one. */
  private cellToSlots(m: Model, c: number): boolean {
    const x = this.vars[this.slotCount + c]!;
    const { cells, store } = this;
    if (this.letterShift >= 0) {
      const keep = m.bits(x) << this.letterShift;
      return (
        store.keepLetters(cells[4 * c]!, cells[4 * c + 1]!, keep) &&
        store.keepLetters(cells[4 * c + 2]!, cells[4 * c + 3]!, keep)
      );
    }
    const mask = this.mask;
    mask.fill(0);
    for (let v = m.min(x); v <= m.max(x); v = m.nextValue(x, v)) {
      const b = this.storeLetter[v]!;
      mask[b >>> 5]! |= 1 << (b & 31);
    }
    const keep = this.maskWords === 1 ? mask[0]! : mask;
    return (
      store.keepLetters(cells[4 * c]!, cells[4 * c + 1]!, keep) &&
      store.keepLetters(cells[4 * c + 2]!, cells[4 * c + 3]!, keep)
    );
  }

  /**
   * Takes out of crossing cell c's letter variable the letters slot s can no longer give at its position p;
   * `letters` is the store's mask of those, when it is one word.
   */
  private narrowCell(c: number, s: number, p: number, letters: number): boolean {
    const m = this.m;
    const x = this.vars[this.slotCount + c]!;
    if (this.letterShift >= 0) return m.restrict(x, letters >>> this.letterShift);
    for (let v = m.min(x); v <= m.max(x); v = m.nextValue(x, v)) {
      const b = this.storeLetter[v]!;
      if (((this.store.lettersAt(s, p, b >>> 5) >>> (b & 31)) & 1) === 0 && !m.remove(x, v)) return false;
    }
    return true;
  }

  /**
   * Crossing letters: every crossing slot keeps only the words with a letter slot s can still give there.
   * Incremental through the cells' variables: both slots of a crossing cell have only letters its variable
   * allows, whenever this runs. It holds at the start (the variable allows every letter), each narrowing here
   * keeps it (the variable and slot t are both cut to slot s's letters), a search change to the variable
   * reaches both slots (`cellToSlots`) before any slot is taken from the queue, and an undo restores the
   * store and the variables together. So a cell where slot s still has every allowed letter changes nothing
   * and is skipped, which is most cells most of the time.
   */
  private crossings(s: number): boolean {
    const { store, inst } = this;
    const base = inst.slotPosStart[s]!;
    const L = inst.slotPosStart[s + 1]! - base;
    for (let p = 0; p < L; p++) {
      const t = inst.crossSlot[base + p]!;
      if (t < 0) continue;
      const q = inst.crossPos[base + p]!;
      const c = this.cellAt[base + p]!;
      let ok: boolean;
      if (this.letterShift >= 0) {
        // Only the letters the variable allows can be there (above); all of them: nothing to do.
        const allowed = this.m.bits(this.vars[this.slotCount + c]!) << this.letterShift;
        const letters = store.lettersAt(s, p, 0, allowed);
        if (letters === allowed) continue;
        if (!this.narrowCell(c, s, p, letters)) return false;
        // Slot t has no letter the variable did not allow: what goes is only what just left the cell.
        ok = store.keepLetters(t, q, letters | ~allowed);
      } else if (this.maskWords === 1) {
        const letters = store.lettersAt(s, p);
        if (!this.narrowCell(c, s, p, letters)) return false;
        ok = store.keepLetters(t, q, letters);
      } else {
        if (!this.narrowCell(c, s, p, 0)) return false;
        for (let w = 0; w < this.maskWords; w++) this.mask[w] = store.lettersAt(s, p, w);
        ok = store.keepLetters(t, q, this.mask);
      }
      if (!ok) {
        // Learning: let the engine see the slot run out, so the conflict is explained slot by slot.
        if (this.learning !== null) this.sync(t);
        else this.m.blame(this.vars[t]!);
        return false;
      }
    }
    return true;
  }

  /** Slot s holds one word: count it, and when the word is used up take it out of every other slot. */
  private fixed(s: number): boolean {
    const { store, inst } = this;
    const c = store.firstChoice(s);
    this.counted.set(s, 1);
    const n = this.fixedCount.values[c]! + 1;
    this.fixedCount.set(c, n);
    const mult = inst.mult[c]!;
    if (n > mult) return false;
    if (n < mult) return true;
    let ok = true;
    store.forEachSlot(c, (t) => {
      if (t === s || (this.counted.values[t] === 1 && store.choiceCount(t) === 1)) return true;
      if (store.isNot(t, c) === "emptied") {
        ok = false;
        if (this.learning !== null) this.sync(t);
      }
      return ok;
    });
    return ok;
  }

  /** Removes from slot s's variable the words the store no longer has there; false when that empties it. */
  private sync(s: number): boolean {
    return this.dropGone(this.learning!, s);
  }

  /**
   * Removes from slot s's variable (in `m`) the words the store no longer has there, ascending; false when that
   * empties it. The variable's value is the word's place in its class, which is its bit in the store's bitset of
   * the slot (checked in the constructor, `wordsAligned`): a whole domain word is compared with the store's in
   * one step, where asking the store word by word was a sixth of a learning node.
   */
  private dropGone(m: Model, s: number): boolean {
    const x = this.vars[s]!;
    const store = this.store;
    const base = m.base[x]!;
    if (!this.wordsAligned || base < 0) {
      const classWords = this.inst.classWords[this.inst.slotClass[s]!]!;
      for (let v = m.min(x); v <= m.max(x); v = m.nextValue(x, v)) {
        if (!store.has(s, classWords[v]!) && !m.remove(x, v)) return false;
      }
      return true;
    }
    const dom = m.dom;
    const o = m.off[x]!;
    for (let k = 0, words = m.nw[x]!; k < words; k++) {
      // Values first .. first + 31 of the variable are store bits first .. first + 31 of the slot.
      const first = base + 32 * k;
      const j = first >>> 5;
      const shift = first & 31;
      const kept =
        shift === 0
          ? store.slotChoiceWord(s, j)
          : (store.slotChoiceWord(s, j) >>> shift) | (store.slotChoiceWord(s, j + 1) << (32 - shift));
      // The word is read once: the removals below clear only its own bits, already passed.
      for (let r = dom[o + k]! & ~kept; r !== 0; r &= r - 1) {
        if (!m.remove(x, first + lowestBit(r))) return false;
      }
    }
    return true;
  }

  /**
   * Takes out of the store the words slot s's variable `x` no longer has (the search's decisions), ascending;
   * false when that empties the slot. Word by word where the variable's values are the store's bits (as in
   * `dropGone`, the other way).
   */
  private storeFollows(m: Model, s: number, x: number): boolean {
    const { store, inst } = this;
    const base = m.base[x]!;
    let ok = true;
    if (!this.wordsAligned || base < 0) {
      store.forEachChoice(s, (c) => {
        if (!m.has(x, inst.wordLocal[c]!) && store.isNot(s, c) === "emptied") ok = false;
      });
      return ok;
    }
    const dom = m.dom;
    const o = m.off[x]!;
    const nw = m.nw[x]!;
    const words = inst.classWords[inst.slotClass[s]!]!;
    const domWord = (k: number) => (k >= 0 && k < nw ? dom[o + k]! : 0);
    for (let j = 0, end = (words.length + 31) >>> 5; j < end; j++) {
      // Values 32j .. 32j + 31 of the variable, which start at `base`, as one word.
      const d = 32 * j - base;
      const k = Math.floor(d / 32);
      const shift = d - 32 * k;
      const has = shift === 0 ? domWord(k) : (domWord(k) >>> shift) | (domWord(k + 1) << (32 - shift));
      for (let r = store.slotChoiceWord(s, j) & ~has; r !== 0; r &= r - 1) {
        if (store.isNot(s, words[32 * j + lowestBit(r)]!) === "emptied") ok = false;
      }
    }
    return ok;
  }

  private fail(slot = -1): false {
    if (slot >= 0) this.m.blame(this.vars[slot]!);
    this.store.changedSlots.clear();
    this.store.changedChoices.clear();
    this.clearTouched();
    return false;
  }
}
