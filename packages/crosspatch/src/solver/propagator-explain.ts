import type { Explanation } from "@gridsmith/constraint";
import type { Instance } from "./instance.js";
import type { CrosspatchPropagator } from "./propagator.js";

/**
 * Reasons for the learning search, one per kkck reduction, read from the domains as they were just before
 * the inference (slot `s`'s variable is `vars[s]`, its values the class-local word indexes; a crossing cell's
 * letter variable follows the slots):
 * - a cell's letter: L left crossing cell c because one of its slots had no word left with L there;
 * - crossing: word `w` left slot `t` because the cell where it crosses another slot could no longer hold
 *   `w`'s letter (or, without that, because the crossing slot had no word left with that letter there);
 * - used up: `w` left `t` because as many slots as `w` is listed held it already;
 * - only place: `t` lost `w` because another word had only as many slots left as it is listed, `t` one of them;
 * - failures: a word with too few slots left, or held by too many.
 * Anything else falls back to everything known of every slot, which is always valid. `fixedCount` is the
 * propagator's count of slots fixed to each word now.
 */
export function explainCrosspatch(e: Explanation, prop: CrosspatchPropagator, fixedCount: Int32Array): void {
  const { inst, vars } = prop;
  if (e.variable < 0) {
    if (!explainFailure(e, inst, vars)) for (const x of vars) e.becauseDomain(x);
    return;
  }
  const t = prop.positionOfVar(e.variable);
  if (t >= prop.slotCount) {
    if (e.equal || !cellLetter(e, prop, t - prop.slotCount)) for (const x of vars) e.becauseDomain(x);
    return;
  }
  const w = inst.classWords[inst.slotClass[t]!]![e.value]!;
  // A word's count of slots fixed to it only grows along a branch: below its multiplicity now, it was below
  // it at the inference too, and "used up" cannot be the reason.
  const mayBeUsedUp = fixedCount[w]! >= inst.mult[w]!;
  if (
    e.equal ||
    !(
      viaCell(e, prop, t, w) ||
      crossing(e, inst, vars, t, w) ||
      (mayBeUsedUp && usedUp(e, inst, vars, t, w)) ||
      onlyPlace(e, inst, vars, t, w)
    )
  ) {
    for (const x of vars) e.becauseDomain(x);
  }
}

function letterOf(inst: Instance, word: number, p: number): number {
  return inst.letters[inst.wordLetterStart[word]! + p]!;
}

const classSlots = new WeakMap<Instance, number[][]>();

/** The slots of length class `k` (the only slots its words can go in), listed once per instance. */
function slotsOfClass(inst: Instance, k: number): number[] {
  let lists = classSlots.get(inst);
  if (lists === undefined) {
    lists = inst.classWords.map(() => []);
    for (let s = 0; s < inst.slotClass.length; s++) lists[inst.slotClass[s]!]!.push(s);
    classSlots.set(inst, lists);
  }
  return lists[k]!;
}

/** Letter `e.value` left crossing cell `c`: one of its two slots had no word left with it there. */
function cellLetter(e: Explanation, prop: CrosspatchPropagator, c: number): boolean {
  const { cells, inst, vars } = prop;
  for (let side = 0; side < 2; side++) {
    const s = cells[4 * c + 2 * side]!;
    const p = cells[4 * c + 2 * side + 1]!;
    if (withoutLetter(e, inst, vars[s]!, inst.slotClass[s]!, p, e.value)) return true;
  }
  return false;
}

/** Word `w` left slot `t`: a crossing cell of `t` could no longer hold `w`'s letter there. */
function viaCell(e: Explanation, prop: CrosspatchPropagator, t: number, w: number): boolean {
  const { inst, vars, cellAt, slotCount } = prop;
  const base = inst.slotPosStart[t]!;
  const L = inst.slotPosStart[t + 1]! - base;
  for (let q = 0; q < L; q++) {
    const c = cellAt[base + q]!;
    if (c < 0) continue;
    const x = vars[slotCount + c]!;
    const letter = letterOf(inst, w, q);
    if (!e.had(x, letter)) {
      e.becauseNot(x, letter);
      return true;
    }
  }
  return false;
}

/**
 * When slot variable `x` (of class `k`) had no word left with `letter` at position `p`, names the removals
 * of all such words as the reason and says true; else false.
 */
function withoutLetter(
  e: Explanation,
  inst: Instance,
  x: number,
  k: number,
  p: number,
  letter: number,
): boolean {
  const nb = inst.classBitWords[k]!;
  const at = inst.posBitsStart[k]! + (p * inst.alphabet.length + letter) * nb;
  for (let b = 0; b < nb; b++) {
    for (let r = inst.posBits[at + b]!; r !== 0; r &= r - 1) {
      if (e.had(x, 32 * b + 31 - Math.clz32(r & -r))) return false;
    }
  }
  for (let b = 0; b < nb; b++) {
    for (let r = inst.posBits[at + b]!; r !== 0; r &= r - 1)
      e.becauseNot(x, 32 * b + 31 - Math.clz32(r & -r));
  }
  return true;
}

function crossing(e: Explanation, inst: Instance, vars: readonly number[], t: number, w: number): boolean {
  const base = inst.slotPosStart[t]!;
  const L = inst.slotPosStart[t + 1]! - base;
  for (let q = 0; q < L; q++) {
    const s = inst.crossSlot[base + q]!;
    if (s < 0) continue;
    const p = inst.crossPos[base + q]!;
    if (withoutLetter(e, inst, vars[s]!, inst.slotClass[s]!, p, letterOf(inst, w, q))) return true;
  }
  return false;
}

function usedUp(e: Explanation, inst: Instance, vars: readonly number[], t: number, w: number): boolean {
  const local = inst.wordLocal[w]!;
  const holders: number[] = [];
  for (const s of slotsOfClass(inst, inst.slotClass[t]!)) {
    if (s !== t && e.heldEqual(vars[s]!, local)) holders.push(s);
    if (holders.length === inst.mult[w]) {
      for (const h of holders) e.becauseEqual(vars[h]!, local);
      return true;
    }
  }
  return false;
}

function onlyPlace(e: Explanation, inst: Instance, vars: readonly number[], t: number, w: number): boolean {
  const k = inst.slotClass[t]!;
  const slots = slotsOfClass(inst, k);
  const words = inst.classWords[k]!;
  for (let c = 0; c < words.length; c++) {
    if (words[c] === w || !e.had(vars[t]!, c)) continue;
    const places = slots.filter((s) => e.had(vars[s]!, c));
    if (places.length !== inst.mult[words[c]!]) continue;
    for (const s of slots) if (!places.includes(s)) e.becauseNot(vars[s]!, c);
    return true;
  }
  return false;
}

function explainFailure(e: Explanation, inst: Instance, vars: readonly number[]): boolean {
  for (let k = 0; k < inst.classWords.length; k++) {
    const slots = slotsOfClass(inst, k);
    const words = inst.classWords[k]!;
    for (let c = 0; c < words.length; c++) {
      const mult = inst.mult[words[c]!]!;
      const held = slots.filter((s) => e.heldEqual(vars[s]!, c));
      if (held.length > mult) {
        for (const s of held.slice(0, mult + 1)) e.becauseEqual(vars[s]!, c);
        return true;
      }
      const places = slots.filter((s) => e.had(vars[s]!, c));
      if (places.length < mult) {
        for (const s of slots) if (!places.includes(s)) e.becauseNot(vars[s]!, c);
        return true;
      }
    }
  }
  return false;
}
