// Variants of crosspatch's learning search on kkck files (issue #34's sparse fills), in-process, limit 1, each
// against a node budget: what a portfolio of differently ordered searches, or another branching rule, would
// change. None of these is in the package; they are built here on its model (`engineModel`), with the options
// `solve` uses unless a variant says otherwise. One run per shared-machine session:
//   pnpm --filter @gridsmith/bench exec tsx --conditions=@gridsmith/source src/crosspatch-variants.ts FILE...
// VARIANTS: a JSON list, each {values?: N (a seeded random value order; 0 or absent: alphabetical) or
// "fewest-slots" (a slot's word that the fewest slots of its length can still take) or "support" (the value
// leaving its crossing slots the most words), brancher?: "crossing-dom" | "crossing-dom/open" (only slots that
// cross an open slot, fewest words or fewest words per open crossing; the rest left to the engine, where the
// matching finishes them) | "hardest-word" (the word fewest slots can take, into its tightest slot) |
// "letters" (crossing letters first) | "frontier" (slots crossing a fixed one first) | "largest-class" (the
// largest length class's slots first), learning?: {...} (LearningOptions over `{ alternate: true }`),
// order?: VariableOrder (default dom/wdeg), bp?: {select: "maxsd" | "peaked" | "value", rounds?, damping?,
// sinkhorn?, counts?} (branching by estimated marginals, `crosspatch-bp.ts`; xw21), decimate?: {rounds?, runs?,
// noise?, seed?, refute?, decisions?, damping?, sinkhorn?} (no search: decimation by the marginals)}; default [{}]. NODES: budget per run (default 3000). Prints CPU
// seconds, nodes, failures and the most slots fixed at any decision (how far a run that does not fill got);
// every fill is checked by `verifyAssignment`.
import { readFileSync } from "node:fs";
import type { Brancher, LearningOptions, Model, SearchView, VariableOrder } from "@gridsmith/constraint";
import { geometryOf, readKkck, verifyAssignment } from "@gridsmith/crosspatch";
import { engineModel } from "../../../packages/crosspatch/src/solver/engine-search.ts";
import { buildInstance } from "../../../packages/crosspatch/src/solver/instance.ts";
import { type MarginalOptions, SlotMarginals } from "./crosspatch-bp.ts";
import { type BpBranching, bpBrancher, type DecimationOptions, decimate } from "./crosspatch-bp-search.ts";

interface Variant {
  values?: number | "fewest-slots" | "support";
  brancher?: "crossing-dom" | "crossing-dom/open" | "hardest-word" | "letters" | "frontier" | "largest-class";
  learning?: LearningOptions;
  order?: VariableOrder;
  bp?: BpBranching & MarginalOptions;
  decimate?: DecimationOptions & MarginalOptions;
}

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/**
 * Each variable's scan starts at a random point of its range and takes the next value left (wrapping): a
 * different order per seed, the same on every run with that seed.
 */
function randomValueOrder(seed: number): (m: Model, x: number) => number {
  let s = seed >>> 0 || 1;
  return (m, x) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const lo = m.min(x);
    const span = m.max(x) - lo + 1;
    const start = (s >>> 0) % span;
    for (let i = 0; i < span; i++) if (m.has(x, lo + ((start + i) % span))) return lo + ((start + i) % span);
    return lo;
  };
}

/**
 * For a slot, its word that the fewest slots of its length can still take (the word side's fail-first: in a
 * class that must use each word once, a word with two places left is nearly decided); ties to the lowest.
 */
function fewestSlotsValue(slotVars: readonly number[], classSlots: number[][], slotClass: Int32Array) {
  const slotOf = new Map(slotVars.map((x, s) => [x, s]));
  return (m: Model, x: number): number => {
    const s = slotOf.get(x);
    if (s === undefined) return m.min(x);
    const others = classSlots[slotClass[s]!]!;
    let best = m.min(x);
    let bestCount = Number.POSITIVE_INFINITY;
    for (let v = m.min(x), hi = m.max(x); v <= hi; v = m.nextValue(x, v)) {
      let count = 0;
      for (const t of others) if (m.has(slotVars[t]!, v)) count++;
      if (count < bestCount) {
        bestCount = count;
        best = v;
      }
    }
    return best;
  };
}

