import { createRng } from "@gridsmith/kit";
import type { Instance } from "./instance.js";

/** Budgets and knobs of one local search. */
export interface LocalSearchOptions {
  /** Distinct fills to find before stopping. */
  limit: number;
  /** Moves to make at most; a count, never a time, so a seed gives the same answer on any machine. */
  steps: number;
  /** Seed of the search's random choices. */
  seed?: number;
  /** Chance of a random move instead of the best one (WalkSAT's noise). */
  noise?: number;
  /** Moves during which a word just taken out of a slot may not go back in (unless that beats the best). */
  tenure?: number;
  /** Raise the weight of a slot's disagreeing crossings when none of its moves lowers the cost (breakout). */
  weighting?: boolean;
}

export interface LocalSearchOutcome {
  /** Distinct fills, each as slot -> distinct word id; unchecked here (the caller verifies them). */
  fills: Int32Array[];
  /** Moves made. */
  steps: number;
  /** The lowest cost seen (0 once a fill was found). */
  best: number;
  last?: Int32Array;
}

/** Noise and tenure measured on the tuning seeds (tooling/bench/RESULTS.md, "local search"). */
const DEFAULT_NOISE = 0.05;
const DEFAULT_TENURE = 10;
/** Random moves made after a fill, so the search leaves it to look for another. */
const KICK_MOVES = 8;

/**
 * Whether every length class lists at least as many words (with their multiplicities) as it has slots; a
 * fill is impossible otherwise, and the local search has nothing to permute.
 */
export function wordsCoverSlots(inst: Instance): boolean {
  const slots = new Int32Array(inst.classWords.length);
  for (let s = 0; s < inst.slotClass.length; s++) slots[inst.slotClass[s]!]!++;
  return inst.classWords.every((ids, k) => {
    let listed = 0;
    for (const w of ids) listed += inst.mult[w]!;
    return listed >= slots[k]!;
  });
}

/**
 * Min-conflicts local search over whole fills: each length class's slots hold distinct copies of its listed
 * words (a word listed twice may fill two slots), the rest of the class's copies wait in a pool. The cost
 * is the number of crossings whose two letters disagree plus the given letters a slot's word does not
 * have; a fill of cost 0 is a solution. A move swaps the words of two slots of one class, or a slot's word
 * with a pooled copy. Each step takes a random slot in conflict and makes its best move (ties at random),
 * never putting back a word the slot lost in the last `tenure` steps unless that beats the best cost seen
 * (tabu with aspiration), and with probability `noise` a random move instead (random walk). It never proves
 * anything: it may miss fills that exist, and it says nothing when it finds none.
 */
