import { describe, expect, it } from "vitest";
import { randomPuzzle } from "../../../packages/crosspatch/src/random-puzzles.test-helpers.ts";
import { prepare } from "../../../packages/crosspatch/src/solve.ts";
import type { Instance } from "../../../packages/crosspatch/src/solver/instance.ts";
import { type DomainReader, SlotMarginals } from "./crosspatch-bp.ts";

/** Each slot's domain as a reader: slot s is variable s, its values listed. */
function reader(domains: number[][]): DomainReader {
  return {
    size: (x) => domains[x]!.length,
    valuesInto(x, out, at = 0) {
      domains[x]!.forEach((v, i) => {
        out[at + i] = v;
      });
      return domains[x]!.length;
    },
  };
}

/** The letter of slot s's class-local word v at position p. */
function letterOf(inst: Instance, s: number, v: number, p: number): number {
  const g = inst.classWords[inst.slotClass[s]!]![v]!;
  return inst.letters[inst.wordLetterStart[g]! + p]!;
}

/**
 * By brute force over the domains: per slot and domain value, the assignments in which crossings agree (and,
 * with `counts`, no word fills more slots than it is listed), divided by their number; null when there is none.
 */
function exactMarginals(inst: Instance, domains: number[][], counts: boolean): number[][] | null {
  const n = domains.length;
  const value = new Int32Array(n).fill(-1);
  const used = new Int32Array(inst.words.length);
  const tally = domains.map((d) => d.map(() => 0));
  let total = 0;
  const go = (s: number): void => {
    if (s === n) {
      total++;
      for (let t = 0; t < n; t++) tally[t]![domains[t]!.indexOf(value[t]!)]!++;
      return;
    }
    for (const v of domains[s]!) {
      const g = inst.classWords[inst.slotClass[s]!]![v]!;
      if (counts && used[g]! >= inst.mult[g]!) continue;
      let agrees = true;
      for (let at = inst.slotPosStart[s]!; at < inst.slotPosStart[s + 1]! && agrees; at++) {
        const t = inst.crossSlot[at]!;
        if (
          t >= 0 &&
          t < s &&
          letterOf(inst, s, v, at - inst.slotPosStart[s]!) !==
            letterOf(inst, t, value[t]!, inst.crossPos[at]!)
        )
          agrees = false;
      }
      if (!agrees) continue;
      value[s] = v;
      used[g]!++;
      go(s + 1);
      used[g]!--;
    }
  };
  go(0);
  return total === 0 ? null : tally.map((row) => row.map((c) => c / total));
}

/** Whether the slots' crossings form a forest (no cycle), where belief propagation is exact. */
function isForest(inst: Instance): boolean {
  const n = inst.slotClass.length;
  const parent = Array.from({ length: n }, (_, s) => s);
  const find = (s: number): number => (parent[s] === s ? s : (parent[s] = find(parent[s]!)));
  for (let s = 0; s < n; s++) {
    for (let at = inst.slotPosStart[s]!; at < inst.slotPosStart[s + 1]!; at++) {
      const t = inst.crossSlot[at]!;
      if (t < s) continue;
      if (find(s) === find(t)) return false;
      parent[find(s)] = find(t);
    }
  }
  return true;
}

/** Small puzzles that are well formed, each with its instance and every class's values as each slot's domain. */
function instances(count: number): { inst: Instance; domains: number[][] }[] {
  const out: { inst: Instance; domains: number[][] }[] = [];
  for (let seed = 1; out.length < count; seed++) {
    let inst: Instance;
    try {
      inst = prepare(randomPuzzle(seed)).instance;
    } catch {
      continue;
    }
    const domains = Array.from(inst.slotClass, (k) => Array.from(inst.classWords[k]!, (_, v) => v));
    out.push({ inst, domains });
  }
  return out;
}

