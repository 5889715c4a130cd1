import { type Brancher, type LearningOptions, Model } from "@gridsmith/constraint";
import type { SearchOptions, SearchOutcome } from "../../../packages/crosspatch/src/solver/engine-search.ts";
import type { Instance } from "../../../packages/crosspatch/src/solver/instance.ts";
import { buildLettersGraph, type LettersGraph, slotEdges } from "./crosspatch-letters-graph.ts";
import { ClassMatching } from "./crosspatch-letters-matching.ts";
import { LettersPropagator } from "./crosspatch-letters-propagator.ts";

/** The most fills the letters search tells apart: a crossing-letter solution gives one fill, or two and more. */
export const LETTERS_MAX_LIMIT = 2;

/**
 * The letters model on the engine's learning search (see {@link LettersPropagator}): variables are the
 * crossing cells' letters only. Each solution of the letters is read off as one fill (a perfect matching per
 * class), and a second fill with the same letters is one more when some class has another perfect matching
 * that moves a word (an alternating cycle through different words). So it counts fills exactly up to
 * {@link LETTERS_MAX_LIMIT}; a larger `limit` is a RangeError. A puzzle with no crossing cell has no letter
 * to search: the propagator's first run decides it by matching alone (one empty solution of the letters).
 */
/** Bench knobs of the letters search (the product uses the defaults). */
export interface LettersSearchKnobs {
  /** First value: `"min"` (alphabet order, the default) or `"support"` (the letter most units on both sides have there). */
  values?: "min" | "support";
  /** `"tight-slot"`: branch on a cell of the slot with the fewest edges left (else the engine's dom/wdeg). */
  brancher?: "tight-slot";
  learning?: LearningOptions;
  /** False: no Regin filtering, only the matching's failures and the letters of every edge. */
  regin?: boolean;
  /** When given, `deepest` is set to the most crossing cells fixed at any branching (a depth measure). */
  depth?: { deepest: number };
}

export function searchLetters(
  inst: Instance,
  options: SearchOptions,
  knobs: LettersSearchKnobs = {},
): SearchOutcome {
  if (options.limit > LETTERS_MAX_LIMIT) throw new RangeError("the letters search counts at most 2 fills");
  const model = lettersModel(inst, knobs.regin ?? true);
  if (model === null) {
    return { solutions: [], complete: true, stoppedBy: null, nodes: 0, failures: 0, propagations: 0, ms: 0 };
  }
  const { g, m, prop } = model;
  const valueOrder =
    knobs.values === "support"
      ? (mm: Model, x: number) => {
          const c = prop.cellOf(x);
          let best = -1;
          let bestScore = -1;
          for (let r = mm.bits(x); r !== 0; r &= r - 1) {
            const a = 31 - Math.clz32(r & -r);
            const score = prop.letterSupport(c, a);
            if (score > bestScore) {
              bestScore = score;
              best = a;
            }
          }
          return best;
        }
      : undefined;
  const chosen: Brancher | undefined =
    knobs.brancher === "tight-slot"
      ? {
          variable: (mm: Model) => {
            let best = -1;
            let bestScore = Number.POSITIVE_INFINITY;
            for (let s = 0; s < g.slotClass.length; s++) {
              const k = g.classes[g.slotClass[s]!]!;
              const i = g.slotLocal[s]!;
              let open = -1;
              for (let x = k.crossStart[i]!; x < k.crossStart[i + 1]!; x++) {
                const v = prop.vars[k.crossCell[x]!]!;
                if (mm.size(v) > 1 && (open < 0 || mm.size(v) < mm.size(open))) open = v;
              }
              if (open < 0) continue;
              const score = prop.edgeCount(s);
              if (score < bestScore) {
                bestScore = score;
                best = open;
              }
            }
            return best;
          },
        }
      : undefined;
  const depth = knobs.depth;
  const brancher: Brancher | undefined =
    depth === undefined
      ? chosen
      : {
          variable: (mm, view) => {
            let fixed = 0;
            for (const x of prop.vars) if (mm.size(x) === 1) fixed++;
            if (fixed > depth.deepest) depth.deepest = fixed;
            return chosen ? chosen.variable(mm, view) : -1;
          },
        };
  const ours = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, ours.signal]) : ours.signal;
  const fills: Int32Array[] = [];
  const r = m.solve({
    limit: options.limit,
    timeoutMs: options.timeoutMs,
    nodeLimit: options.nodeLimit,
    signal,
    variableOrder: "dom/wdeg",
    learning: knobs.learning ?? { alternate: true },
    valueOrder,
    brancher,
    collect: false,
    onSolution: (values) => {
      if (fills.length >= options.limit) return;
      const { first, second } = readOff(g, values);
      fills.push(first);
      if (second !== null && fills.length < options.limit) fills.push(second);
      if (fills.length >= options.limit) ours.abort();
    },
  });
  const byUs = ours.signal.aborted && !(options.signal?.aborted ?? false);
  return {
    solutions: fills,
    complete: byUs ? false : r.complete,
    stoppedBy: byUs ? "limit" : r.stoppedBy,
    nodes: r.stats.nodes,
    failures: r.stats.failures,
    propagations: r.stats.propagations,
    ms: r.stats.ms,
  };
}