export function localSearchFills(inst: Instance, options: LocalSearchOptions): LocalSearchOutcome {
  const S = inst.slotClass.length;
  const rng = createRng(options.seed ?? 1);
  const noise = options.noise ?? DEFAULT_NOISE;
  const tenure = options.tenure ?? DEFAULT_TENURE;
  const fills: Int32Array[] = [];
  if (S === 0 || !wordsCoverSlots(inst)) return { fills, steps: 0, best: Number.POSITIVE_INFINITY };

  const { letters, wordLetterStart, crossSlot, crossPos, slotPosStart, givenLetter, wordLocal } = inst;
  const K = inst.classWords.length;
  // Per class: its slots, then copies held[k][i] (i < slots: slot slotsOf[k][i]'s word; beyond: pooled).
  const slotsOf: number[][] = Array.from({ length: K }, () => []);
  const slotIndex = new Int32Array(S);
  for (let s = 0; s < S; s++) {
    const list = slotsOf[inst.slotClass[s]!]!;
    slotIndex[s] = list.length;
    list.push(s);
  }
  const held: Int32Array[] = inst.classWords.map((ids) => {
    const copies: number[] = [];
    for (const w of ids) for (let c = 0; c < inst.mult[w]!; c++) copies.push(w);
    return Int32Array.from(rng.shuffle(copies));
  });
  const slotWord = new Int32Array(S);
  for (let s = 0; s < S; s++) slotWord[s] = held[inst.slotClass[s]!]![slotIndex[s]!]!;
  let widest = 1;
  for (const ids of inst.classWords) widest = Math.max(widest, ids.length);
  // tabuUntil[s * widest + local word]: the step until which that word may not go back into slot s.
  const tabuUntil = new Float64Array(S * widest);
  // Each cell's weight: what a disagreement (or a missed given letter) there costs. All 1 without weighting.
  const cellAt = new Int32Array(slotPosStart[S]!);
  inst.geometry.slots.forEach((slot, s) => {
    slot.cells.forEach((id, p) => {
      cellAt[slotPosStart[s]! + p] = id;
    });
  });
  const weight = new Int32Array(inst.geometry.cells.length).fill(1);
  const weighting = options.weighting ?? false;
  const anneal = process.env.ANNEAL ? process.env.ANNEAL.split(",").map(Number) : null;

  /** Conflicts of `slot` holding `word`, with `over` holding `overWord`, ignoring crossings with `skip`. */
  const conflicts = (slot: number, word: number, skip: number, over: number, overWord: number): number => {
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
      if (other < 0 || other === skip) continue;
      const ow = other === over ? overWord : slotWord[other]!;
      if (letters[wordLetterStart[ow]! + crossPos[at]!]! !== ch) n += weight[cellAt[at]!]!;
    }
    return n;
  };

  // Slots in conflict, as a set with O(1) insert, delete and random pick.
  const slotConflicts = new Int32Array(S);
  const inConflict = new Int32Array(S).fill(-1);
  const conflicted: number[] = [];
  const refresh = (s: number): void => {
    const c = conflicts(s, slotWord[s]!, -1, -1, -1);
    slotConflicts[s] = c;
    if (c > 0 && inConflict[s]! < 0) {
      inConflict[s] = conflicted.length;
      conflicted.push(s);
    } else if (c === 0 && inConflict[s]! >= 0) {
      const last = conflicted.pop()!;
      if (last !== s) {
        conflicted[inConflict[s]!] = last;
        inConflict[last] = inConflict[s]!;
      }
      inConflict[s] = -1;
    }
  };
  let cost = 0;
  for (let s = 0; s < S; s++) refresh(s);
  for (let s = 0; s < S; s++) {
    // Each crossing once (from its lower slot), each given letter once.
    const base = slotPosStart[s]!;
    const ws = wordLetterStart[slotWord[s]!]!;
    for (let p = 0; p < slotPosStart[s + 1]! - base; p++) {
      const at = base + p;
      const ch = letters[ws + p]!;
      if (givenLetter[at]! >= 0 && givenLetter[at] !== ch) cost++;
      const other = crossSlot[at]!;
      if (other > s && letters[wordLetterStart[slotWord[other]!]! + crossPos[at]!]! !== ch) cost++;
    }
  }
  let best = cost;

  /** The change in cost if slot s's word and class copy j (a slot's or a pooled one) trade places. */
  const delta = (s: number, j: number): number => {
    const k = inst.slotClass[s]!;
    const ws = slotWord[s]!;
    const wj = held[k]![j]!;
    if (j >= slotsOf[k]!.length) return conflicts(s, wj, -1, -1, -1) - slotConflicts[s]!;
    const t = slotsOf[k]![j]!;
    const before = slotConflicts[s]! + conflicts(t, wj, s, -1, -1);
    const after = conflicts(s, wj, -1, t, ws) + conflicts(t, ws, s, -1, -1);
    return after - before;
  };
  const apply = (s: number, j: number, d: number, step: number): void => {
    const k = inst.slotClass[s]!;
    const i = slotIndex[s]!;
    const copies = held[k]!;
    const ws = copies[i]!;
    const wj = copies[j]!;
    copies[i] = wj;
    copies[j] = ws;
    slotWord[s] = wj;
    tabuUntil[s * widest + wordLocal[ws]!] = step + tenure;
    const touched = [s];
    if (j < slotsOf[k]!.length) {
      const t = slotsOf[k]![j]!;
      slotWord[t] = ws;
      tabuUntil[t * widest + wordLocal[wj]!] = step + tenure;
      touched.push(t);
    }
    for (const u of touched) {
      refresh(u);
      for (let at = slotPosStart[u]!; at < slotPosStart[u + 1]!; at++) {
        if (crossSlot[at]! >= 0) refresh(crossSlot[at]!);
      }
    }
    cost += d;
  };
  const tabu = (s: number, j: number, step: number): boolean => {
    const k = inst.slotClass[s]!;
    if (tabuUntil[s * widest + wordLocal[held[k]![j]!]!]! > step) return true;
    if (j >= slotsOf[k]!.length) return false;
    return tabuUntil[slotsOf[k]![j]! * widest + wordLocal[slotWord[s]!]!]! > step;
  };
  /** Raises the weight of each disagreement of slot s by one. */
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
    refresh(s);
  };
  const sameAsFound = (): boolean => fills.some((f) => f.every((w, s) => w === slotWord[s]));

  let step = 0;
  while (step < options.steps) {
    if (cost === 0) {
      if (!sameAsFound()) {
        fills.push(slotWord.slice());
        if (fills.length >= options.limit) break;
      }
      // Leave this fill by a few random moves and look for another.
      for (let kick = 0; kick < KICK_MOVES && step < options.steps; kick++, step++) {
        const s = rng.int(S);
        const copies = held[inst.slotClass[s]!]!.length;
        if (copies < 2) continue;
        let j = rng.int(copies - 1);
        if (j >= slotIndex[s]!) j++;
        apply(s, j, delta(s, j), step);
      }
      best = cost;
      continue;
    }
    step++;
    const s = conflicted[rng.int(conflicted.length)]!;
    const k = inst.slotClass[s]!;
    const copies = held[k]!.length;
    if (copies < 2) continue;
    const i = slotIndex[s]!;
    if (anneal) {
      const T = anneal[0] * (anneal[1] / anneal[0]) ** (step / options.steps);
      let j = rng.int(copies - 1);
      if (j >= i) j++;
      const d = delta(s, j);
      if (d <= 0 || rng.next() < Math.exp(-d / T)) apply(s, j, d, step);
      if (cost < best) best = cost;
      continue;
    }
    if (rng.next() < noise) {
      let j = rng.int(copies - 1);
      if (j >= i) j++;
      apply(s, j, delta(s, j), step);
    } else {
      let bestJ = -1;
      let bestD = Number.POSITIVE_INFINITY;
      let ties = 0;
      for (let j = 0; j < copies; j++) {
        if (j === i) continue;
        const d = delta(s, j);
        if (d > bestD || (tabu(s, j, step) && cost + d >= best)) continue;
        if (d < bestD) {
          bestD = d;
          bestJ = j;
          ties = 1;
        } else if (rng.int(++ties) === 0) bestJ = j;
      }
      if (weighting && bestD >= 0) {
        bump(s);
        best = cost;
        continue;
      }
      if (bestJ >= 0) apply(s, bestJ, bestD, step);
    }
    if (cost < best) best = cost;
  }
  if (process.env.LSDEBUG) {
    let c2 = 0;
    for (let s = 0; s < S; s++) c2 += slotConflicts[s]!;
    let c3 = 0;
    for (let s = 0; s < S; s++) c3 += conflicts(s, slotWord[s]!, -1, -1, -1);
    console.log("cost", cost, "sum slot conflicts", c2, c3, "conflicted", conflicted.length);
  }
  return { fills, steps: step, best: fills.length > 0 ? 0 : best };
}