/**
 * The value that leaves the crossing slots the most words (least constraining): a slot's word by the sum over
 * its open crossings of the log of the crossing slot's words with that letter there; a crossing cell's letter
 * by the same over its two slots. Ties to the lowest value.
 */
function supportValue(inst: ReturnType<typeof buildInstance>, prop: ReturnType<typeof engineModel>["prop"]) {
  const A = inst.alphabet.length;
  const posOf = new Map(prop.vars.map((x, k) => [x, k]));
  const counts = new Int32Array(A);
  const letterCounts = (m: Model, t: number, q: number): Int32Array => {
    counts.fill(0);
    const x = prop.vars[t]!;
    const ids = inst.classWords[inst.slotClass[t]!]!;
    for (let v = m.min(x), hi = m.max(x); v <= hi; v = m.nextValue(x, v))
      counts[inst.letters[inst.wordLetterStart[ids[v]!]! + q]!]!++;
    return counts;
  };
  return (m: Model, x: number): number => {
    const k = posOf.get(x);
    if (k === undefined) return m.min(x);
    const score = new Map<number, number>();
    for (let v = m.min(x), hi = m.max(x); v <= hi; v = m.nextValue(x, v)) score.set(v, 0);
    if (k < prop.slotCount) {
      const s = k;
      const ids = inst.classWords[inst.slotClass[s]!]!;
      for (let at = inst.slotPosStart[s]!; at < inst.slotPosStart[s + 1]!; at++) {
        const t = inst.crossSlot[at]!;
        if (t < 0 || m.size(prop.vars[t]!) <= 1) continue;
        const c = letterCounts(m, t, inst.crossPos[at]!);
        const p = at - inst.slotPosStart[s]!;
        for (const [v, sc] of score)
          score.set(v, sc + Math.log(c[inst.letters[inst.wordLetterStart[ids[v]!]! + p]!]! || 0.5));
      }
    } else {
      const c = 4 * (k - prop.slotCount);
      for (const [slot, pos] of [
        [prop.cells[c]!, prop.cells[c + 1]!],
        [prop.cells[c + 2]!, prop.cells[c + 3]!],
      ] as const) {
        const cnt = letterCounts(m, slot, pos);
        for (const [v, sc] of score) score.set(v, sc + Math.log(cnt[v]! || 0.5));
      }
    }
    let best = m.min(x);
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const [v, sc] of score) if (sc > bestScore) [best, bestScore] = [v, sc];
    return best;
  };
}

/**
 * The word side first: the unplaced word that the fewest slots of its length can still take, put in the one
 * of those slots with the fewest words left (ties to the lowest). A class must use each word once, so a word
 * with rare letters is where its class fails last; placing it first fails early. -1 once every slot is fixed.
 */
function hardestWordBrancher(slotVars: readonly number[], classSlots: number[][]): Brancher {
  let chosenValue = -1;
  return {
    variable(m: Model): number {
      let bestCount = Number.POSITIVE_INFINITY;
      let best = -1;
      for (const slots of classSlots) {
        const count = new Map<number, number>();
        const placed = new Set<number>();
        for (const s of slots) {
          const x = slotVars[s]!;
          if (m.size(x) === 1) {
            placed.add(m.min(x));
            continue;
          }
          for (let v = m.min(x), hi = m.max(x); v <= hi; v = m.nextValue(x, v))
            count.set(v, (count.get(v) ?? 0) + 1);
        }
        for (const [v, c] of count) {
          if (placed.has(v) || c >= bestCount) continue;
          let slot = -1;
          for (const s of slots) {
            const x = slotVars[s]!;
            if (m.size(x) > 1 && m.has(x, v) && (slot < 0 || m.size(x) < m.size(slotVars[slot]!))) slot = s;
          }
          bestCount = c;
          best = slotVars[slot]!;
          chosenValue = v;
        }
      }
      return best;
    },
    value(m: Model, x: number): number {
      return m.has(x, chosenValue) ? chosenValue : m.min(x);
    },
  };
}

