import { Alphabet, maskBitOf, maskWordOf } from "./alphabet.js";

/**
 * The part of a store that never changes: lengths, letters, and where each slot's and each choice's bits
 * live. Slots and choices of the same length form a length class; a slot's bitset has one bit per choice of
 * its class and a choice's bitset one bit per slot of its class, so no bit is ever spent on a pair whose
 * lengths differ (such a pair can never be possible).
 * @internal
 */
export interface Layout {
  readonly alphabet: Alphabet;
  readonly words: readonly string[];
  readonly slotLength: Int32Array;
  readonly choiceLength: Int32Array;
  /** Letter index of choice `c` at position `p` is `letters[letterStart[c] + p]`. */
  readonly letters: Int32Array;
  readonly letterStart: Int32Array;
  readonly slotClass: Int32Array;
  readonly choiceClass: Int32Array;
  /** The choices (ascending) and the slots (ascending) of each length class. */
  readonly classChoices: readonly Int32Array[];
  readonly classSlots: readonly Int32Array[];
  /** Position of a choice in its class's choice list, of a slot in its class's slot list. */
  readonly localChoice: Int32Array;
  readonly localSlot: Int32Array;
  /** Slot `s`'s choice bits are words `slotBitsStart[s]` to `slotBitsStart[s + 1]` (32 bits a word). */
  readonly slotBitsStart: Int32Array;
  /** Choice `c`'s slot bits are words `choiceBitsStart[c]` to `choiceBitsStart[c + 1]`. */
  readonly choiceBitsStart: Int32Array;
  /** The choices whose text equals choice `c`'s text, ascending (the copies of a listed-twice word). */
  readonly copies: readonly Int32Array[];
  /**
   * Letter-position bitsets: the choices of class `k` with letter `l` at position `p` are the bits of words
   * `posBitsStart[k] + (p * alphabet.size + l) * w` onward (`w` the class's bit words, as in a slot's bitset).
   * A slot's letters at a position and its choices without a letter are then a few word-wide ANDs of its own
   * bitset, so nothing per letter is kept (or undone) when a choice goes.
   */
  readonly posBits: Int32Array;
  readonly posBitsStart: Int32Array;
  /** The letters any choice of class `k` has at position `p`: mask words `(classCellStart[k] + p) * maskWords` on. */
  readonly classLetters: Int32Array;
  readonly classCellStart: Int32Array;
}

/** Bits words needed for `n` bits, 32 bits a word. */
export function bitWords(n: number): number {
  return (n + 31) >>> 5;
}

/** Builds the layout; throws a RangeError naming the slot when a slot length is not a count. */
export function buildLayout(slotLengths: readonly number[], words: readonly string[]): Layout {
  slotLengths.forEach((length, s) => {
    if (!Number.isInteger(length) || length < 0) {
      throw new RangeError(`slot ${s}: length ${length} is not a whole number of cells`);
    }
  });
  const alphabet = Alphabet.of(words);
  const nSlots = slotLengths.length;
  const nChoices = words.length;

  const split = words.map((w) => Array.from(w));
  const choiceLength = Int32Array.from(split, (chars) => chars.length);
  const letterStart = new Int32Array(nChoices + 1);
  for (let c = 0; c < nChoices; c++) letterStart[c + 1] = letterStart[c]! + choiceLength[c]!;
  const letters = new Int32Array(letterStart[nChoices]!);
  split.forEach((chars, c) => {
    chars.forEach((ch, p) => {
      letters[letterStart[c]! + p] = alphabet.indexOf(ch);
    });
  });

  const classOfLength = new Map<number, number>();
  const classOf = (length: number): number => {
    let cls = classOfLength.get(length);
    if (cls === undefined) classOfLength.set(length, (cls = classOfLength.size));
    return cls;
  };
  const slotLength = Int32Array.from(slotLengths);
  const slotClass = Int32Array.from(slotLengths, classOf);
  const choiceClass = Int32Array.from(choiceLength, classOf);
  const choiceLists: number[][] = Array.from({ length: classOfLength.size }, () => []);
  const slotLists: number[][] = Array.from({ length: classOfLength.size }, () => []);
  const localChoice = new Int32Array(nChoices);
  const localSlot = new Int32Array(nSlots);
  for (let c = 0; c < nChoices; c++) {
    const list = choiceLists[choiceClass[c]!]!;
    localChoice[c] = list.length;
    list.push(c);
  }
  for (let s = 0; s < nSlots; s++) {
    const list = slotLists[slotClass[s]!]!;
    localSlot[s] = list.length;
    list.push(s);
  }
  const classChoices = choiceLists.map((list) => Int32Array.from(list));
  const classSlots = slotLists.map((list) => Int32Array.from(list));

  const slotBitsStart = new Int32Array(nSlots + 1);
  for (let s = 0; s < nSlots; s++) {
    slotBitsStart[s + 1] = slotBitsStart[s]! + bitWords(classChoices[slotClass[s]!]!.length);
  }
  const choiceBitsStart = new Int32Array(nChoices + 1);
  for (let c = 0; c < nChoices; c++) {
    choiceBitsStart[c + 1] = choiceBitsStart[c]! + bitWords(classSlots[choiceClass[c]!]!.length);
  }

  const byText = new Map<string, number[]>();
  words.forEach((w, c) => {
    const group = byText.get(w);
    if (group) group.push(c);
    else byText.set(w, [c]);
  });
  const groups = new Map([...byText.values()].map((g) => [g, Int32Array.from(g)]));
  const copies = words.map((w) => groups.get(byText.get(w)!)!);

  // Every slot and choice of a class has the class's length.
  const nClasses = classOfLength.size;
  const classLength = new Int32Array(nClasses);
  for (const [length, k] of classOfLength) classLength[k] = length;
  const nLetters = alphabet.size;
  const nMaskWords = alphabet.maskWords;
  const posBitsStart = new Int32Array(nClasses + 1);
  const classCellStart = new Int32Array(nClasses + 1);
  for (let k = 0; k < nClasses; k++) {
    posBitsStart[k + 1] = posBitsStart[k]! + classLength[k]! * nLetters * bitWords(classChoices[k]!.length);
    classCellStart[k + 1] = classCellStart[k]! + classLength[k]!;
  }
  const posBits = new Int32Array(posBitsStart[nClasses]!);
  const classLetters = new Int32Array(classCellStart[nClasses]! * nMaskWords);
  for (let k = 0; k < nClasses; k++) {
    const nb = bitWords(classChoices[k]!.length);
    classChoices[k]!.forEach((c, local) => {
      for (let p = 0; p < classLength[k]!; p++) {
        const letter = letters[letterStart[c]! + p]!;
        posBits[posBitsStart[k]! + (p * nLetters + letter) * nb + (local >>> 5)]! |= 1 << (local & 31);
        classLetters[(classCellStart[k]! + p) * nMaskWords + maskWordOf(letter)]! |= maskBitOf(letter);
      }
    });
  }

  return {
    alphabet,
    words,
    slotLength,
    choiceLength,
    letters,
    letterStart,
    slotClass,
    choiceClass,
    classChoices,
    classSlots,
    localChoice,
    localSlot,
    slotBitsStart,
    choiceBitsStart,
    copies,
    posBits,
    posBitsStart,
    classLetters,
    classCellStart,
  };
}
