// Why a sparse crosspatch fill is hard (issue #34): what its words and layout are, and where the learning
// search spends its nodes. Two steps on kkck files (from `crosspatch-hard.ts write`), in-process:
//   pnpm --filter @gridsmith/bench exec tsx --conditions=@gridsmith/source src/crosspatch-why.ts STEP FILE...
// STEP `words`: words listed twice, words per length, letter entropy (bits), words within one letter of
// another of their length, a crossing's chance that two random words of its slots agree, the words a slot
// keeps when one crossing letter is known, and log10 of the expected number of fills of a random puzzle with
// these classes and crossings (the permutations of each length class times each crossing's chance; the
// puzzle has at least one fill, its theme's, so a large value means a loosely held fill, a negative one a
// tightly held one). STEP `search` (NODES= budget, default 3000, the search `solve` chooses for 400 slots,
// limit 1): decisions and conflicts, the depth of a conflict, the learnt clauses' lengths and LBD, their
// literals on words or on crossing letters, and the slots those literals name by the slot's length.
import { readFileSync } from "node:fs";
import { geometryOf, readKkck } from "@gridsmith/crosspatch";
import { ConflictAnalysis } from "../../../packages/constraint/src/learning/analysis.ts";
import type { Learner } from "../../../packages/constraint/src/learning/learner.ts";
import { engineModel } from "../../../packages/crosspatch/src/solver/engine-search.ts";
import { buildInstance } from "../../../packages/crosspatch/src/solver/instance.ts";
import { CrosspatchPropagator } from "../../../packages/crosspatch/src/solver/propagator.ts";
import { fillStatistics } from "./suites/crosspatch-fill-statistics.ts";

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[s.length >> 1]!;
}

