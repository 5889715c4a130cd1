import { popcount, type Trail, type TrailedInt32Array } from "@gridsmith/constraint";
import {
  type Alphabet,
  LETTERS_PER_WORD,
  type LetterMask,
  maskBitOf,
  maskWord,
  maskWordOf,
} from "./alphabet.js";
import { eachBit, flip } from "./bits.js";
import { ChangeQueue } from "./change-queue.js";
import { initialState } from "./initial-state.js";
import { buildLayout, type Layout } from "./layout.js";

/** What {@link ChoiceStore.from} needs: the slots, the words, and optionally letters already given. */
export interface ChoiceStoreOptions {
  /** Length of each slot, in cells; slot `s` is index `s`. */
  slotLengths: readonly number[];
  /**
   * The multiset of choices; choice `c` is `words[c]`. A word listed twice is two choices, so it can go in
   * two slots. A choice is initially possible in every slot of its length.
   */
  words: readonly string[];
  /**
   * Letters already in the grid, one pattern per slot (`"C?T??"`), `null`/`undefined` for none: only the
   * words that agree with every given letter stay possible. Matching is exact (no case folding).
   */
  givens?: readonly (string | null | undefined)[];
  /** The character that stands for an unknown cell in {@link givens}; `"?"` by default. */
  blank?: string;
}

/**
 * Someone told of every change as it happens: a propagator that wants events rather than reading
 * {@link ChoiceStore.changedSlots}. Called after the change is complete; an undo is not reported.
 */
export interface ChoiceListener {
  /** `choice` was taken out of `slot`'s possible choices. */
  removed?(slot: number, choice: number): void;
  /** `choice` was put (back) into `slot`'s possible choices by a call to the store, not by an undo. */
  added?(slot: number, choice: number): void;
}

/** What {@link ChoiceStore.isNot} did: `false` for nothing, else whether the slot still has a choice. */
export type ChoiceRemoval = false | "removed" | "emptied";

const TOTAL = 0;
const EMPTY = 1;
/**
 * Below this many choices per 32-bit word of a slot's bitset, its letters at a position are read by walking
 * its choices rather than by testing each letter's bitset (about one step per choice against about one per
 * letter and word).
 */
const WALK_PER_BIT_WORD = 8;

/** A walk over slots or choices (`forEachChoice` of a slot, `forEachSlot` of a choice). */
type Walk = (fn: (item: number) => unknown) => void;

/** Everything `walk` visits, in its order. */
function visited(walk: Walk): number[] {
  const out: number[] = [];
  walk((item) => {
    out.push(item);
  });
  return out;
}

/** The first item `walk` visits, or -1 when there is none. */
function firstVisited(walk: Walk): number {
  let first = -1;
  walk((item) => {
    first = item;
    return false;
  });
  return first;
}

/**
 * Slots by choices, both ways, reversible on the engine's trail: the WordBank of the kkck crosspatch solver,
 * generalised. For every slot it knows the choices still possible, for every choice the slots that can still
 * take it, and the running total of possible (slot, choice) pairs. The letters possible at a cell, and the
 * choices a letter mask removes there, are word-wide ANDs of the slot's bitset with letter-position bitsets
 * built once (the layout's `posBits`): a removal writes a bit and three counts, whatever the length.
 *
 * Every change is written through the trail: after `trail.undoTo(mark)` every query answers as it did at the
 * mark. Slot and choice indexes are checked and a bad one throws a RangeError; a pair whose lengths differ is
 * never possible, and asking to add or remove it does nothing.
 *
 * @example
 * const trail = new Trail();
 * const store = ChoiceStore.from(trail, { slotLengths: [3, 3], words: ["CAT", "COT", "DOG"] });
 * const mark = trail.mark();
 * store.keepLetters(0, 1, store.alphabet.maskOf("O")); // slot 0: COT or DOG
 * store.only(1, 0);                                     // slot 1: CAT
 * trail.undoTo(mark);                                   // both slots: CAT, COT, DOG again
 */
