import { chars } from "../code-points.js";
import type { Geometry } from "../geometry.js";
import type { CrosspatchPuzzle } from "../puzzle.js";

/**
 * The fixed part of a solve: the distinct words grouped by length (a length class), their letters as
 * numbers, per (position, letter) bitsets over each class, and each slot's crossings. Built once per
 * puzzle; everything that changes during search lives in the {@link ChoiceState}.
 */
export interface Instance {
  geometry: Geometry;
  /** The characters that occur in words or givens; a letter is an index into this. */
  alphabet: string[];
  /** Distinct words, class by class, each class sorted (so value order is alphabetical). */
  words: string[];
  /** How many times each distinct word is listed. */
  mult: Int32Array;
  wordClass: Int32Array;
  /** Position of a word within its class. */
  wordLocal: Int32Array;
  /** `letters[wordLetterStart[w] + p]` is word w's letter at position p. */
  letters: Int32Array;
  wordLetterStart: Int32Array;
  /** Per class: length, its words (global ids, ascending) and the 32-bit words of a bitset over them. */
  classLength: number[];
  classWords: Int32Array[];
  classBitWords: number[];
  /** Per class: bitset over the class's words with letter a at position p, at `posBitsStart[k] + (p * A + a) * nb`. */
  posBits: Int32Array;
  posBitsStart: number[];
  slotClass: Int32Array;
  /** Per slot position: the crossing slot and its position there, or -1. At `slotPosStart[s] + p`. */
  crossSlot: Int32Array;
  crossPos: Int32Array;
  slotPosStart: Int32Array;
  /** Per slot position: the given letter there, or -1. */
  givenLetter: Int32Array;
}

/** Builds the instance of a well-formed puzzle (one that passed `checkStructure`). */
export function buildInstance(puzzle: CrosspatchPuzzle, geometry: Geometry): Instance {
  const counts = new Map<string, number>();
  for (const w of puzzle.words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const alphabetSet = new Set<string>();
  for (const w of counts.keys()) for (const ch of chars(w)) alphabetSet.add(ch);
  for (const cell of geometry.cells) if (cell.given !== null) alphabetSet.add(cell.given);
  const alphabet = [...alphabetSet].sort();
  const letterOf = new Map(alphabet.map((ch, i) => [ch, i]));
  const A = alphabet.length;

  const byLength = new Map<number, string[]>();
  for (const w of counts.keys()) {
    const L = chars(w).length;
    const list = byLength.get(L);
    if (list) list.push(w);
    else byLength.set(L, [w]);
  }
  // Slots of a length no word has still get a (wordless) class, so every slot has one.
  for (const s of geometry.slots) if (!byLength.has(s.length)) byLength.set(s.length, []);
  const lengths = [...byLength.keys()].sort((a, b) => a - b);
  const classOfLength = new Map(lengths.map((L, k) => [L, k]));
  const words: string[] = [];
  const classWords: Int32Array[] = [];
  const classBitWords: number[] = [];
  for (const L of lengths) {
    const list = byLength.get(L)!.sort();
    classWords.push(Int32Array.from(list, (_, i) => words.length + i));
    classBitWords.push((list.length + 31) >>> 5);
    words.push(...list);
  }
  const W = words.length;
  const mult = Int32Array.from(words, (w) => counts.get(w)!);
  const wordClass = new Int32Array(W);
  const wordLocal = new Int32Array(W);
  classWords.forEach((ids, k) => {
    ids.forEach((w, i) => {
      wordClass[w] = k;
      wordLocal[w] = i;
    });
  });
  const wordLetterStart = new Int32Array(W + 1);
  for (let w = 0; w < W; w++) wordLetterStart[w + 1] = wordLetterStart[w]! + lengths[wordClass[w]!]!;
  const letters = new Int32Array(wordLetterStart[W]!);
  words.forEach((word, w) => {
    chars(word).forEach((ch, p) => {
      letters[wordLetterStart[w]! + p] = letterOf.get(ch)!;
    });
  });
  const posBitsStart: number[] = [];
  let total = 0;
  lengths.forEach((L, k) => {
    posBitsStart.push(total);
    total += L * A * classBitWords[k]!;
  });
  const posBits = new Int32Array(total);
  lengths.forEach((L, k) => {
    const nb = classBitWords[k]!;
    classWords[k]!.forEach((w, i) => {
      for (let p = 0; p < L; p++) {
        const a = letters[wordLetterStart[w]! + p]!;
        posBits[posBitsStart[k]! + (p * A + a) * nb + (i >>> 5)]! |= 1 << (i & 31);
      }
    });
  });

  const slots = geometry.slots;
  const slotClass = Int32Array.from(slots, (s) => classOfLength.get(s.length)!);
  const slotPosStart = new Int32Array(slots.length + 1);
  slots.forEach((s, i) => {
    slotPosStart[i + 1] = slotPosStart[i]! + s.length;
  });
  const n = slotPosStart[slots.length]!;
  const crossSlot = new Int32Array(n).fill(-1);
  const crossPos = new Int32Array(n).fill(-1);
  const givenLetter = new Int32Array(n).fill(-1);
  slots.forEach((s, i) => {
    s.cells.forEach((id, p) => {
      const cell = geometry.cells[id]!;
      const at = slotPosStart[i]! + p;
      const other = s.down ? cell.across : cell.down;
      if (other >= 0) {
        crossSlot[at] = other;
        crossPos[at] = s.down ? cell.acrossPos : cell.downPos;
      }
      if (cell.given !== null) givenLetter[at] = letterOf.get(cell.given)!;
    });
  });
  return {
    geometry,
    alphabet,
    words,
    mult,
    wordClass,
    wordLocal,
    letters,
    wordLetterStart,
    classLength: lengths,
    classWords,
    classBitWords,
    posBits,
    posBitsStart,
    slotClass,
    crossSlot,
    crossPos,
    slotPosStart,
    givenLetter,
  };
}