/**
 * Crossing letters first: the open crossing cell whose tighter slot has the fewest words (ties to the lowest),
 * its letter the one that leaves its two slots the most words together; -1 once every crossing letter is
 * fixed (the slots are then left to the default). Decisions on letters make learnt clauses name letters.
 */
function letterBrancher(
  inst: ReturnType<typeof buildInstance>,
  prop: ReturnType<typeof engineModel>["prop"],
): Brancher {
  const support = supportValue(inst, prop);
  const cellCount = prop.vars.length - prop.slotCount;
  return {
    variable(m: Model): number {
      let best = -1;
      let bestSize = Number.POSITIVE_INFINITY;
      for (let c = 0; c < cellCount; c++) {
        const x = prop.vars[prop.slotCount + c]!;
        if (m.size(x) <= 1) continue;
        const size = Math.min(
          m.size(prop.vars[prop.cells[4 * c]!]!),
          m.size(prop.vars[prop.cells[4 * c + 2]!]!),
        );
        if (size < bestSize) [best, bestSize] = [x, size];
      }
      return best;
    },
    value: support,
  };
}

/**
 * Grows the fixed part as one region: the open slot with the fewest words among those crossing a fixed slot
 * (any open slot when none does), ties to the lowest; -1 once every slot is fixed.
 */
function frontierBrancher(slotVars: readonly number[], crossers: number[][]): Brancher {
  return {
    variable: (m: Model) =>
      lowestScoringSlot(m, slotVars, (size, s) =>
        crossers[s]!.some((t) => m.size(slotVars[t]!) === 1) ? size : size + 1e6,
      ),
  };
}

/**
 * The open slot variable with the lowest finite `score(words left, slot)` (ties to the lowest slot), or -1:
 * the loop the slot branchers here share.
 */
function lowestScoringSlot(
  m: Model,
  slotVars: readonly number[],
  score: (size: number, s: number) => number,
): number {
  let best = -1;
  let bestScore = Number.POSITIVE_INFINITY;
  slotVars.forEach((x, s) => {
    const size = m.size(x);
    if (size <= 1) return;
    const v = score(size, s);
    if (v < bestScore) [best, bestScore] = [x, v];
  });
  return best;
}

/**
 * The largest length class first (where the slots run out of words): its open slot with the fewest words, then
 * the next largest class's; -1 once every slot is fixed.
 */
function largestClassBrancher(slotVars: readonly number[], classSlots: number[][]): Brancher {
  const order = classSlots.map((_, k) => k).sort((a, b) => classSlots[b]!.length - classSlots[a]!.length);
  return {
    variable(m: Model): number {
      for (const k of order) {
        let best = -1;
        for (const s of classSlots[k]!) {
          const x = slotVars[s]!;
          if (m.size(x) > 1 && (best < 0 || m.size(x) < m.size(best))) best = x;
        }
        if (best >= 0) return best;
      }
      return -1;
    },
  };
}

/** Branches only on slots that cross a slot still open; -1 once none is left. */
function crossingBrancher(slotVars: readonly number[], crossers: number[][], perOpen: boolean): Brancher {
  return {
    variable: (m: Model) =>
      lowestScoringSlot(m, slotVars, (size, s) => {
        let open = 0;
        for (const t of crossers[s]!) if (m.size(slotVars[t]!) > 1) open++;
        if (open === 0) return Number.POSITIVE_INFINITY;
        return perOpen ? size / open : size;
      }),
  };
}

