import type { Layout } from "./layout.js";

/**
 * The arrays of a new store before the trail knows them. They are filled directly rather than through the
 * trail, so building a store with thousands of words per slot records nothing to undo.
 * @internal
 */
export interface InitialState {
  slotBits: Int32Array;
  choiceBits: Int32Array;
  slotCounts: Int32Array;
  choiceCounts: Int32Array;
  /** [total of possible pairs, number of slots with no choice] */
  counters: Int32Array;
}

/**
 * Every choice is possible in every slot of its length that it agrees with. `givens[s]` is slot `s`'s
 * pattern, `blank` marking an unknown cell; throws a RangeError naming the slot when a pattern's length is
 * not its slot's.
 * @internal
 */
export function initialState(
  layout: Layout,
  givens: readonly (string | null | undefined)[],
  blank: string,
): InitialState {
  const { slotLength, words, classChoices, slotClass, localChoice, localSlot, letters, letterStart } = layout;
  const nSlots = slotLength.length;
  const state: InitialState = {
    slotBits: new Int32Array(layout.slotBitsStart[nSlots]!),
    choiceBits: new Int32Array(layout.choiceBitsStart[words.length]!),
    slotCounts: new Int32Array(nSlots),
    choiceCounts: new Int32Array(words.length),
    counters: new Int32Array(2),
  };
  for (let s = 0; s < nSlots; s++) {
    const pattern = givenLetters(layout, s, givens[s], blank);
    for (const c of classChoices[slotClass[s]!]!) {
      const start = letterStart[c]!;
      if (pattern && !pattern.every((given, p) => given === -1 || given === letters[start + p])) continue;
      const local = localChoice[c]!;
      state.slotBits[layout.slotBitsStart[s]! + (local >>> 5)]! |= 1 << (local & 31);
      state.choiceBits[layout.choiceBitsStart[c]! + (localSlot[s]! >>> 5)]! |= 1 << (localSlot[s]! & 31);
      state.slotCounts[s]!++;
      state.choiceCounts[c]!++;
      state.counters[0]!++;
    }
    if (state.slotCounts[s] === 0) state.counters[1]!++;
  }
  return state;
}

/** Letter indexes of a slot's given letters: -1 for a blank, -2 for a character no word has. */
function givenLetters(layout: Layout, slot: number, pattern: string | null | undefined, blank: string) {
  if (pattern === null || pattern === undefined) return null;
  const chars = Array.from(pattern);
  const length = layout.slotLength[slot]!;
  if (chars.length !== length) {
    throw new RangeError(
      `slot ${slot}: the given letters ${JSON.stringify(pattern)} have ${chars.length} characters but the slot has ${length} cells`,
    );
  }
  return chars.map((ch) => {
    if (ch === blank) return -1;
    const letter = layout.alphabet.indexOf(ch);
    return letter < 0 ? -2 : letter;
  });
}
