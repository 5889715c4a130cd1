import type { Explanation } from "@gridsmith/constraint";
import type { Instance } from "./instance.js";

/**
 * Reasons for the learning search, one per kkck reduction, read from the domains as they were just before
 * the inference (slot `s`'s variable is `vars[s]`, its values the class-local word indexes):
 * - crossing: word `w` left slot `t` because the crossing slot had no word left with `w`'s letter there;
 * - used up: `w` left `t` because as many slots as `w` is listed held it already;
 * - only place: `t` lost `w` because another word had only as many slots left as it is listed, `t` one of them;
 * - failures: a word with too few slots left, or held by too many.
 * Anything else falls back to everything known of every slot, which is always valid. `fixedCount` is the
 * propagator's count of slots fixed to each word now.
 */
export function explainCrosspatch(
  e: Explanation,
  inst: Instance,
  vars: readonly number[],
  fixedCount: Int32Array,
): void {
  if (e.variable < 0) {
    if (!explainFailure(e, inst, vars)) for (const x of vars) e.becauseDomain(x);
    return;
  }
  const t = vars.indexOf(e.variable);
  const w = inst.classWords[inst.slotClass[t]!]![e.value]!;
  // A word's count of slots fixed to it only grows along a branch: below its multiplicity now, it was below
  // it at the inference too, and "used up" cannot be the reason.
  const mayBeUsedUp = fixedCount[w]! >= inst.mult[w]!;
  if (
    e.equal ||
    !(
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

function crossing(e: Explanation, inst: Instance, vars: readonly number[], t: number, w: number): boolean {
  const base = inst.slotPosStart[t]!;
  const L = inst.slotPosStart[t + 1]! - base;
  const A = inst.alphabet.length;
  for (let q = 0; q < L; q++) {
    const s = inst.crossSlot[base + q]!;
    if (s < 0) continue;
    // The words of s's class with w's letter at the crossing, as a bitset over the class (see Instance).
    const k = inst.slotClass[s]!;
    const nb = inst.classBitWords[k]!;
    const at = inst.posBitsStart[k]! + (inst.crossPos[base + q]! * A + letterOf(inst, w, q)) * nb;
    const x = vars[s]!;
    let supported = false;
    for (let b = 0; b < nb && !supported; b++) {
      for (let r = inst.posBits[at + b]!; r !== 0; r &= r - 1) {
        if (e.had(x, 32 * b + 31 - Math.clz32(r & -r))) {
          supported = true;
          break;
        }
      }
    }
    if (supported) continue;
    for (let b = 0; b < nb; b++) {
      for (let r = inst.posBits[at + b]!; r !== 0; r &= r - 1)
        e.becauseNot(x, 32 * b + 31 - Math.clz32(r & -r));
    }
    return true;
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