export class ChoiceStore {
  /** The characters of the words and their letter indexes (see {@link Alphabet}). */
  readonly alphabet: Alphabet;
  /** Slots that lost or gained a choice, each once, oldest first; not undone by the trail. */
  readonly changedSlots: ChangeQueue;
  /** Choices that lost or gained a slot, each once, oldest first; not undone by the trail. */
  readonly changedChoices: ChangeQueue;

  private readonly layout: Layout;
  private readonly nLetters: number;
  private readonly nMaskWords: number;
  // Bit k of slot s's words is choice classChoices[class][k]; bit k of choice c's words is a slot likewise.
  private readonly slotBits: TrailedInt32Array;
  private readonly choiceBits: TrailedInt32Array;
  private readonly slotCounts: TrailedInt32Array;
  private readonly choiceCounts: TrailedInt32Array;
  private readonly counters: TrailedInt32Array;
  private listeners: ChoiceListener[] = [];

  private constructor(
    readonly trail: Trail,
    options: ChoiceStoreOptions,
  ) {
    const { slotLengths, words, givens = [], blank = "?" } = options;
    if (Array.from(blank).length !== 1) {
      throw new RangeError(`blank must be one character, not ${JSON.stringify(blank)}`);
    }
    if (givens.length > slotLengths.length) {
      throw new RangeError(`${givens.length} patterns of given letters for ${slotLengths.length} slots`);
    }
    const layout = buildLayout(slotLengths, words);
    const state = initialState(layout, givens, blank);
    this.layout = layout;
    this.alphabet = layout.alphabet;
    this.nLetters = layout.alphabet.size;
    this.nMaskWords = layout.alphabet.maskWords;
    this.changedSlots = new ChangeQueue(slotLengths.length);
    this.changedChoices = new ChangeQueue(words.length);
    this.slotBits = trail.track(state.slotBits);
    this.choiceBits = trail.track(state.choiceBits);
    this.slotCounts = trail.track(state.slotCounts);
    this.choiceCounts = trail.track(state.choiceCounts);
    this.counters = trail.track(state.counters);
  }

  /**
   * Builds a store on `trail` where a choice is possible in a slot iff their lengths match and the choice
   * agrees with the slot's given letters. Throws a RangeError, naming the slot, for a length that is not a
   * whole number, a pattern whose length differs from its slot's, or a `blank` that is not one character.
   */
  static from(trail: Trail, options: ChoiceStoreOptions): ChoiceStore {
    return new ChoiceStore(trail, options);
  }

  /** Number of slots. */
  get numSlots(): number {
    return this.layout.slotLength.length;
  }

  /** Number of choices (words, counting each copy). */
  get numChoices(): number {
    return this.layout.words.length;
  }

  /** Length of `slot` in cells. */
  slotLength(slot: number): number {
    this.checkSlot(slot);
    return this.layout.slotLength[slot]!;
  }

  /** Length of `choice` in letters (Unicode code points). */
  choiceLength(choice: number): number {
    this.checkChoice(choice);
    return this.layout.choiceLength[choice]!;
  }

  /** The text of `choice`. */
  wordOf(choice: number): string {
    this.checkChoice(choice);
    return this.layout.words[choice]!;
  }

  /** The letter index of `choice` at position `pos`. */
  letterOf(choice: number, pos: number): number {
    this.checkChoice(choice);
    if (pos >>> 0 !== pos || pos >= this.layout.choiceLength[choice]!) {
      throw new RangeError(`position ${pos} is not in choice ${choice} (${this.layout.words[choice]})`);
    }
    return this.layout.letters[this.layout.letterStart[choice]! + pos]!;
  }

  /** Every choice with the same text as `choice`, itself included, ascending. */
  copiesOf(choice: number): number[] {
    this.checkChoice(choice);
    return Array.from(this.layout.copies[choice]!);
  }

