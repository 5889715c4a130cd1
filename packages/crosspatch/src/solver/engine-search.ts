import { Model } from "@gridsmith/constraint";
import type { StopReason } from "@gridsmith/kit";
import type { Instance } from "./instance.js";
import { CrosspatchPropagator } from "./propagator.js";

/** Budgets of one search. */
export interface SearchOptions {
  /** Solutions to find before stopping (Infinity for all). */
  limit: number;
  timeoutMs?: number;
  nodeLimit?: number;
  signal?: AbortSignal;
  /** Search with the engine's learning (off by default). */
  learning?: boolean;
}

export interface SearchOutcome {
  /** Each solution as slot -> distinct word id. */
  solutions: Int32Array[];
  complete: boolean;
  stoppedBy: StopReason;
  nodes: number;
  failures: number;
  propagations: number;
  ms: number;
}

/** A character that is in no word and no given, to mark unknown cells in the store's patterns. */
function blankFor(inst: Instance): string {
  const used = new Set(inst.alphabet);
  for (const ch of ["?", "\u0000", "\uFFFF", "\uFFFE"]) if (!used.has(ch)) return ch;
  throw new RangeError("no character is free to mark an unknown cell");
}

/**
 * The puzzle on the engine: one variable per slot (its class-local word) and one per crossing cell (its
 * letter), the reductions as one propagator. With `matching`, each length class whose words are all listed
 * once (its slots then hold a permutation of them) is also an all-different with domain consistency: it
 * sees a Hall set (k slots left with the same k words) at once, where kkck's count rules wait until k
 * slots are fixed, and explains it in a few literals (the learning search posts it).
 */
export function engineModel(
  inst: Instance,
  options: { matching?: boolean } = {},
): { m: Model; prop: CrosspatchPropagator; index: number } {
  const blank = blankFor(inst);
  const givens = inst.geometry.slots.map((slot) =>
    slot.cells.map((id) => inst.geometry.cells[id]!.given ?? blank).join(""),
  );
  const m = new Model();
  const prop = new CrosspatchPropagator(inst, m, givens, blank);
  const index = m.post(prop);
  if (options.matching) {
    const slotsOf = inst.classWords.map((): number[] => []);
    for (let s = 0; s < prop.slotCount; s++) slotsOf[inst.slotClass[s]!]!.push(prop.vars[s]!);
    inst.classWords.forEach((words, k) => {
      const vars = slotsOf[k]!;
      if (vars.length > 1 && words.every((w) => inst.mult[w] === 1)) {
        m.allDifferent(vars, undefined, { consistency: "domain" });
      }
    });
  }
  return { m, prop, index };
}

/**
 * The engine's depth-first search (dom/wdeg, alphabetical values, binary branching) over one variable per
 * slot and one letter variable per crossing cell, with the choice store and kkck's reductions as the
 * propagator at every node.
 */
export function searchSolutions(inst: Instance, options: SearchOptions): SearchOutcome {
  const learning = options.learning ?? false;
  const { m, prop } = engineModel(inst, { matching: learning });
  const r = m.solve({
    limit: options.limit,
    timeoutMs: options.timeoutMs,
    nodeLimit: options.nodeLimit,
    signal: options.signal,
    // dom/wdeg: a slot that keeps running out of words is chosen earlier, which stops the search from
    // thrashing over unrelated parts of a large sparse grid. With learning it alternates with the activity
    // order at each restart: on 400-word fills each order alone gets stuck on a different one of five seeds
    // (heavy tails), the two in turn fill all five.
    variableOrder: "dom/wdeg",
    learning: learning ? { alternate: true } : false,
  });
  // The slots' words (the crossing cells' letters, after them, follow from those).
  const solutions = r.solutions.map((values) =>
    Int32Array.from(values.slice(0, prop.slotCount), (v, s) => inst.classWords[inst.slotClass[s]!]![v]!),
  );
  return {
    solutions,
    complete: r.complete,
    stoppedBy: r.stoppedBy,
    nodes: r.stats.nodes,
    failures: r.stats.failures,
    propagations: r.stats.propagations,
    ms: r.stats.ms,
  };
}
