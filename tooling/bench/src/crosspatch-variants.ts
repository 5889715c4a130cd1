// Variants of crosspatch's learning search on kkck files (issue #34's sparse fills), in-process, limit 1, each
// against a node budget: what a portfolio of differently ordered searches, or another branching rule, would
// change. None of these is in the package; they are built here on its model (`engineModel`), with the options
// `solve` uses unless a variant says otherwise. One run per shared-machine session:
//   pnpm --filter @gridsmith/bench exec tsx --conditions=@gridsmith/source src/crosspatch-variants.ts FILE...
// VARIANTS: a JSON list, each {values?: N (a seeded random value order; 0 or absent: alphabetical) or
// "fewest-slots" (a slot's word that the fewest slots of its length can still take),
// brancher?: "crossing-dom" | "crossing-dom/open" (only slots that cross an open slot, fewest words or fewest
// words per open crossing; the rest left to the engine, where the matching finishes them), learning?: {...}
// (LearningOptions over `{ alternate: true }`), order?: VariableOrder (default dom/wdeg)}; default [{}].
// NODES: budget per run (default 3000). Prints CPU seconds, nodes, failures; every fill is checked by
// `verifyAssignment`.
import { readFileSync } from "node:fs";
import type { Brancher, LearningOptions, Model, VariableOrder } from "@gridsmith/constraint";
import { geometryOf, readKkck, verifyAssignment } from "@gridsmith/crosspatch";
import { engineModel } from "../../../packages/crosspatch/src/solver/engine-search.ts";
import { buildInstance } from "../../../packages/crosspatch/src/solver/instance.ts";

interface Variant {
  values?: number | "fewest-slots";
  brancher?: "crossing-dom" | "crossing-dom/open";
  learning?: LearningOptions;
  order?: VariableOrder;
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

/** Branches only on slots that cross a slot still open; -1 once none is left. */
function crossingBrancher(slotVars: readonly number[], crossers: number[][], perOpen: boolean): Brancher {
  return {
    variable(m: Model): number {
      let best = -1;
      let bestScore = Number.POSITIVE_INFINITY;
      slotVars.forEach((x, s) => {
        const size = m.size(x);
        if (size <= 1) return;
        let open = 0;
        for (const t of crossers[s]!) if (m.size(slotVars[t]!) > 1) open++;
        if (open === 0) return;
        const score = perOpen ? size / open : size;
        if (score < bestScore) {
          bestScore = score;
          best = x;
        }
      });
      return best;
    },
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
    const valueOrder =
      v.values === "fewest-slots"
        ? fewestSlotsValue(slotVars, classSlots, inst.slotClass)
        : v.values
          ? randomValueOrder(v.values)
          : "min";
    const c0 = cpu();
    const r = m.solve({
      limit: 1,
      nodeLimit,
      variableOrder: v.order ?? "dom/wdeg",
      valueOrder,
      brancher: v.brancher
        ? crossingBrancher(slotVars, crossers, v.brancher === "crossing-dom/open")
        : undefined,
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
      `${file}\t${JSON.stringify(v)}\t${outcome}\t${seconds.toFixed(1)} s\t${r.stats.nodes} nodes ${r.stats.failures} failures`,
    );
  }
}