  /** True when `choice` is still possible in `slot`. */
  has(slot: number, choice: number): boolean {
    this.checkSlot(slot);
    this.checkChoice(choice);
    return this.sameLength(slot, choice) && this.hasPair(slot, choice);
  }

  /** Makes `choice` possible in `slot` again; true if it was not. A pair whose lengths differ stays impossible. */
  mayBe(slot: number, choice: number): boolean {
    this.checkSlot(slot);
    this.checkChoice(choice);
    if (!this.sameLength(slot, choice) || this.hasPair(slot, choice)) return false;
    if (this.slotCounts.values[slot] === 0) this.counters.set(EMPTY, this.counters.values[EMPTY]! - 1);
    this.write(slot, choice, 1);
    this.changed(slot, choice, true);
    return true;
  }

  /** Removes `choice` from `slot`: `false` if it was not possible, else `"emptied"` when it was the last one. */
  isNot(slot: number, choice: number): ChoiceRemoval {
    this.checkSlot(slot);
    this.checkChoice(choice);
    if (!this.sameLength(slot, choice) || !this.hasPair(slot, choice)) return false;
    this.drop(slot, choice);
    return this.slotCounts.values[slot] === 0 ? "emptied" : "removed";
  }

  /**
   * `slot` takes `choice`: every other choice of the slot goes. When `choice` was not possible there the slot
   * is left with none and the result is false (a failure to undo); otherwise true. Other slots are untouched.
   */
  only(slot: number, choice: number): boolean {
    this.checkSlot(slot);
    this.checkChoice(choice);
    this.eachChoiceOf(slot, (c) => {
      if (c !== choice) this.drop(slot, c);
    });
    return this.slotCounts.values[slot]! > 0;
  }

  /**
   * `choice` can go only in `slot`: it is removed from every other slot. False when that leaves some slot
   * with no choice.
   */
  onlyIn(choice: number, slot: number): boolean {
    this.checkChoice(choice);
    this.checkSlot(slot);
    let ok = true;
    this.eachSlotOf(choice, (s) => {
      if (s === slot) return;
      this.drop(s, choice);
      if (this.slotCounts.values[s] === 0) ok = false;
    });
    return ok;
  }

  /**
   * Crossing-letter reduction: removes every choice of `slot` whose letter at `pos` is not in `mask`, ascending.
   * False when the slot is left with no choice. Word-parallel: the choices to remove are the slot's bits
   * AND the letter-position bitsets of the unwanted letters (or AND NOT those of the kept ones, when fewer),
   * so nothing is walked when nothing goes.
   */
  keepLetters(slot: number, pos: number, mask: LetterMask): boolean {
    this.checkSlot(slot);
    this.checkPos(slot, pos);
    const { layout, nMaskWords, nLetters } = this;
    const k = layout.slotClass[slot]!;
    const cellAt = (layout.classCellStart[k]! + pos) * nMaskWords;
    // Kept and unwanted letters among those the class has at `pos`; walk the smaller set.
    let kept = 0;
    let unwanted = 0;
    for (let w = 0; w < nMaskWords; w++) {
      const present = layout.classLetters[cellAt + w]!;
      kept += popcount(present & maskWord(mask, w));
      unwanted += popcount(present & ~maskWord(mask, w));
    }
    if (unwanted === 0) return this.slotCounts.values[slot]! > 0;
    const byKept = kept < unwanted;
    const bits = this.slotBits.values;
    const start = layout.slotBitsStart[slot]!;
    const nb = layout.slotBitsStart[slot + 1]! - start;
    const letterBits = layout.posBits;
    const letterAt = layout.posBitsStart[k]! + pos * nLetters * nb;
    const ids = layout.classChoices[k]!;
    for (let j = 0; j < nb; j++) {
      let set = 0;
      for (let w = 0; w < nMaskWords; w++) {
        const present = layout.classLetters[cellAt + w]!;
        let letters = byKept ? present & maskWord(mask, w) : present & ~maskWord(mask, w);
        for (; letters !== 0; letters &= letters - 1) {
          const letter = w * LETTERS_PER_WORD + 31 - Math.clz32(letters & -letters);
          set |= letterBits[letterAt + letter * nb + j]!;
        }
      }
      for (let r = bits[start + j]! & (byKept ? ~set : set); r !== 0; r &= r - 1) {
        const low = r & -r;
        // A listener may have removed it meanwhile.
        if ((bits[start + j]! & low) !== 0) this.drop(slot, ids[(j << 5) + 31 - Math.clz32(low)]!);
      }
    }
    return this.slotCounts.values[slot]! > 0;
  }

