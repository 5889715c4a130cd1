import { ChoiceStore } from "@gridsmith/choice-store";
import type { Explanation, Model, Propagator, TrailedInt32Array } from "@gridsmith/constraint";
import { explainCrosspatch } from "./crosspatch-explain.js";
import type { Instance } from "./instance.js";

/**
 * kkck's three reductions over a {@link ChoiceStore}, as one engine propagator over the slot variables
 * (slot s's variable holds the class-local index of its word):
 * - crossing letters: a letter no word of a slot has at a crossing removes the crossing slot's words with it;
 * - a word used as often as it is listed (that many slots hold only it) leaves every other slot;
 * - a word possible in only as many slots as it is listed goes in all of them.
 * The store and the variables share the model's trail. The propagator copies the search's decisions into
 * the store, runs the store to a fixpoint, and copies the store's removals back to the variables.
 */
export class CrosspatchPropagator implements Propagator {
  readonly name = "crosspatch";
  readonly vars: number[];
  readonly idempotent = true;
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
    this.vars = [];
    for (let s = 0; s < n; s++) {
      const local = this.store.choicesOf(s).map((c) => inst.wordLocal[c]!);
      // A slot no word fits gets an impossible value, so the first propagation fails it.
      this.vars.push(local.length > 0 ? m.intVarFromValues(local) : m.intVar(-1, -1));
    }
    this.fixedCount = m.trail.int32(inst.words.length);
    this.counted = m.trail.int32(n);
    this.touched = new Uint8Array(n);
    this.maskWords = this.store.alphabet.maskWords;
    this.mask = new Int32Array(this.maskWords);
  }

  explain(e: Explanation): void {
    explainCrosspatch(e, this.inst, this.vars, this.fixedCount.values);
  }

  propagate(m: Model): boolean {
    const { store, inst } = this;
    this.m = m;
    this.learning = m.learner !== null ? m : null;
    const n = this.vars.length;
    store.changedSlots.clear();
    store.changedChoices.clear();
    if (this.first) {
      this.first = false;
      for (let s = 0; s < n; s++) {
        if (store.choiceCount(s) === 0) return false;
        store.changedSlots.push(s);
      }
      for (let c = 0; c < inst.words.length; c++) store.changedChoices.push(c);
    } else {
      // The search's decisions (x = v, x != v) reach the store here.
      for (let k = 0; k < m.changedCount; k++) {
        const s = m.changed[k]!;
        const x = this.vars[s]!;
        let ok = true;
        store.forEachChoice(s, (c) => {
          if (!m.has(x, inst.wordLocal[c]!) && store.isNot(s, c) === "emptied") ok = false;
        });
        if (!ok) return false;
      }
    }
    if (!this.fixpoint()) return false;
    // The store's removals reach the variables.
    for (const s of this.touchedList) {
      this.touched[s] = 0;
      const x = this.vars[s]!;
      const classWords = inst.classWords[inst.slotClass[s]!]!;
      for (const v of m.values(x)) {
        if (!store.has(s, classWords[v]!) && !m.remove(x, v)) {
          this.clearTouched();
          return false;
        }
      }
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

  /** Crossing letters: every crossing slot keeps only the words with a letter slot s can still give there. */
  private crossings(s: number): boolean {
    const { store, inst } = this;
    const base = inst.slotPosStart[s]!;
    const L = inst.slotPosStart[s + 1]! - base;
    for (let p = 0; p < L; p++) {
      const t = inst.crossSlot[base + p]!;
      if (t < 0) continue;
      const q = inst.crossPos[base + p]!;
      let ok: boolean;
      if (this.maskWords === 1) ok = store.keepLetters(t, q, store.lettersAt(s, p));
      else {
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
    const m = this.learning!;
    const x = this.vars[s]!;
    const classWords = this.inst.classWords[this.inst.slotClass[s]!]!;
    for (let v = m.min(x); v <= m.max(x); v = m.nextValue(x, v)) {
      if (!this.store.has(s, classWords[v]!) && !m.remove(x, v)) return false;
    }
    return true;
  }

  private fail(slot = -1): false {
    if (slot >= 0) this.m.blame(this.vars[slot]!);
    this.store.changedSlots.clear();
    this.store.changedChoices.clear();
    this.clearTouched();
    return false;
  }
}
