import { createRng } from "@gridsmith/kit";
import type { Instance } from "./instance.js";
import { type LocalSearchOptions, type LocalSearchOutcome, wordsCoverSlots } from "./local-search.js";

/**
 * Min-conflicts over slot words where a word may be used more often than listed, at a price: cost = the
 * weights of the crossings whose letters disagree (and given letters missed) + each word's weight times its
 * uses beyond its listing. A move gives one slot another word of its length. Weights start at 1 and rise
 * (breakout) on what a slot violates when none of its moves lowers the cost.
 */
export function relaxedLocalSearch(inst: Instance, options: LocalSearchOptions): LocalSearchOutcome {
  const S = inst.slotClass.length;
  const rng = createRng(options.seed ?? 1);
  const noise = options.noise ?? 0.02;
  const tenure = options.tenure ?? 10;
  const weighting = options.weighting ?? true;
  const fills: Int32Array[] = [];
  const anneal = process.env.ANNEAL ? process.env.ANNEAL.split(",").map(Number) : null;
  if (S === 0 || !wordsCoverSlots(inst)) return { fills, steps: 0, best: Number.POSITIVE_INFINITY };
  const { letters, wordLetterStart, crossSlot, crossPos, slotPosStart, givenLetter, mult, slotClass } = inst;
  const W = inst.words.length;
  const cellAt = new Int32Array(slotPosStart[S]!);
  inst.geometry.slots.forEach((slot, s) => {
    slot.cells.forEach((id, p) => {
      cellAt[slotPosStart[s]! + p] = id;
    });
  });
  const weight = new Int32Array(inst.geometry.cells.length).fill(1);
  const wordWeight = new Int32Array(W).fill(1);
  const use = new Int32Array(W);
  const slotWord = new Int32Array(S);
  // Start from a permutation (every word within its listing).
  const slotsOf: number[][] = inst.classWords.map(() => []);
  for (let s = 0; s < S; s++) slotsOf[slotClass[s]!]!.push(s);
  inst.classWords.forEach((ids, k) => {
    const copies: number[] = [];
    for (const w of ids) for (let c = 0; c < mult[w]!; c++) copies.push(w);
    rng.shuffle(copies);
    slotsOf[k]!.forEach((s, i) => {
      slotWord[s] = copies[i]!;
      use[copies[i]!]!++;
    });
  });
  const tabuUntil = new Float64Array(S * Math.max(1, ...inst.classWords.map((c) => c.length)));
  const widest = Math.max(1, ...inst.classWords.map((c) => c.length));

  const crossCost = (slot: number, word: number): number => {
    let n = 0;
    const base = slotPosStart[slot]!;
    const len = slotPosStart[slot + 1]! - base;
    const ws = wordLetterStart[word]!;
    for (let p = 0; p < len; p++) {
      const at = base + p;
      const ch = letters[ws + p]!;
      const g = givenLetter[at]!;
      if (g >= 0 && g !== ch) n += weight[cellAt[at]!]!;
      const other = crossSlot[at]!;
      if (other < 0) continue;
      if (letters[wordLetterStart[slotWord[other]!]! + crossPos[at]!]! !== ch) n += weight[cellAt[at]!]!;
    }
    return n;
  };
  // Slots in conflict (a crossing or given, or an overused word), as a set.
  const slotCross = new Int32Array(S);
  const inSet = new Int32Array(S).fill(-1);
  const conflicted: number[] = [];
  const setMember = (s: number, on: boolean): void => {
    if (on && inSet[s]! < 0) {
      inSet[s] = conflicted.length;
      conflicted.push(s);
    } else if (!on && inSet[s]! >= 0) {
      const last = conflicted.pop()!;
      if (last !== s) {
        conflicted[inSet[s]!] = last;
        inSet[last] = inSet[s]!;
      }
      inSet[s] = -1;
    }
  };
  const refresh = (s: number): void => {
    slotCross[s] = crossCost(s, slotWord[s]!);
    setMember(s, slotCross[s]! > 0 || use[slotWord[s]!]! > mult[slotWord[s]!]!);
  };
  const refreshWord = (w: number): void => {
    for (const t of slotsOf[inst.wordClass[w]!]!) if (slotWord[t] === w) refresh(t);
  };
  let cost = 0;
  for (let s = 0; s < S; s++) refresh(s);
  for (let s = 0; s < S; s++) cost += slotCross[s]!; // crossings twice, givens once
  {
    let g = 0;
    for (let at = 0; at < slotPosStart[S]!; at++) {
      const slotOf = 0;
      void slotOf;
      if (givenLetter[at]! >= 0) g++;
    }
    void g;
  }
  // Recompute exactly: each crossing once.
  const totalCost = (): number => {
    let c = 0;
    for (let s = 0; s < S; s++) {
      const ws = wordLetterStart[slotWord[s]!]!;
      for (let at = slotPosStart[s]!, p = 0; at < slotPosStart[s + 1]!; at++, p++) {
        const ch = letters[ws + p]!;
        if (givenLetter[at]! >= 0 && givenLetter[at] !== ch) c += weight[cellAt[at]!]!;
        const other = crossSlot[at]!;
        if (other > s && letters[wordLetterStart[slotWord[other]!]! + crossPos[at]!]! !== ch) {
          c += weight[cellAt[at]!]!;
        }
      }
    }
    for (let w = 0; w < W; w++) if (use[w]! > mult[w]!) c += wordWeight[w]! * (use[w]! - mult[w]!);
    return c;
  };
  cost = totalCost();
  let best = cost;

  const delta = (s: number, w: number): number => {
    const old = slotWord[s]!;
    let d = crossCost(s, w) - slotCross[s]!;
    if (use[old]! > mult[old]!) d -= wordWeight[old]!;
    if (use[w]! >= mult[w]!) d += wordWeight[w]!;
    return d;
  };
  const apply = (s: number, w: number, d: number, step: number): void => {
    const old = slotWord[s]!;
    tabuUntil[s * widest + inst.wordLocal[old]!] = step + tenure;
    slotWord[s] = w;
    use[old]!--;
    use[w]!++;
    cost += d;
    refresh(s);
    for (let at = slotPosStart[s]!; at < slotPosStart[s + 1]!; at++) if (crossSlot[at]! >= 0) refresh(crossSlot[at]!);
    refreshWord(old);
    refreshWord(w);
  };
  const bump = (s: number): void => {
    const ws = wordLetterStart[slotWord[s]!]!;
    for (let at = slotPosStart[s]!, p = 0; at < slotPosStart[s + 1]!; at++, p++) {
      const ch = letters[ws + p]!;
      const g = givenLetter[at]!;
      const other = crossSlot[at]!;
      const missed = g >= 0 && g !== ch ? 1 : 0;
      const crossed = other >= 0 && letters[wordLetterStart[slotWord[other]!]! + crossPos[at]!]! !== ch ? 1 : 0;
      if (missed + crossed === 0) continue;
      weight[cellAt[at]!]!++;
      cost += missed + crossed;
      if (other >= 0) refresh(other);
    }
    const w = slotWord[s]!;
    if (use[w]! > mult[w]!) {
      wordWeight[w]!++;
      cost += use[w]! - mult[w]!;
    }
    refresh(s);
  };
  const sameAsFound = (): boolean => fills.some((f) => f.every((w, s) => w === slotWord[s]));

  let step = 0;
  while (step < options.steps) {
    if (conflicted.length === 0) {
      if (!sameAsFound()) {
        fills.push(slotWord.slice());
        if (fills.length >= options.limit) break;
      }
      for (let kick = 0; kick < 8 && step < options.steps; kick++, step++) {
        const s = rng.int(S);
        const ids = inst.classWords[slotClass[s]!]!;
        const w = ids[rng.int(ids.length)]!;
        if (w !== slotWord[s]) apply(s, w, delta(s, w), step);
      }
      best = cost;
      continue;
    }
    step++;
    const s = conflicted[rng.int(conflicted.length)]!;
    const ids = inst.classWords[slotClass[s]!]!;
    if (ids.length < 2) continue;
    const cur = slotWord[s]!;
    if (anneal) {
      const T = anneal[0]! * (anneal[1]! / anneal[0]!) ** (step / options.steps);
      const w = ids[rng.int(ids.length)]!;
      if (w === cur) continue;
      const d = delta(s, w);
      if (d <= 0 || rng.next() < Math.exp(-d / T)) apply(s, w, d, step);
      continue;
    }
    if (rng.next() < noise) {
      let w = ids[rng.int(ids.length)]!;
      if (w === cur) continue;
      apply(s, w, delta(s, w), step);
      continue;
    }
    let bestW = -1;
    let bestD = Number.POSITIVE_INFINITY;
    let ties = 0;
    for (let i = 0; i < ids.length; i++) {
      const w = ids[i]!;
      if (w === cur) continue;
      const d = delta(s, w);
      if (d > bestD) continue;
      if (tabuUntil[s * widest + i]! > step && cost + d >= best) continue;
      if (d < bestD) {
        bestD = d;
        bestW = w;
        ties = 1;
      } else if (rng.int(++ties) === 0) bestW = w;
    }
    if (weighting && bestD >= 0) {
      bump(s);
      best = cost;
      continue;
    }
    if (bestW >= 0) apply(s, bestW, bestD, step);
    if (cost < best) best = cost;
  }
  if (process.env.LSDEBUG) {
    weight.fill(1);
    wordWeight.fill(1);
    console.log("cost", cost, "unweighted", totalCost(), "conflicted", conflicted.length);
  }
  let real = 0;
  for (let s = 0; s < S; s++) if (slotCross[s]! > 0) real++;
  return { fills, steps: step, best: fills.length > 0 ? 0 : conflicted.length + real * 0, last: slotWord };
}