const variants: Variant[] = JSON.parse(process.env.VARIANTS ?? "[{}]");
const nodeLimit = Number(process.env.NODES ?? 3000);
for (const file of process.argv.slice(2)) {
  const p = readKkck(readFileSync(file, "utf8")).puzzle;
  const geometry = geometryOf(p.grid);
  for (const v of variants) {
    const inst = buildInstance(p, geometry);
    const { m, prop } = engineModel(inst, { matching: true });
    const slotVars = prop.vars.slice(0, prop.slotCount);
    const crossers = slotVars.map((_, s) => {
      const list: number[] = [];
      for (let k = inst.slotPosStart[s]!; k < inst.slotPosStart[s + 1]!; k++)
        if (inst.crossSlot[k]! >= 0) list.push(inst.crossSlot[k]!);
      return list;
    });
    const classSlots = inst.classWords.map((): number[] => []);
    for (let s = 0; s < slotVars.length; s++) classSlots[inst.slotClass[s]!]!.push(s);
    if (v.decimate) {
      const c0 = cpu();
      const d = decimate(m, new SlotMarginals(inst, slotVars, v.decimate), v.decimate);
      const seconds = cpu() - c0;
      if (d.values) {
        const words = d.values.map((x, s) => inst.words[inst.classWords[inst.slotClass[s]!]![x]!]!);
        const fault = verifyAssignment(p, geometry, words);
        if (fault !== null) throw new Error(`${file}: a wrong fill (${fault})`);
      }
      console.log(
        `${file}\t${JSON.stringify(v)}\t${d.values ? "filled" : "not filled"}\t${seconds.toFixed(1)} s\t${d.runs} runs ${d.decisions} decisions, deepest ${d.deepest} of ${slotVars.length} slots fixed`,
      );
      continue;
    }
    const bp = v.bp
      ? bpBrancher(new SlotMarginals(inst, slotVars, v.bp), prop.vars, prop.cells, v.bp)
      : undefined;
    const valueOrder =
      v.values === "fewest-slots"
        ? fewestSlotsValue(slotVars, classSlots, inst.slotClass)
        : v.values === "support"
          ? supportValue(inst, prop)
          : v.values
            ? randomValueOrder(v.values)
            : "min";
    const inner = bp
      ? bp
      : v.brancher === "hardest-word"
        ? hardestWordBrancher(slotVars, classSlots)
        : v.brancher === "letters"
          ? letterBrancher(inst, prop)
          : v.brancher === "largest-class"
            ? largestClassBrancher(slotVars, classSlots)
            : v.brancher === "frontier"
              ? frontierBrancher(slotVars, crossers)
              : v.brancher
                ? crossingBrancher(slotVars, crossers, v.brancher === "crossing-dom/open")
                : undefined;
    // The most slots fixed at any decision: how far a run that does not fill got.
    let deepest = 0;
    const brancher: Brancher = {
      variable(mm: Model, view: SearchView): number {
        let fixed = 0;
        for (const x of slotVars) if (mm.size(x) === 1) fixed++;
        if (fixed > deepest) deepest = fixed;
        return inner ? inner.variable(mm, view) : -1;
      },
      value: inner?.value ? (mm, x) => inner.value!(mm, x) : undefined,
    };
    const c0 = cpu();
    const r = m.solve({
      limit: 1,
      nodeLimit,
      variableOrder: v.order ?? "dom/wdeg",
      valueOrder,
      brancher,
      learning: { alternate: true, ...v.learning },
    });
    const seconds = cpu() - c0;
    let outcome = "not filled";
    const values = r.solutions[0];
    if (values) {
      const words = slotVars.map((_, s) => inst.words[inst.classWords[inst.slotClass[s]!]![values[s]!]!]!);
      const fault = verifyAssignment(p, geometry, words);
      if (fault !== null) throw new Error(`${file}: a wrong fill (${fault})`);
      outcome = "filled";
    }
    console.log(
      `${file}\t${JSON.stringify(v)}\t${outcome}\t${seconds.toFixed(1)} s\t${r.stats.nodes} nodes ${r.stats.failures} failures, deepest ${deepest} of ${slotVars.length} slots fixed${bp ? `, marginals ${bp.counters.runs} runs ${(bp.counters.ms / 1000).toFixed(1)} s` : ""}`,
    );
  }
}