  /** The choices still possible in `slot`, ascending. */
  choicesOf(slot: number): number[] {
    return visited((fn) => this.forEachChoice(slot, fn));
  }

  /**
   * Calls `fn` on each choice still possible in `slot`, ascending; stops early when `fn` returns false.
   * Removing choices from inside `fn` is safe. Costs the slot's bit words (one per 32 words of its length)
   * plus the choices visited, not the whole word list.
   */
  forEachChoice(slot: number, fn: (choice: number) => unknown): void {
    this.checkSlot(slot);
    this.eachChoiceOf(slot, fn);
  }

  /** The smallest choice still possible in `slot`, or -1 when there is none. */
  firstChoice(slot: number): number {
    return firstVisited((fn) => this.forEachChoice(slot, fn));
  }

  /** The slots that can still take `choice`, ascending. */
  slotsOf(choice: number): number[] {
    return visited((fn) => this.forEachSlot(choice, fn));
  }

  /** Calls `fn` on each slot that can still take `choice`, ascending; stops early when `fn` returns false. */
  forEachSlot(choice: number, fn: (slot: number) => unknown): void {
    this.checkChoice(choice);
    this.eachSlotOf(choice, fn);
  }

  /** The smallest slot that can still take `choice`, or -1 when there is none. */
  firstSlot(choice: number): number {
    return firstVisited((fn) => this.forEachSlot(choice, fn));
  }

  /** Number of choices still possible in `slot`. */
  choiceCount(slot: number): number {
    this.checkSlot(slot);
    return this.slotCounts.values[slot]!;
  }

  /** Number of slots that can still take `choice`. */
  slotCount(choice: number): number {
    this.checkChoice(choice);
    return this.choiceCounts.values[choice]!;
  }

  /** The running total of possible (slot, choice) pairs. */
  total(): number {
    return this.counters.values[TOTAL]!;
  }

  /** Number of slots with no choice left; any is a failure. */
  emptySlotCount(): number {
    return this.counters.values[EMPTY]!;
  }

  /**
   * True when every slot has exactly one choice. It does not check that no choice sits in two slots: keeping
   * each choice to one slot is the job of the solver's propagators.
   */
  isSolved(): boolean {
    return this.counters.values[EMPTY] === 0 && this.counters.values[TOTAL] === this.numSlots;
  }

  /** The one choice of each slot when {@link isSolved}, else null. */
  solution(): number[] | null {
    if (!this.isSolved()) return null;
    return Array.from({ length: this.numSlots }, (_, s) => this.firstChoice(s));
  }

  /**
   * Word `word` of `slot`'s choices as a bitset over its length class: bit `i` of word `k` is the class's
   * choice `32 * k + i`, choices numbered by id, ascending (as {@link choicesOf} lists them). 0 past the
   * class's end. For callers that mirror a slot's choices in their own bitsets and compare whole words.
   */
  slotChoiceWord(slot: number, word: number): number {
    this.checkSlot(slot);
    const start = this.layout.slotBitsStart[slot]!;
    if (word >>> 0 !== word || start + word >= this.layout.slotBitsStart[slot + 1]!) return 0;
    return this.slotBits.values[start + word]!;
  }

