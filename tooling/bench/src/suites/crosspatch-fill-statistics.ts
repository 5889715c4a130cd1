// How tightly a crosspatch puzzle's words hold its letters (issue #34's "why are the French and Spanish fills
// hard"): statistics of its words and crossings that need no search. Used by `crosspatch-why.ts words`.
import { type CrosspatchPuzzle, geometryOf } from "@gridsmith/crosspatch";
import { buildInstance, type Instance } from "../../../../packages/crosspatch/src/solver/instance.ts";

export interface FillStatistics {
  /** Distinct words listed more than once. */
  listedTwice: number;
  /** Distinct words per length, by length. */
  wordsPerLength: Map<number, number>;
  /** Entropy (bits) of the letters of all distinct words. */
  letterEntropy: number;
  /** Pairs of words of one length that differ in exactly one letter. */
  oneLetterApart: number;
  slots: number;
  crossings: number;
  /** Mean over crossings of the chance that a random word of each slot's class agrees there. */
  agreeChance: number;
  /** Mean over a slot's crossing positions of the words of its class expected to have the letter a random one of them has there. */
  keptByALetter: number;
  /**
   * log10 of the expected number of fills of a random puzzle with these length classes and crossings: the
   * permutations of each class's words times each crossing's chance. The puzzle itself has at least one.
   */
  log10ExpectedFills: number;
}

function log10Factorial(n: number): number {
  let s = 0;
  for (let i = 2; i <= n; i++) s += Math.log10(i);
  return s;
}

/** Per class and position, the share of the class's words with each letter there. */
function letterShares(inst: Instance): Float64Array[][] {
  const A = inst.alphabet.length;
  return inst.classWords.map((ids, k) => {
    const L = inst.classLength[k]!;
    const f = Array.from({ length: L }, () => new Float64Array(A));
    for (const w of ids)
      for (let q = 0; q < L; q++) f[q]![inst.letters[inst.wordLetterStart[w]! + q]!]! += 1 / ids.length;
    return f;
  });
}

function oneLetterApart(inst: Instance): number {
  let near = 0;
  inst.classWords.forEach((ids, k) => {
    const L = inst.classLength[k]!;
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        let diff = 0;
        const a = inst.wordLetterStart[ids[i]!]!;
        const b = inst.wordLetterStart[ids[j]!]!;
        for (let q = 0; q < L && diff < 2; q++) if (inst.letters[a + q] !== inst.letters[b + q]) diff++;
        if (diff === 1) near++;
      }
  });
  return near;
}

/** The statistics of a well-formed puzzle's words and crossings. */
export function fillStatistics(puzzle: CrosspatchPuzzle): FillStatistics {
  const inst = buildInstance(puzzle, geometryOf(puzzle.grid));
  const A = inst.alphabet.length;
  const letterCount = new Float64Array(A);
  for (const a of inst.letters) letterCount[a]!++;
  let letterEntropy = 0;
  for (const c of letterCount)
    if (c > 0) letterEntropy -= (c / inst.letters.length) * Math.log2(c / inst.letters.length);
  const shares = letterShares(inst);
  let log10ExpectedFills = 0;
  for (const ids of inst.classWords) log10ExpectedFills += log10Factorial(ids.length);
  let crossings = 0;
  let agreeSum = 0;
  let keptSum = 0;
  let keptN = 0;
  const slots = inst.slotClass.length;
  for (let s = 0; s < slots; s++)
    for (let at = inst.slotPosStart[s]!; at < inst.slotPosStart[s + 1]!; at++) {
      const t = inst.crossSlot[at]!;
      if (t < 0) continue;
      const fs = shares[inst.slotClass[s]!]![at - inst.slotPosStart[s]!]!;
      let same = 0;
      for (let a = 0; a < A; a++) same += fs[a]! * fs[a]!;
      keptSum += same * inst.classWords[inst.slotClass[s]!]!.length;
      keptN++;
      if (t < s) continue; // each crossing once
      const ft = shares[inst.slotClass[t]!]![inst.crossPos[at]!]!;
      let agree = 0;
      for (let a = 0; a < A; a++) agree += fs[a]! * ft[a]!;
      crossings++;
      agreeSum += agree;
      log10ExpectedFills += Math.log10(agree);
    }
  return {
    listedTwice: [...inst.mult].filter((c) => c > 1).length,
    wordsPerLength: new Map(inst.classWords.map((ids, k) => [inst.classLength[k]!, ids.length])),
    letterEntropy,
    oneLetterApart: oneLetterApart(inst),
    slots,
    crossings,
    agreeChance: crossings === 0 ? 0 : agreeSum / crossings,
    keptByALetter: keptN === 0 ? 0 : keptSum / keptN,
    log10ExpectedFills,
  };
}