const mean = (xs: number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

function words(file: string): string {
  const st = fillStatistics(readKkck(readFileSync(file, "utf8")).puzzle);
  const perLength = [...st.wordsPerLength].map(([L, n]) => `${L}:${n}`).join(" ");
  return [
    `twice ${st.listedTwice}`,
    `per length ${perLength}`,
    `entropy ${st.letterEntropy.toFixed(2)}`,
    `one letter apart ${st.oneLetterApart}`,
    `slots ${st.slots} crossings ${st.crossings}`,
    `P(agree) ${st.agreeChance.toFixed(3)}`,
    `kept by a letter ${st.keptByALetter.toFixed(1)}`,
    `log10 E[fills] ${st.log10ExpectedFills.toFixed(0)}`,
  ].join("\t");
}

interface Learnt {
  lits: Int32Array;
  lbd: number;
  backLevel: number;
}

function search(file: string, nodeLimit: number): string {
  const p = readKkck(readFileSync(file, "utf8")).puzzle;
  const inst = buildInstance(p, geometryOf(p.grid));
  const { m, prop, index } = engineModel(inst, { matching: true });
  const slotOf = new Map(prop.vars.map((x, k) => [x, k]));
  const lengths: number[] = [];
  const lbds: number[] = [];
  const depths: number[] = [];
  let wordLits = 0;
  let letterLits = 0;
  const litsByLength = new Map<number, number>();
  // What failed: a learnt clause, crosspatch's propagator, or another (the matching or counting all-different).
  const failedBy = new Map<string, number>();
  // The slots emptied: their length, their crossings and how many of those slots were fixed then.
  const emptiedByLength = new Map<number, number>();
  const emptiedCrossings: number[] = [];
  const emptiedFixed: number[] = [];
  const conflictSet = ConflictAnalysis.prototype.conflictSet;
  ConflictAnalysis.prototype.conflictSet = function (this: ConflictAnalysis): Int32Array {
    const learner = (this as unknown as { learner: Learner }).learner;
    const kind = learner.conflictKind;
    const ref = learner.conflictRef;
    // Crosspatch: a slot variable emptied as its words reach the engine, or a failure the store found first.
    const by =
      kind === 3
        ? "clause"
        : ref !== index
          ? "all-different"
          : kind === 1
            ? "crosspatch, a slot variable emptied"
            : "crosspatch, failed on its own";
    failedBy.set(by, (failedBy.get(by) ?? 0) + 1);
    const emptied = kind === 1 ? (slotOf.get(learner.conflictVar) ?? -1) : -1;
    if (emptied >= 0 && emptied < prop.slotCount) {
      const L = inst.classLength[inst.slotClass[emptied]!]!;
      emptiedByLength.set(L, (emptiedByLength.get(L) ?? 0) + 1);
      let crossing = 0;
      let fixed = 0;
      for (let at = inst.slotPosStart[emptied]!; at < inst.slotPosStart[emptied + 1]!; at++) {
        const t = inst.crossSlot[at]!;
        if (t < 0) continue;
        crossing++;
        if (m.size(prop.vars[t]!) === 1) fixed++;
      }
      emptiedCrossings.push(crossing);
      emptiedFixed.push(fixed);
    }
    return conflictSet.call(this);
  };
  const analyze = ConflictAnalysis.prototype.analyze;
  ConflictAnalysis.prototype.analyze = function (this: ConflictAnalysis, conflict: Int32Array): Learnt {
    const learner = (this as unknown as { learner: Learner }).learner;
    depths.push(learner.level);
    const out = analyze.call(this, conflict) as Learnt;
    lengths.push(out.lits.length);
    lbds.push(out.lbd);
    for (const lit of out.lits) {
      const k = slotOf.get(learner.variable(lit)) ?? -1;
      if (k >= 0 && k < prop.slotCount) {
        wordLits++;
        const L = inst.classLength[inst.slotClass[k]!]!;
        litsByLength.set(L, (litsByLength.get(L) ?? 0) + 1);
      } else letterLits++;
    }
    return out;
  };
  try {
    const r = m.solve({ limit: 1, nodeLimit, variableOrder: "dom/wdeg", learning: { alternate: true } });
    const slotsOfLength = new Map<number, number>();
    for (const k of inst.slotClass) {
      const L = inst.classLength[k]!;
      slotsOfLength.set(L, (slotsOfLength.get(L) ?? 0) + 1);
    }
    // Word literals per slot of each length: which lengths the conflicts lead back to.
    const perSlot = [...litsByLength]
      .sort((a, b) => a[0] - b[0])
      .map(([L, n]) => `${L}:${(n / slotsOfLength.get(L)! / Math.max(1, lengths.length)).toFixed(2)}`)
      .join(" ");
    return [
      r.solutions.length > 0 ? "filled" : "not filled",
      `${r.stats.nodes} nodes ${r.stats.failures} failures`,
      `failed by ${[...failedBy].map(([k, n]) => `${k} ${n}`).join(", ")}`,
      `emptied slots by length ${[...emptiedByLength]
        .sort((a, b) => a[0] - b[0])
        .map(([L, n]) => `${L}:${n}`)
        .join(
          " ",
        )}, crossings mean ${mean(emptiedCrossings).toFixed(1)}, of them fixed ${mean(emptiedFixed).toFixed(1)}`,
      `conflict depth median ${median(depths)} max ${Math.max(0, ...depths)}`,
      `clause length median ${median(lengths)} mean ${mean(lengths).toFixed(0)}`,
      `LBD median ${median(lbds)}`,
      `letter literals ${((100 * letterLits) / Math.max(1, letterLits + wordLits)).toFixed(1)} %`,
      `word literals per slot per clause by length ${perSlot}`,
    ].join("\t");
  } finally {
    ConflictAnalysis.prototype.analyze = analyze;
    ConflictAnalysis.prototype.conflictSet = conflictSet;
  }
}

/**
 * The same search with the rule that each word fills as many slots as it is listed lifted for every length
 * class (`RELAX=all`) or for the class with the most slots only (`RELAX=largest`, the default): how much of
 * the fill's difficulty is the crossing letters and how much the word counts. The lifted classes' words may
 * then fill any number of slots; the propagator's count for them is switched off by replacing its private
 * `fixed` step (a diagnostic, not a solver: its fills are not crosspatch fills).
 */
function relaxed(file: string, nodeLimit: number, which: string): string {
  const p = readKkck(readFileSync(file, "utf8")).puzzle;
  const inst = buildInstance(p, geometryOf(p.grid));
  const slotsOf = inst.classWords.map((_, k) => [...inst.slotClass].filter((c) => c === k).length);
  const largest = slotsOf.indexOf(Math.max(...slotsOf));
  const lifted = inst.classWords.map((_, k) => which === "all" || k === largest);
  inst.words.forEach((_, w) => {
    if (lifted[inst.wordClass[w]!]) inst.mult[w] = 0;
  });
  type Fixed = (this: CrosspatchPropagator, s: number) => boolean;
  const proto = CrosspatchPropagator.prototype as unknown as {
    fixed: Fixed;
    counted: { set(i: number, v: number): void };
  };
  const fixed = proto.fixed;
  proto.fixed = function (this: CrosspatchPropagator, s: number): boolean {
    if (!lifted[inst.slotClass[s]!]) return fixed.call(this, s);
    (this as unknown as typeof proto).counted.set(s, 1);
    return true;
  };
  try {
    const { m, prop } = engineModel(inst, { matching: true });
    const c0 = process.cpuUsage();
    const r = m.solve({ limit: 1, nodeLimit, variableOrder: "dom/wdeg", learning: { alternate: true } });
    const used = process.cpuUsage(c0);
    let repeats = 0;
    const values = r.solutions[0];
    if (values) {
      const seen = new Set<number>();
      for (let s = 0; s < prop.slotCount; s++) {
        const w = inst.classWords[inst.slotClass[s]!]![values[s]!]!;
        if (seen.has(w)) repeats++;
        seen.add(w);
      }
    }
    return [
      `counts lifted for ${which === "all" ? "every length" : `length ${inst.classLength[largest]} (${slotsOf[largest]} slots)`}`,
      values ? "filled" : "not filled",
      `${((used.user + used.system) / 1e6).toFixed(1)} s CPU`,
      `${r.stats.nodes} nodes ${r.stats.failures} failures`,
      `slots repeating a word ${repeats}`,
    ].join("\t");
  } finally {
    proto.fixed = fixed;
  }
}

const [step = "words", ...files] = process.argv.slice(2);
const nodeLimit = Number(process.env.NODES ?? 3000);
for (const file of files) {
  const name = file.replace(/.*\//, "").replace(/\.txt$/, "");
  const out =
    step === "search"
      ? search(file, nodeLimit)
      : step === "relaxed"
        ? relaxed(file, nodeLimit, process.env.RELAX ?? "largest")
        : words(file);
  console.log(`${name}\t${out}`);
}