  /** Position of `choice` among the choices of its length class, ascending by id (its bit in {@link slotChoiceWord}). */
  classPosition(choice: number): number {
    this.checkChoice(choice);
    return this.layout.localChoice[choice]!;
  }

  /**
   * The letters still supported at position `pos` of `slot`, as word `word` of a {@link LetterMask}: per letter
   * of the class there, an AND of the slot's bitset with the letter's (or, with few choices left, a walk over
   * them); O(letters x bit words) at worst. With at most 31 letters (the `A`-`Z` fast path among them) word 0
   * is the whole mask. With `among`, only its letters are tested (the result is the mask AND `among`): a
   * caller that knows the slot can only have those there tests fewer.
   */
  lettersAt(slot: number, pos: number, word = 0, among = -1): number {
    this.checkSlot(slot);
    this.checkPos(slot, pos);
    if (word >>> 0 !== word || word >= this.nMaskWords) return 0;
    return this.letterWord(slot, pos, word, among);
  }

  /** The characters still possible at position `pos` of `slot`, in letter-index order. */
  charsAt(slot: number, pos: number): string[] {
    this.checkSlot(slot);
    this.checkPos(slot, pos);
    const mask = new Int32Array(this.nMaskWords);
    for (let w = 0; w < this.nMaskWords; w++) mask[w] = this.letterWord(slot, pos, w, -1);
    return this.alphabet.charsOf(mask);
  }

  /** How many choices of `slot` have `letter` (an index or a character) at `pos`; 0 for a letter not in the alphabet. */
  supportOf(slot: number, pos: number, letter: number | string): number {
    this.checkSlot(slot);
    this.checkPos(slot, pos);
    const index = typeof letter === "string" ? this.alphabet.indexOf(letter) : letter;
    if (index >>> 0 !== index || index >= this.nLetters) return 0;
    const { layout } = this;
    const start = layout.slotBitsStart[slot]!;
    const nb = layout.slotBitsStart[slot + 1]! - start;
    const at = layout.posBitsStart[layout.slotClass[slot]!]! + (pos * this.nLetters + index) * nb;
    let count = 0;
    for (let j = 0; j < nb; j++)
      count += popcount(this.slotBits.values[start + j]! & layout.posBits[at + j]!);
    return count;
  }

  /** Registers a listener told of every removal and addition; returns the function that unregisters it. */
  listen(listener: ChoiceListener): () => void {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }

  private eachChoiceOf(slot: number, fn: (choice: number) => unknown): void {
    const { slotBitsStart, classChoices, slotClass } = this.layout;
    eachBit(
      this.slotBits.values,
      slotBitsStart[slot]!,
      slotBitsStart[slot + 1]!,
      classChoices[slotClass[slot]!]!,
      fn,
    );
  }

  private eachSlotOf(choice: number, fn: (slot: number) => unknown): void {
    const { choiceBitsStart, classSlots, choiceClass } = this.layout;
    const start = choiceBitsStart[choice]!;
    eachBit(
      this.choiceBits.values,
      start,
      choiceBitsStart[choice + 1]!,
      classSlots[choiceClass[choice]!]!,
      fn,
    );
  }

  private sameLength(slot: number, choice: number): boolean {
    return this.layout.slotClass[slot] === this.layout.choiceClass[choice];
  }

  private hasPair(slot: number, choice: number): boolean {
    const local = this.layout.localChoice[choice]!;
    const word = this.slotBits.values[this.layout.slotBitsStart[slot]! + (local >>> 5)]!;
    return (word & (1 << (local & 31))) !== 0;
  }

  /** Removes a possible pair and tells whoever listens. */
  private drop(slot: number, choice: number): void {
    const left = this.slotCounts.values[slot]! - 1;
    this.write(slot, choice, -1);
    const counters = this.counters;
    if (left === 0) counters.set(EMPTY, counters.values[EMPTY]! + 1);
    this.changed(slot, choice, false);
  }

