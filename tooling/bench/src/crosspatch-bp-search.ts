// Searches guided by crosspatch's estimated marginals (`crosspatch-bp.ts`; issue #34, xw21): a brancher for
// the engine's (learning) search, and decimation without backtracking.
import type { Brancher, Model } from "@gridsmith/constraint";
import type { SlotMarginals } from "./crosspatch-bp.ts";

export interface BpBranching {
  /**
   * `maxsd`: the open (slot, word) of the highest marginal; `peaked`: the open slot whose marginal has the
   * lowest entropy, its most likely word; `value`: the engine's variable order, the most likely value.
   */
  select: "maxsd" | "peaked" | "value";
  /** Rounds of propagation per node (the messages carry over from the last node; default 5). */
  rounds?: number;
}

/** What a marginal-guided brancher counts, for the report. */
export interface BpCounters {
  /** Calls that ran the marginals. */
  runs: number;
  /** CPU-free measure of their cost: the sum of the domain sizes read, times the rounds. */
  work: number;
  /** Milliseconds spent in them (wall). */
  ms: number;
}

/**
 * A brancher choosing by the marginals. `cellSlots` gives, for each crossing cell's letter variable
 * (`slotVars.length + c` in `vars`), a slot and position to read its letter's marginal from. With `value`
 * the variable is left to the engine (-1) and only the value is chosen.
 */
export function bpBrancher(
  bp: SlotMarginals,
  vars: readonly number[],
  cells: Int32Array,
  options: BpBranching,
): Brancher & { counters: BpCounters } {
  const rounds = options.rounds ?? 5;
  const slotCount = bp.slotCount;
  const positionOf = new Map(vars.map((x, k) => [x, k]));
  const counters: BpCounters = { runs: 0, work: 0, ms: 0 };
  const letterP = new Float64Array(bp.inst.alphabet.length);
  let chosenVar = -1;
  let chosenValue = -1;
  const run = (m: Model): boolean => {
    const t0 = performance.now();
    const ok = bp.run(m, rounds);
    counters.ms += performance.now() - t0;
    counters.runs++;
    let size = 0;
    for (let s = 0; s < slotCount; s++) size += bp.domLen[s]!;
    counters.work += size * rounds;
    return ok;
  };
  return {
    counters,
    variable(m: Model): number {
      chosenVar = -1;
      if (options.select === "value") return -1;
      if (!run(m)) return -1;
      const pick = options.select === "maxsd" ? bp.maxSD() : bp.peakedSlot();
      if (pick.slot < 0) return -1;
      chosenVar = vars[pick.slot]!;
      chosenValue = pick.value;
      return chosenVar;
    },
    value(m: Model, x: number): number {
      if (x === chosenVar && m.has(x, chosenValue)) return chosenValue;
      const k = positionOf.get(x);
      if (k === undefined || !run(m)) return m.min(x);
      if (k < slotCount) {
        const v = bp.bestOf(k).value;
        return m.has(x, v) ? v : m.min(x);
      }
      const c = k - slotCount;
      bp.letterMarginal(cells[4 * c]!, cells[4 * c + 1]!, letterP);
      let best = m.min(x);
      for (let a = 0; a < letterP.length; a++) if (m.has(x, a) && letterP[a]! > letterP[best]!) best = a;
      return best;
    },
  };
}

export interface DecimationOptions {
  /** Rounds of propagation before each decision (default 10). */
  rounds?: number;
  /** Runs from the root before giving up (default 20). */
  runs?: number;
  /** Each run after the first: marginals multiplied by random factors in [1 - noise, 1 + noise] (default 0.3). */
  noise?: number;
  /** Seed of the noise. */
  seed?: number;
  /** On a failed decision, refute it (remove the word) and go on instead of restarting (default false). */
  refute?: boolean;
  /** Stop after this many decisions in all (default: no limit). */
  decisions?: number;
}

export interface DecimationResult {
  /** The slot variables' values of a fill, or null. */
  values: number[] | null;
  runs: number;
  decisions: number;
  /** The most slots fixed in any run. */
  deepest: number;
}

/**
 * Decimation: from the root, run the marginals, fix the (slot, word) of the highest marginal, propagate with
 * the model's propagators, repeat; no backtracking. A failure ends the run (or, with `refute`, removes that
 * word from that slot and goes on; a failed removal ends it), and the next run starts again from the root
 * with fresh messages and noise on the choice. The model is left at the root.
 */
export function decimate(m: Model, bp: SlotMarginals, options: DecimationOptions = {}): DecimationResult {
  const rounds = options.rounds ?? 10;
  const runs = options.runs ?? 20;
  const noise = options.noise ?? 0.3;
  const budget = options.decisions ?? Number.POSITIVE_INFINITY;
  let seed = (options.seed ?? 1) >>> 0 || 1;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  const result: DecimationResult = { values: null, runs: 0, decisions: 0, deepest: 0 };
  if (!m.propagate()) return result;
  const root = m.trail.mark();
  for (let r = 0; r < runs && result.decisions < budget; r++) {
    result.runs++;
    bp.reset();
    for (; result.decisions < budget; ) {
      if (!bp.run(m, rounds)) break;
      let fixed = 0;
      for (let s = 0; s < bp.slotCount; s++) if (bp.domLen[s] === 1) fixed++;
      result.deepest = Math.max(result.deepest, fixed);
      const pick = bp.maxSD(r === 0 ? 0 : noise, random);
      if (pick.slot < 0) {
        result.values = bp.slotVars.map((x) => m.min(x));
        m.trail.undoTo(root);
        return result;
      }
      const x = bp.slotVars[pick.slot]!;
      result.decisions++;
      const mark = m.trail.mark();
      if (m.assign(x, pick.value) && m.propagate()) continue;
      m.trail.undoTo(mark);
      if (!options.refute || !(m.remove(x, pick.value) && m.propagate())) break;
    }
    m.trail.undoTo(root);
  }
  return result;
}