/**
 * The letters model on a fresh engine model: one variable per crossing cell (values from 0, so that a
 * domain's bits are the letters'), the one propagator. Null when some cell can take no letter at all.
 */
export function lettersModel(
  inst: Instance,
  regin = true,
): { g: LettersGraph; m: Model; prop: LettersPropagator } | null {
  const g = buildLettersGraph(inst);
  if (g.cellStart.some((bits) => bits === 0)) return null;
  const m = new Model();
  const vars: number[] = [];
  for (let c = 0; c < g.cells.length / 4; c++) {
    const x = m.intVar(0, g.A - 1);
    m.restrict(x, g.cellStart[c]!);
    vars.push(x);
  }
  const prop = new LettersPropagator(g, vars, regin);
  m.post(prop);
  return { g, m, prop };
}

/**
 * The fill of a solution of the letters (cell c's letter `values[c]`): slot -> word id, from one perfect
 * matching per class; and a second fill when one class has an alternating cycle that changes words.
 */
export function readOff(
  g: LettersGraph,
  values: readonly number[],
): { first: Int32Array; second: Int32Array | null } {
  const first = new Int32Array(g.slotClass.length);
  // The class with a word-moving cycle, if any: its slots on the cycle and the word each takes instead.
  let movedSlots: number[] | null = null;
  let movedWords: number[] = [];
  for (const k of g.classes) {
    const mt = new ClassMatching(k);
    for (let i = 0; i < k.n; i++) slotEdges(g, k, i, (c) => 1 << values[c]!, mt.adj);
    if (mt.match() >= 0) throw new Error("internal error: a letters solution without a fill");
    for (let i = 0; i < k.n; i++) first[k.slots[i]!] = k.unitWord[mt.slotUnit[i]!]!;
    if (movedSlots !== null) continue;
    const cycle = wordCycle(mt);
    if (cycle === null) continue;
    // Slot cycle[j] takes the unit cycle[j + 1] holds: every slot on the cycle gets another word.
    movedSlots = cycle.map((i) => k.slots[i]!);
    movedWords = cycle.map((_, j) => k.unitWord[mt.slotUnit[cycle[(j + 1) % cycle.length]!]!]!);
  }
  if (movedSlots === null) return { first, second: null };
  const second = Int32Array.from(first);
  movedSlots.forEach((s, j) => {
    second[s] = movedWords[j]!;
  });
  return { first, second };
}

/**
 * A cycle of slots i0 -> i1 -> ... -> i0 where each slot has an edge to the unit the next one holds and that
 * unit's word differs from its own, or null. Such a cycle exists iff the class has a second perfect
 * matching with other words (the slots whose word changes between two matchings all have such an edge
 * within them, so they contain a cycle).
 */
function wordCycle(mt: ClassMatching): number[] | null {
  const k = mt.k;
  const state = new Uint8Array(k.n); // 0 new, 1 on the path, 2 done
  const path: number[] = [];
  const next = (i: number, from: number): number => {
    const own = k.unitWord[mt.slotUnit[i]!]!;
    for (let u = from; u < k.n; u++) {
      if (mt.has(i, u) && k.unitWord[u] !== own) return u;
    }
    return -1;
  };
  const cursor = new Int32Array(k.n);
  for (let root = 0; root < k.n; root++) {
    if (state[root] !== 0) continue;
    path.push(root);
    state[root] = 1;
    cursor[root] = 0;
    while (path.length > 0) {
      const i = path[path.length - 1]!;
      const u = next(i, cursor[i]!);
      if (u < 0) {
        state[i] = 2;
        path.pop();
        continue;
      }
      cursor[i] = u + 1;
      const t = mt.unitSlot[u]!;
      if (state[t] === 1) return path.slice(path.indexOf(t));
      if (state[t] === 0) {
        state[t] = 1;
        cursor[t] = 0;
        path.push(t);
      }
    }
  }
  return null;
}