  /**
   * Adds (`delta` 1) or removes (`delta` -1) the pair in both directions and the counts. The caller knows the
   * pair is absent, or present, and keeps the empty-slot count.
   */
  private write(slot: number, choice: number, delta: 1 | -1): void {
    const { layout } = this;
    const local = layout.localChoice[choice]!;
    flip(this.slotBits, layout.slotBitsStart[slot]! + (local >>> 5), 1 << (local & 31));
    const localSlot = layout.localSlot[slot]!;
    flip(this.choiceBits, layout.choiceBitsStart[choice]! + (localSlot >>> 5), 1 << (localSlot & 31));
    this.slotCounts.set(slot, this.slotCounts.values[slot]! + delta);
    this.choiceCounts.set(choice, this.choiceCounts.values[choice]! + delta);
    this.counters.set(TOTAL, this.counters.values[TOTAL]! + delta);
  }

  /**
   * Word `word` of the mask of letters the choices left in `slot` have at `pos`, AND `among`. With few choices
   * left it walks them; else it tests each letter of `among` the class has there for a choice in common with
   * the slot's bits.
   */
  private letterWord(slot: number, pos: number, word: number, among: number): number {
    const { layout, nMaskWords } = this;
    const k = layout.slotClass[slot]!;
    const bits = this.slotBits.values;
    const start = layout.slotBitsStart[slot]!;
    const nb = layout.slotBitsStart[slot + 1]! - start;
    let out = 0;
    if (this.slotCounts.values[slot]! <= WALK_PER_BIT_WORD * nb) {
      const ids = layout.classChoices[k]!;
      for (let j = 0; j < nb; j++) {
        for (let r = bits[start + j]!; r !== 0; r &= r - 1) {
          const c = ids[(j << 5) + 31 - Math.clz32(r & -r)]!;
          const letter = layout.letters[layout.letterStart[c]! + pos]!;
          if (maskWordOf(letter) === word) out |= maskBitOf(letter);
        }
      }
      return out & among;
    }
    const present = layout.classLetters[(layout.classCellStart[k]! + pos) * nMaskWords + word]! & among;
    const letterAt = layout.posBitsStart[k]! + pos * this.nLetters * nb;
    for (let r = present; r !== 0; r &= r - 1) {
      const low = r & -r;
      const at = letterAt + (word * LETTERS_PER_WORD + 31 - Math.clz32(low)) * nb;
      for (let j = 0; j < nb; j++) {
        if ((bits[start + j]! & layout.posBits[at + j]!) !== 0) {
          out |= low;
          break;
        }
      }
    }
    return out;
  }

  private changed(slot: number, choice: number, added: boolean): void {
    this.changedSlots.push(slot);
    this.changedChoices.push(choice);
    const listeners = this.listeners;
    for (let i = 0; i < listeners.length; i++) {
      if (added) listeners[i]!.added?.(slot, choice);
      else listeners[i]!.removed?.(slot, choice);
    }
  }

  private checkSlot(slot: number): void {
    if (slot >>> 0 !== slot || slot >= this.layout.slotLength.length) {
      throw new RangeError(`slot ${slot} is not one of the ${this.layout.slotLength.length} slots`);
    }
  }

  private checkChoice(choice: number): void {
    if (choice >>> 0 !== choice || choice >= this.layout.words.length) {
      throw new RangeError(`choice ${choice} is not one of the ${this.layout.words.length} choices`);
    }
  }

  private checkPos(slot: number, pos: number): void {
    if (pos >>> 0 !== pos || pos >= this.layout.slotLength[slot]!) {
      throw new RangeError(`position ${pos} is not in slot ${slot} (${this.layout.slotLength[slot]} cells)`);
    }
  }
}
