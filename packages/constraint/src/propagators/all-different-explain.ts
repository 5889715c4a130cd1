import type { Explanation } from "../learning/explanation.js";

/**
 * Reasons of the all-different propagator for the learning search. `y != w` because another variable was fixed to the
 * same term (a naked single), or, with hidden singles, because `y` was the only one left for some other term
 * (the others had lost it); `y = v` because `y` was the only one left for `v`. A failure: two variables fixed
 * to one term, else everything known.
 */
export function explainAllDifferent(
  e: Explanation,
  vars: readonly number[],
  offsets: Int32Array,
  hidden: boolean,
): void {
  const n = vars.length;
  if (e.variable < 0) {
    if (explainClash(e, vars, offsets)) return;
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  const i = vars.indexOf(e.variable);
  const term = e.value + offsets[i]!;
  if (!e.equal) {
    for (let j = 0; j < n; j++) {
      if (j === i || !e.heldEqual(vars[j]!, term - offsets[j]!)) continue;
      e.becauseEqual(vars[j]!, term - offsets[j]!);
      return;
    }
  }
  if (hidden) {
    // The term y had to take: the asserted one, or one of y's others that no other variable still had.
    const x = vars[i]!;
    for (let v = e.equal ? e.value : e.minBefore(x); v <= (e.equal ? e.value : e.maxBefore(x)); v++) {
      if (v === e.value && !e.equal) continue;
      if (!e.had(x, v)) continue;
      const t = v + offsets[i]!;
      let alone = true;
      for (let j = 0; j < n && alone; j++) if (j !== i && e.had(vars[j]!, t - offsets[j]!)) alone = false;
      if (!alone) continue;
      for (let j = 0; j < n; j++) if (j !== i) e.becauseNot(vars[j]!, t - offsets[j]!);
      return;
    }
  }
  for (const x of vars) e.becauseDomain(x);
}

/** Two variables fixed to the same term before the failure: their values are the reason. */
function explainClash(e: Explanation, vars: readonly number[], offsets: Int32Array): boolean {
  for (let i = 0; i < vars.length; i++) {
    const a = e.fixedValue(vars[i]!);
    if (Number.isNaN(a)) continue;
    for (let j = i + 1; j < vars.length; j++) {
      if (e.fixedValue(vars[j]!) + offsets[j]! === a + offsets[i]!) {
        e.becauseEqual(vars[i]!, a);
        e.becauseEqual(vars[j]!, a + offsets[i]! - offsets[j]!);
        return true;
      }
    }
  }
  return false;
}