function marginals(
  inst: Instance,
  domains: number[][],
  counts: boolean,
  matching: "sinkhorn" | "bethe" = "sinkhorn",
): number[][] {
  const bp = new SlotMarginals(
    inst,
    domains.map((_, s) => s),
    { counts, damping: 0.2, sinkhorn: 20, matching },
  );
  expect(bp.run(reader(domains), 200)).toBe(true);
  return domains.map((d, s) => d.map((_, i) => bp.belief[bp.domStart[s]! + i]!));
}

describe("SlotMarginals", () => {
  it("is exact on the crossings alone where they form a forest (brute force over the same domains)", () => {
    let forests = 0;
    for (const { inst, domains } of instances(300)) {
      if (!isForest(inst)) continue;
      const exact = exactMarginals(inst, domains, false);
      if (exact === null) continue;
      forests++;
      const got = marginals(inst, domains, false);
      got.forEach((row, s) => {
        row.forEach((p, i) => {
          expect(p).toBeCloseTo(exact[s]![i]!, 6);
        });
      });
    }
    expect(forests).toBeGreaterThan(50);
  });

  it("balances each class: a slot's marginals sum to 1, a word's over its class's slots to its count", () => {
    for (const { inst, domains } of instances(100)) {
      if (exactMarginals(inst, domains, true) === null) continue;
      const got = marginals(inst, domains, true);
      got.forEach((row) => {
        expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
      });
      const perWord = new Float64Array(inst.words.length);
      got.forEach((row, s) => {
        row.forEach((p, i) => {
          perWord[inst.classWords[inst.slotClass[s]!]![domains[s]![i]!]!]! += p;
        });
      });
      perWord.forEach((sum, g) => {
        expect(sum).toBeCloseTo(inst.mult[g]!, 3);
      });
    }
  });

  it("gives a word listed once nothing in the other slots of its class when one slot holds only it", () => {
    let checked = 0;
    for (const { inst, domains } of instances(200)) {
      // The first slot of a class of two or more slots whose first word is listed once is fixed to that word.
      const s = domains.findIndex(
        (d, t) => d.length > 1 && inst.mult[inst.classWords[inst.slotClass[t]!]![0]!] === 1,
      );
      if (s < 0) continue;
      const fixed = domains.map((d, t) => (t === s ? [0] : d));
      if (exactMarginals(inst, fixed, true) === null) continue;
      for (const matching of ["sinkhorn", "bethe"] as const) {
        const got = marginals(inst, fixed, true, matching);
        expect(got[s]![0]!).toBeCloseTo(1, 9);
        fixed.forEach((d, t) => {
          if (t === s || inst.slotClass[t] !== inst.slotClass[s]) return;
          // Bethe's message is 0 at once; Sinkhorn only drives an entry that is in no matching towards 0.
          expect(got[t]![d.indexOf(0)]!).toBeLessThan(matching === "bethe" ? 1e-9 : 1e-3);
          checked++;
        });
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("with the word counts, comes nearer the exact marginals than the crossings alone do", () => {
    // Sinkhorn approximates the count rule's marginals (it is not exact even on a 2 x 2 class), so this
    // checks the direction: over puzzles where the counts change the exact marginals, the error falls.
    let [withCounts, without, cases] = [0, 0, 0];
    for (const { inst, domains } of instances(300)) {
      const exact = exactMarginals(inst, domains, true);
      if (exact === null) continue;
      const relaxed = exactMarginals(inst, domains, false)!;
      const differs = exact.some((row, s) => row.some((p, i) => Math.abs(p - relaxed[s]![i]!) > 0.05));
      if (!differs) continue;
      cases++;
      const error = (got: number[][]) =>
        got.reduce((sum, row, s) => sum + row.reduce((e, p, i) => e + Math.abs(p - exact[s]![i]!), 0), 0);
      withCounts += error(marginals(inst, domains, true));
      without += error(marginals(inst, domains, false));
    }
    expect(cases).toBeGreaterThan(20);
    expect(withCounts).toBeLessThan(0.5 * without);
  });
});
