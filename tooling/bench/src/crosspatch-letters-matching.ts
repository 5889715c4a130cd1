import { lowestBit } from "@gridsmith/constraint";
import type { LettersClass } from "./crosspatch-letters-graph.ts";

/**
 * One length class's slot-unit graph and a perfect matching of it, with bitsets over the units. Not
 * trailed: the matching of the last run is only a warm start (edges gone since are dropped first), and the
 * edges are rewritten from the cells' domains whenever they changed.
 */
export class ClassMatching {
  /** Local slot i's edges at `adj[i * nb ..]`. */
  readonly adj: Int32Array;
  readonly slotUnit: Int32Array;
  readonly unitSlot: Int32Array;
  /** After a failed {@link match}: the units (bitset) and slots (flags) its last search visited. */
  readonly seenUnits: Int32Array;
  readonly seenSlots: Uint8Array;
  /** After {@link components}: each slot's strongly connected component and each component's units. */
  readonly comp: Int32Array;
  readonly compUnits: Int32Array;
  private readonly index: Int32Array;
  private readonly low: Int32Array;
  private readonly stack: Int32Array;
  private readonly onStack: Uint8Array;
  private readonly pathSlots: Int32Array;
  private readonly cursorWord: Int32Array;
  private readonly cursorBits: Int32Array;

  constructor(readonly k: LettersClass) {
    const { n, nb } = k;
    this.adj = new Int32Array(n * nb);
    this.slotUnit = new Int32Array(n).fill(-1);
    this.unitSlot = new Int32Array(n).fill(-1);
    this.seenUnits = new Int32Array(nb);
    this.seenSlots = new Uint8Array(n);
    this.comp = new Int32Array(n);
    this.compUnits = new Int32Array(n * nb);
    this.index = new Int32Array(n);
    this.low = new Int32Array(n);
    this.stack = new Int32Array(n);
    this.onStack = new Uint8Array(n);
    this.pathSlots = new Int32Array(n);
    this.cursorWord = new Int32Array(n);
    this.cursorBits = new Int32Array(n);
  }

  has(i: number, u: number): boolean {
    return ((this.adj[i * this.k.nb + (u >>> 5)]! >>> (u & 31)) & 1) === 1;
  }

  /**
   * Makes the matching perfect over the current edges: -1, or the slot no augmenting path reaches; then the
   * slots in `seenSlots` (Hall's violator S) have edges only to the units in `seenUnits`, one fewer than S.
   */
  match(): number {
    const { n } = this.k;
    for (let i = 0; i < n; i++) {
      const u = this.slotUnit[i]!;
      if (u >= 0 && !this.has(i, u)) {
        this.slotUnit[i] = -1;
        this.unitSlot[u] = -1;
      }
    }
    for (let i = 0; i < n; i++) {
      if (this.slotUnit[i]! >= 0) continue;
      this.seenUnits.fill(0);
      this.seenSlots.fill(0);
      if (!this.augment(i)) return i;
    }
    return -1;
  }

  private augment(i: number): boolean {
    const nb = this.k.nb;
    this.seenSlots[i] = 1;
    for (let j = 0; j < nb; j++) {
      for (;;) {
        const r = this.adj[i * nb + j]! & ~this.seenUnits[j]!;
        if (r === 0) break;
        const u = 32 * j + lowestBit(r);
        this.seenUnits[j]! |= 1 << (u & 31);
        const holder = this.unitSlot[u]!;
        if (holder < 0 || this.augment(holder)) {
          this.slotUnit[i] = u;
          this.unitSlot[u] = i;
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Strongly connected components of the slots under "slot i has an edge to the unit slot j holds" (the
   * matching must be perfect). An edge i-u lies in some perfect matching iff u is i's, or i and u's slot
   * share a component (Regin; with a perfect matching no unit is free).
   */
  components(): void {
    const { n, nb } = this.k;
    const { index, low, stack, onStack, comp, compUnits, adj, slotUnit, unitSlot } = this;
    const done = this.seenUnits;
    index.fill(-1);
    compUnits.fill(0);
    done.fill(0);
    const path = this.pathSlots;
    const cursorWord = this.cursorWord;
    const cursorBits = this.cursorBits;
    let counter = 0;
    let top = 0;
    let comps = 0;
    let depth = 0;
    const open = (i: number) => {
      index[i] = counter;
      low[i] = counter;
      counter++;
      stack[top++] = i;
      onStack[i] = 1;
      path[depth++] = i;
      cursorWord[i] = 0;
      const own = slotUnit[i]!;
      cursorBits[i] = adj[i * nb]! & ~(own >>> 5 === 0 ? 1 << (own & 31) : 0);
    };
    for (let root = 0; root < n; root++) {
      if (index[root]! >= 0) continue;
      open(root);
      while (depth > 0) {
        const i = path[depth - 1]!;
        let descended = false;
        while (!descended) {
          // Edges into finished components are skipped: they change no low link.
          let r = cursorBits[i]! & ~done[cursorWord[i]!]!;
          if (r === 0) {
            const j = cursorWord[i]! + 1;
            if (j >= nb) break;
            cursorWord[i] = j;
            const own = slotUnit[i]!;
            cursorBits[i] = adj[i * nb + j]! & ~(own >>> 5 === j ? 1 << (own & 31) : 0);
            continue;
          }
          const bit = r & -r;
          r &= r - 1;
          cursorBits[i] = r;
          const t = unitSlot[32 * cursorWord[i]! + 31 - Math.clz32(bit)]!;
          if (index[t]! < 0) {
            open(t);
            descended = true;
          } else if (onStack[t] && index[t]! < low[i]!) low[i] = index[t]!;
        }
        if (descended) continue;
        depth--;
        if (depth > 0) {
          const parent = path[depth - 1]!;
          if (low[i]! < low[parent]!) low[parent] = low[i]!;
        }
        if (low[i] === index[i]) {
          for (;;) {
            const t = stack[--top]!;
            onStack[t] = 0;
            comp[t] = comps;
            const u = slotUnit[t]!;
            compUnits[comps * nb + (u >>> 5)]! |= 1 << (u & 31);
            done[u >>> 5]! |= 1 << (u & 31);
            if (t === i) break;
          }
          comps++;
        }
      }
    }
  }

  /** Whether local slot i's edge to unit u lies in some perfect matching (after {@link components}). */
  viable(i: number, u: number): boolean {
    return this.slotUnit[i] === u || this.comp[this.unitSlot[u]!] === this.comp[i];
  }

  /**
   * Marks in `seenSlots` (cleared first) every slot reachable from the slots holding the given units, along
   * "slot has an edge to a unit another slot holds" (perfect matching). The marked slots' edges all lead to
   * units they hold themselves: a tight Hall set, which needs every one of those units.
   */
  reachFrom(units: readonly number[]): void {
    const { nb } = this.k;
    this.seenSlots.fill(0);
    const queue: number[] = [];
    for (const u of units) {
      const t = this.unitSlot[u]!;
      if (!this.seenSlots[t]) {
        this.seenSlots[t] = 1;
        queue.push(t);
      }
    }
    for (let h = 0; h < queue.length; h++) {
      const i = queue[h]!;
      for (let j = 0; j < nb; j++) {
        for (let r = this.adj[i * nb + j]!; r !== 0; r &= r - 1) {
          const t = this.unitSlot[32 * j + lowestBit(r)]!;
          if (!this.seenSlots[t]) {
            this.seenSlots[t] = 1;
            queue.push(t);
          }
        }
      }
    }
  }
}
