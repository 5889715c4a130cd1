import {
  type Explanation,
  type Model,
  type Propagator,
  type PropagatorSchedule,
  popcount,
} from "@gridsmith/constraint";
import { type LettersGraph, slotEdges } from "./crosspatch-letters-graph.ts";
import { ClassMatching } from "./crosspatch-letters-matching.ts";

/**
 * The letters model's one propagator (see {@link LettersGraph}): for each length class whose cells changed,
 * a perfect matching of its slots to its units (none: a failure, Hall's violator its reason), then Regin's
 * rule (an edge lies in some perfect matching iff it is matched or closes an alternating cycle) and a
 * crossing cell keeps only the letters that, on each of its two slots, some such edge's unit has there.
 * Reasons name removed letters only (`explain`), so the learning search's clauses are over letters, where
 * the word model's named one word of many interchangeable ones.
 */
export class LettersPropagator implements Propagator {
  readonly name = "crosspatch-letters";
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2 };
  private readonly matchings: ClassMatching[];
  /** Per class, per crossing entry (`crossStart` order): the cell's domain its slot's edges were last written from. */
  private readonly cached: Int32Array[];
  /** Per cell: the classes of its two slots. */
  private readonly cellClasses: Int32Array;
  private readonly queued: Uint8Array;
  private readonly queue: number[] = [];
  private first = true;
  /** The class whose matching failed last: asked first when a failure is explained. */
  private lastFail = 0;
  /** Explanations: a scratch matching per class, the stamp of the explanation it was built for, and the letters named. */
  private readonly scratch: (ClassMatching | null)[];
  private readonly scratchStamp: Int32Array;
  private stamp = 0;
  /**
   * The class passes whose literals may still be on the trail: where each began on the learning search's
   * trail (ascending) and its serial number. A pass's removals all follow from the domains at its start, so
   * every literal of one pass is explained from one state, built once (the serial keys the scratch).
   */
  private readonly passAt: number[] = [];
  private readonly passSerial: number[] = [];
  private serial = 0;
  /** Per pass on that stack: its class, and its edges and matching as they were at its start. */
  private readonly passClass: number[] = [];
  private readonly passAdj: Int32Array[] = [];
  private readonly passMatch: Int32Array[] = [];
  private readonly chosen: Int32Array;
  private readonly chosenCells: number[] = [];
  /** Per cell: its domain before the inference being explained, read when first asked (`beforeStamp`). */
  private readonly before: Int32Array;
  private readonly beforeStamp: Int32Array;
  private e: Explanation | null = null;
  private readonly cellOfVar = new Map<number, number>();
  /**
   * Per class: its last run ended with nothing to remove. Its output is only its own cells' letters, so
   * while those are what its edges were written from (`cached`), a run would find nothing again.
   */
  private readonly classOk: Uint8Array;
  /** Explanations that found no matching reason and named every cell's domain instead (tests expect none). */
  fallbacks = 0;
  private readonly maxAdj: number;
  private readonly viable: Int32Array;
  private readonly maxSlots: number;
  /** The pass (index on the pass stack) whose inference is being explained, or -1. */
  private pass = -1;

  private beforeOf(c: number): number {
    if (this.beforeStamp[c] !== this.stamp) {
      this.beforeStamp[c] = this.stamp;
      this.before[c] = this.e!.bitsBefore(this.vars[c]!);
    }
    return this.before[c]!;
  }

  constructor(
    readonly g: LettersGraph,
    /** Crossing cell c's letter variable (bit a: `inst.alphabet[a]`). */
    readonly vars: readonly number[],
    /** Regin's rule on (the default); off, a cell keeps the letters of every edge, in a perfect matching or not. */
    readonly regin = true,
  ) {
    this.matchings = g.classes.map((k) => {
      const mt = new ClassMatching(k);
      // A slot without crossings keeps its static edges; the others are written at their first run (a
      // cached domain of 0, which no live cell has, marks them stale).
      for (let i = 0; i < k.n; i++)
        if (k.crossStart[i] === k.crossStart[i + 1]) slotEdges(g, k, i, () => 0, mt.adj);
      return mt;
    });
    this.cached = g.classes.map((k) => new Int32Array(k.crossCell.length));
    const nCells = g.cells.length / 4;
    this.cellClasses = new Int32Array(2 * nCells);
    for (let c = 0; c < nCells; c++) {
      this.cellClasses[2 * c] = g.slotClass[g.cells[4 * c]!]!;
      this.cellClasses[2 * c + 1] = g.slotClass[g.cells[4 * c + 2]!]!;
    }
    this.queued = new Uint8Array(g.classes.length);
    this.scratch = g.classes.map(() => null);
    this.scratchStamp = new Int32Array(g.classes.length);
    this.chosen = new Int32Array(nCells);
    this.before = new Int32Array(nCells);
    this.beforeStamp = new Int32Array(nCells);
    this.classOk = new Uint8Array(g.classes.length);
    this.maxAdj = Math.max(0, ...g.classes.map((k) => k.n * k.nb));
    this.maxSlots = Math.max(0, ...g.classes.map((k) => k.n));
    this.viable = new Int32Array(Math.max(1, ...g.classes.map((k) => k.nb)));
    vars.forEach((x, c) => {
      this.cellOfVar.set(x, c);
    });
  }

  private enqueue(ci: number): void {
    if (this.queued[ci]) return;
    this.queued[ci] = 1;
    this.queue.push(ci);
  }

  propagate(m: Model): boolean {
    if (this.first) {
      this.first = false;
      for (let ci = 0; ci < this.g.classes.length; ci++) this.enqueue(ci);
    } else {
      for (let k = 0; k < m.changedCount; k++) {
        const c = m.changed[k]!;
        this.enqueue(this.cellClasses[2 * c]!);
        this.enqueue(this.cellClasses[2 * c + 1]!);
      }
    }
    while (this.queue.length > 0) {
      const ci = this.queue.shift()!;
      this.queued[ci] = 0;
      if (!this.filterClass(m, ci)) {
        for (const k of this.queue) this.queued[k] = 0;
        this.queue.length = 0;
        return false;
      }
    }
    return true;
  }

  /** Keeps pass `idx`'s edges and matching for its explanations (arrays reused along the pass stack). */
  private snapshot(idx: number, mt: ClassMatching): void {
    let adj = this.passAdj[idx];
    let match = this.passMatch[idx];
    if (adj === undefined || adj.length < mt.adj.length) {
      adj = new Int32Array(this.maxAdj);
      match = new Int32Array(this.maxSlots);
      this.passAdj[idx] = adj;
      this.passMatch[idx] = match;
    }
    adj.set(mt.adj);
    match!.set(mt.slotUnit);
  }

  private filterClass(m: Model, ci: number): boolean {
    const mt = this.matchings[ci]!;
    const k = mt.k;
    const cached = this.cached[ci]!;
    const vars = this.vars;
    const bitsOf = (c: number) => m.bits(vars[c]!);
    let anyStale = false;
    for (let i = 0; i < k.n; i++) {
      let stale = false;
      for (let x = k.crossStart[i]!; x < k.crossStart[i + 1]!; x++) {
        const b = m.bits(vars[k.crossCell[x]!]!);
        if (b !== cached[x]) {
          cached[x] = b;
          stale = true;
        }
      }
      if (stale) {
        slotEdges(this.g, k, i, bitsOf, mt.adj);
        anyStale = true;
      }
    }
    if (!anyStale && this.classOk[ci]) return true;
    this.classOk[ci] = 0;
    if (m.learner !== null) {
      const at = m.learner.length;
      // Passes that began at or after this point were undone (or wrote nothing): this one replaces them.
      while (this.passAt.length > 0 && this.passAt[this.passAt.length - 1]! >= at) {
        this.passAt.pop();
        this.passSerial.pop();
      }
      this.passAt.push(at);
      this.passSerial.push(++this.serial);
      this.passClass.length = this.passAt.length;
      this.passClass[this.passAt.length - 1] = ci;
    }
    const violator = mt.match();
    if (m.learner !== null) this.snapshot(this.passAt.length - 1, mt);
    if (violator >= 0) {
      this.lastFail = ci;
      const x = k.crossStart[violator]!;
      if (x < k.crossStart[violator + 1]!) m.blame(vars[k.crossCell[x]!]!);
      return false;
    }
    const nb = k.nb;
    if (this.regin) mt.components();
    else {
      // Every edge counts as viable: the cells keep the letters of any edge (the matching still fails).
      mt.comp.fill(0);
      mt.compUnits.fill(-1, 0, nb);
    }
    const viable = this.viable;
    const A = this.g.A;
    let changed = false;
    for (let i = 0; i < k.n; i++) {
      const end = k.crossStart[i + 1]!;
      if (k.crossStart[i] === end) continue;
      const co = mt.comp[i]! * nb;
      for (let j = 0; j < nb; j++) viable[j] = mt.adj[i * nb + j]! & mt.compUnits[co + j]!;
      for (let x = k.crossStart[i]!; x < end; x++) {
        const c = k.crossCell[x]!;
        const y = vars[c]!;
        // The cell's letters that some viable unit has at this position (one word of the bitsets usually tells).
        const dom = m.bits(y);
        const base = k.crossPos[x]! * A * nb;
        let sup = 0;
        for (let r = dom; r !== 0; r &= r - 1) {
          const a = 31 - Math.clz32(r & -r);
          const at = base + a * nb;
          for (let j = 0; j < nb; j++) {
            if ((viable[j]! & k.unitBits[at + j]!) !== 0) {
              sup |= 1 << a;
              break;
            }
          }
        }
        if (sup === dom) continue;
        if (!m.restrict(y, sup)) return false;
        changed = true;
        this.enqueue(this.cellClasses[2 * c]!);
        this.enqueue(this.cellClasses[2 * c + 1]!);
      }
    }
    if (!changed) this.classOk[ci] = 1;
    return true;
  }

  /** The crossing cell whose letter variable is `x`. */
  cellOf(x: number): number {
    return this.cellOfVar.get(x)!;
  }

  /** How many units slot s's edges still reach (at a fixpoint: over the current domains). */
  edgeCount(s: number): number {
    const ci = this.g.slotClass[s]!;
    const mt = this.matchings[ci]!;
    const nb = mt.k.nb;
    const o = this.g.slotLocal[s]! * nb;
    let count = 0;
    for (let j = 0; j < nb; j++) count += popcount(mt.adj[o + j]!);
    return count;
  }

  /** How many units with letter a at cell c the slot on each side still reaches: the smaller count. */
  letterSupport(c: number, a: number): number {
    let least = Number.POSITIVE_INFINITY;
    for (let side = 0; side < 2; side++) {
      const s = this.g.cells[4 * c + 2 * side]!;
      const p = this.g.cells[4 * c + 2 * side + 1]!;
      const mt = this.matchings[this.g.slotClass[s]!]!;
      const nb = mt.k.nb;
      const o = this.g.slotLocal[s]! * nb;
      const at = (p * this.g.A + a) * nb;
      let count = 0;
      for (let j = 0; j < nb; j++) count += popcount(mt.adj[o + j]! & mt.k.unitBits[at + j]!);
      if (count < least) least = count;
    }
    return least;
  }

  explain(e: Explanation): void {
    // The pass that made the inference (or failed): the last one to begin at or before it.
    let lo = 0;
    let hi = this.passAt.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.passAt[mid]! <= e.at) lo = mid;
      else hi = mid - 1;
    }
    if (this.passAt.length > 0 && this.passAt[lo]! <= e.at) {
      e.at = this.passAt[lo]!;
      this.stamp = this.passSerial[lo]!;
      this.pass = lo;
    } else {
      this.stamp = -++this.serial;
      this.pass = -1;
    }
    this.e = e;
    this.chosenCells.length = 0;
    let ok: boolean;
    if (e.variable < 0) {
      ok = this.explainFailure();
    } else {
      const c = this.cellOfVar.get(e.variable)!;
      ok = true;
      const letters = e.equal ? this.beforeOf(c) & ~(1 << e.value) : 1 << e.value;
      for (let r = letters; r !== 0 && ok; r &= r - 1) ok = this.explainLetter(c, 31 - Math.clz32(r & -r));
    }
    if (!ok) {
      // Not expected: the inference was drawn from a superset of these domains. Still a valid reason.
      this.fallbacks++;
      for (const c of this.chosenCells) this.chosen[c] = 0;
      for (const x of this.vars) e.becauseDomain(x);
      return;
    }
    for (const c of this.chosenCells) {
      for (let r = this.chosen[c]!; r !== 0; r &= r - 1) e.becauseNot(this.vars[c]!, 31 - Math.clz32(r & -r));
      this.chosen[c] = 0;
    }
  }

  /** Class ci's graph over the domains before the inference, matched (warm from the propagation's matching). */
  private scratchOf(ci: number): ClassMatching {
    let mt = this.scratch[ci];
    if (mt && this.scratchStamp[ci] === this.stamp) return mt;
    const k = this.g.classes[ci]!;
    if (!mt) {
      mt = new ClassMatching(k);
      this.scratch[ci] = mt;
    }
    this.scratchStamp[ci] = this.stamp;
    const live = this.matchings[ci]!;
    if (this.pass >= 0 && this.passClass[this.pass] === ci) {
      // The pass's own edges and its matching at its start.
      mt.adj.set(this.passAdj[this.pass]!.subarray(0, mt.adj.length));
      mt.slotUnit.set(this.passMatch[this.pass]!.subarray(0, k.n));
      mt.unitSlot.fill(-1);
      for (let i = 0; i < k.n; i++) if (mt.slotUnit[i]! >= 0) mt.unitSlot[mt.slotUnit[i]!] = i;
      return mt;
    }
    const before = (c: number) => this.beforeOf(c);
    // A slot whose crossings had the domains the propagation last wrote its edges from has those edges.
    const cached = this.cached[ci]!;
    const nb = k.nb;
    for (let i = 0; i < k.n; i++) {
      let same = true;
      for (let x = k.crossStart[i]!; x < k.crossStart[i + 1]! && same; x++)
        same = this.beforeOf(k.crossCell[x]!) === cached[x];
      if (same) mt.adj.set(live.adj.subarray(i * nb, (i + 1) * nb), i * nb);
      else slotEdges(this.g, k, i, before, mt.adj);
    }
    mt.slotUnit.set(live.slotUnit);
    mt.unitSlot.set(live.unitSlot);
    return mt;
  }

  private explainFailure(): boolean {
    const order = [this.pass >= 0 ? this.passClass[this.pass]! : this.lastFail];
    for (let ci = 0; ci < this.g.classes.length; ci++) if (ci !== order[0]) order.push(ci);
    for (const ci of order) {
      const mt = this.scratchOf(ci);
      const v = mt.match();
      if (v >= 0) return this.explainHall(mt, v);
    }
    return false;
  }

  /**
   * After a failed match: the violator's slots have edges only into its units, one fewer than they. The
   * reason is, for each of its slots and each other unit, a removed letter at a crossing that cut the edge.
   */
  private explainHall(mt: ClassMatching, _root: number): boolean {
    const k = mt.k;
    for (let i = 0; i < k.n; i++) {
      if (!mt.seenSlots[i]) continue;
      for (let u = 0; u < k.n; u++) {
        if ((mt.seenUnits[u >>> 5]! >>> (u & 31)) & 1) continue;
        if (!this.cutEdge(mt, i, u)) return false;
      }
    }
    return true;
  }

  /** Letter `a` left cell c: on one of its slots, no edge of a perfect matching gives it there. */
  private explainLetter(c: number, a: number): boolean {
    const g = this.g;
    for (let side = 0; side < 2; side++) {
      const s = g.cells[4 * c + 2 * side]!;
      const p = g.cells[4 * c + 2 * side + 1]!;
      const ci = g.slotClass[s]!;
      const i = g.slotLocal[s]!;
      // The pass that made it looked at its own class only.
      if (this.pass >= 0 && this.passClass[this.pass] !== ci) continue;
      const mt = this.scratchOf(ci);
      const k = mt.k;
      const failed = mt.match();
      if (failed >= 0) return this.explainHall(mt, failed);
      const nb = k.nb;
      const withA = (p * g.A + a) * nb;
      const alive: number[] = [];
      for (let j = 0; j < nb; j++) {
        for (let r = k.unitBits[withA + j]! & mt.adj[i * nb + j]!; r !== 0; r &= r - 1) {
          alive.push(32 * j + 31 - Math.clz32(r & -r));
        }
      }
      // An alive unit is in some perfect matching iff it is slot i's or its holder reaches slot i (an
      // alternating cycle): the slots reachable from the holders are then checked for i.
      let supported = alive.includes(mt.slotUnit[i]!);
      if (!supported && alive.length > 0) {
        mt.reachFrom(alive);
        supported = mt.seenSlots[i] === 1;
      }
      if (supported) continue;
      // Units with `a` at p whose edge to slot i was cut: a crossing letter cut it.
      for (let j = 0; j < nb; j++) {
        const cut = k.unitBits[withA + j]! & k.staticAdj[i * nb + j]! & ~mt.adj[i * nb + j]!;
        for (let r = cut; r !== 0; r &= r - 1) {
          if (!this.cutEdge(mt, i, 32 * j + 31 - Math.clz32(r & -r))) return false;
        }
      }
      if (alive.length > 0) {
        // Their holders and every slot reachable from them (in seenSlots) form a tight Hall set without
        // slot i: those slots need all their units, so none is free for i. Its reason: the cut edges out
        // of the set.
        for (let t = 0; t < k.n; t++) {
          if (!mt.seenSlots[t]) continue;
          for (let u = 0; u < k.n; u++) {
            if (mt.seenSlots[mt.unitSlot[u]!]) continue;
            if (mt.has(t, u)) return false;
            if (!this.cutEdge(mt, t, u)) return false;
          }
        }
      }
      return true;
    }
    return false;
  }

  /**
   * Names a removed letter at one of slot i's crossings that unit u has there, when the edge was cut by
   * one (true also when the slot's givens exclude u: no literal needed); one already named is preferred.
   */
  private cutEdge(mt: ClassMatching, i: number, u: number): boolean {
    const k = mt.k;
    if (((k.staticAdj[i * k.nb + (u >>> 5)]! >>> (u & 31)) & 1) === 0) return true;
    let pick = -1;
    let pickBit = 0;
    for (let x = k.crossStart[i]!; x < k.crossStart[i + 1]!; x++) {
      const c = k.crossCell[x]!;
      const bit = 1 << k.unitLetter[u * k.length + k.crossPos[x]!]!;
      if ((this.beforeOf(c) & bit) !== 0) continue;
      if ((this.chosen[c]! & bit) !== 0) return true;
      if (pick < 0) {
        pick = c;
        pickBit = bit;
      }
    }
    if (pick < 0) return false;
    if (this.chosen[pick] === 0) this.chosenCells.push(pick);
    this.chosen[pick]! |= pickBit;
    return true;
  }
}
