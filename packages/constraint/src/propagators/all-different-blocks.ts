import { lowestBit } from "../bits.js";
import type { Model } from "../model.js";
import type { TrailedInt32Array } from "../trail.js";

/**
 * The blocks of a matching all-different (see `AllDifferentMatching`) and the graph of one run over those a
 * change reached. The variables' positions are kept in `order`, each block a contiguous range ending where
 * `blockEnd` is 1 (and at the last position). Only the ends are recorded on the trail: a run reorders the
 * positions within the one block it splits, so undoing its ends gives back a range holding the same
 * positions as before, in another order, which is all a block is.
 *
 * A run over a block builds its graph with each variable merged with its matched value (a value's edges go
 * to the variables holding it unmatched, so `x -> y` when `y` holds the value matched to `x`), marks the
 * variables a free value reaches, finds the strongly connected components of the rest (Tarjan, iteratively)
 * and leaves the block split into those components plus the reached variables.
 */
export class MatchingBlocks {
  /**
   * After {@link split}: the positions of every variable in the blocks it split, ascending, in
   * `removable[0 .. count)`; their values (ascending, as read) in `allValues[valueStart[i] .. valueEnd[i])`.
   */
  readonly removable: Int32Array;
  allValues = new Int32Array(16);
  readonly valueStart: Int32Array;
  readonly valueEnd: Int32Array;
  private readonly order: Int32Array;
  private readonly where: Int32Array;
  private readonly blockEnd: TrailedInt32Array;
  // Per position, for the blocks of the current run: its component, whether a free value reaches it.
  private readonly componentOf: Int32Array;
  private readonly reached: Uint8Array;
  // The block each position was last read in (numbered from 1 on): those of this run are from `runStart` on.
  private readonly inRun: Int32Array;
  private block = 0;
  private runStart = 1;
  private components = 0;
  private reachedCount = 0;
  // The graph of one block, by local index (position in the block): edges x -> y in compressed rows.
  private readonly local: Int32Array;
  private readonly members: Int32Array;
  private readonly edgeStart: Int32Array;
  private readonly fill: Int32Array;
  private edges = new Int32Array(16);
  private readonly index: Int32Array;
  private readonly lowLink: Int32Array;
  private readonly stack: Int32Array;
  private readonly onStack: Uint8Array;
  private readonly callNode: Int32Array;
  private readonly callEdge: Int32Array;
  private readonly popped: Int32Array;
  // For the quick test: whether every variable's bit 0 is the value `low` (domain words line up with value
  // words), and two sets of value indices.
  private readonly aligned: boolean;
  private readonly blockValues: Int32Array;
  private readonly seenValues: Int32Array;

  constructor(
    m: Model,
    private readonly vars: readonly number[],
    private readonly low: number,
    private readonly varMatch: Int32Array,
    private readonly valMatch: Int32Array,
  ) {
    const n = vars.length;
    this.removable = new Int32Array(n);
    this.valueStart = new Int32Array(n);
    this.valueEnd = new Int32Array(n);
    this.order = Int32Array.from({ length: n }, (_, i) => i);
    this.where = Int32Array.from({ length: n }, (_, i) => i);
    this.blockEnd = m.trail.int32(n);
    this.componentOf = new Int32Array(n);
    this.reached = new Uint8Array(n);
    this.inRun = new Int32Array(n);
    this.local = new Int32Array(n);
    this.members = new Int32Array(n);
    this.edgeStart = new Int32Array(n + 1);
    this.fill = new Int32Array(n);
    this.index = new Int32Array(n);
    this.lowLink = new Int32Array(n);
    this.stack = new Int32Array(n);
    this.onStack = new Uint8Array(n);
    this.callNode = new Int32Array(n);
    this.callEdge = new Int32Array(n);
    this.popped = new Int32Array(n);
    this.aligned = vars.every((x) => m.offset(x) === low);
    const words = (valMatch.length + 31) >>> 5;
    this.blockValues = new Int32Array(words);
    this.seenValues = new Int32Array(words);
  }

  /**
   * Reads and splits every block holding one of the positions `changed[0 .. count)` (a maximum matching
   * covering every variable must be in place); returns how many positions it lists in {@link removable}:
   * those of the blocks that split (in a block that stays whole every pair lies in a maximum matching).
   */
  split(m: Model, changed: Int32Array, count: number): number {
    const { order, where, inRun, removable } = this;
    const ends = this.blockEnd.values;
    const last = this.vars.length - 1;
    if (this.block > 0x3fffffff) {
      this.block = 0;
      inRun.fill(0);
    }
    this.runStart = this.block + 1;
    this.components = 0;
    let read = 0;
    let at = 0;
    for (let c = 0; c < count; c++) {
      const i = changed[c]!;
      if (inRun[i]! >= this.runStart) continue;
      let start = where[i]!;
      while (start > 0 && ends[start - 1] === 0) start--;
      let end = where[i]!;
      while (end < last && ends[end] === 0) end++;
      end++;
      if (this.aligned && this.stronglyConnected(m, start, end)) continue;
      const before = this.components;
      at = this.splitBlock(m, start, end, at);
      // One component, or none but the reached positions: every pair of the block lies in a maximum matching.
      const split = this.components - before > 1 && this.reachedCount < end - start;
      if (split) {
        for (let q = start; q < end; q++) removable[read++] = order[q]!;
        this.reorder(start, end - start);
      }
    }
    if (read > 1) removable.subarray(0, read).sort();
    return read;
  }

  /**
   * Whether the block `order[start .. end)` holds only its own matched values and is one strongly connected
   * component (then every pair of it lies in a maximum matching, and it stays whole): a quick test on the
   * domain words, before building the graph, for the common run that removes nothing. From the first
   * variable it walks back along the edges (the variables matched to a value a reached one holds, one AND
   * per domain word) and forward (the variables holding a reached one's matched value, in sweeps).
   */
  private stronglyConnected(m: Model, start: number, end: number): boolean {
    const { order, varMatch, valMatch, vars, inRun, blockValues, seenValues } = this;
    const { dom, off, nw } = m;
    const size = end - start;
    const block = ++this.block;
    blockValues.fill(0);
    for (let q = start; q < end; q++) {
      const i = order[q]!;
      inRun[i] = block;
      const u = varMatch[i]!;
      blockValues[u >>> 5]! |= 1 << (u & 31);
    }
    for (let q = start; q < end; q++) {
      const x = vars[order[q]!]!;
      for (let k = 0, o = off[x]!, words = nw[x]!; k < words; k++) {
        // A free value (or, were the blocks wrong, another block's value): the full run decides.
        if ((dom[o + k]! & ~blockValues[k]!) !== 0) return false;
      }
    }
    const queue = this.stack;
    seenValues.fill(0);
    const root = order[start]!;
    const rootValue = varMatch[root]!;
    seenValues[rootValue >>> 5] = 1 << (rootValue & 31);
    queue[0] = root;
    let tail = 1;
    for (let q = 0; q < tail; q++) {
      const x = vars[queue[q]!]!;
      for (let k = 0, o = off[x]!, words = nw[x]!; k < words; k++) {
        let fresh = dom[o + k]! & ~seenValues[k]!;
        if (fresh === 0) continue;
        seenValues[k]! |= fresh;
        for (; fresh !== 0; fresh &= fresh - 1) queue[tail++] = valMatch[(k << 5) + lowestBit(fresh)]!;
      }
    }
    if (tail < size) return false;
    seenValues.fill(0);
    seenValues[rootValue >>> 5] = 1 << (rootValue & 31);
    let reached = 1;
    for (let grew = true; grew && reached < size; ) {
      grew = false;
      for (let q = start; q < end; q++) {
        const i = order[q]!;
        const u = varMatch[i]!;
        const bit = 1 << (u & 31);
        if ((seenValues[u >>> 5]! & bit) !== 0) continue;
        const x = vars[i]!;
        for (let k = 0, o = off[x]!, words = nw[x]!; k < words; k++) {
          if ((dom[o + k]! & seenValues[k]!) === 0) continue;
          seenValues[u >>> 5]! |= bit;
          reached++;
          grew = true;
          break;
        }
      }
    }
    return reached === size;
  }

  /** Whether the pair (position `i`, value index `u`), read in this run, lies in some maximum matching. */
  keeps(i: number, u: number): boolean {
    const holder = this.valMatch[u]!;
    if (holder < 0 || u === this.varMatch[i]) return true;
    return this.reached[holder] === 1 || this.componentOf[holder] === this.componentOf[i];
  }

  /** The graph of the block `order[start .. end)`, its components, and its split; returns the values' end. */
  private splitBlock(m: Model, start: number, end: number, at: number): number {
    const { vars, low, varMatch, valMatch, order, local, members, inRun, edgeStart, fill, reached } = this;
    const size = end - start;
    const block = ++this.block;
    for (let j = 0; j < size; j++) {
      const i = order[start + j]!;
      local[i] = j;
      members[j] = i;
      inRun[i] = block;
    }
    let total = at;
    for (let j = 0; j < size; j++) total += m.size(vars[members[j]!]!);
    if (this.allValues.length < total) {
      const grown = new Int32Array(total * 2);
      grown.set(this.allValues.subarray(0, at));
      this.allValues = grown;
    }
    const allValues = this.allValues;
    edgeStart.fill(0, 0, size + 1);
    // Free values start the reached variables; `stack` is the queue of their search.
    const queue = this.stack;
    let tail = 0;
    for (let j = 0; j < size; j++) {
      const i = members[j]!;
      this.valueStart[i] = at;
      at += m.valuesInto(vars[i]!, allValues, at);
      this.valueEnd[i] = at;
      reached[i] = 0;
      const own = varMatch[i]!;
      for (let k = this.valueStart[i]!; k < at; k++) {
        const u = allValues[k]! - low;
        if (u === own) continue;
        const holder = valMatch[u]!;
        if (holder < 0) {
          if (reached[i] === 0) {
            reached[i] = 1;
            queue[tail++] = j;
          }
        } else {
          if (inRun[holder] !== block) throw new Error("allDifferent.matching: a pair joins two blocks");
          edgeStart[local[holder]! + 1]!++;
        }
      }
    }
    for (let j = 0; j < size; j++) {
      edgeStart[j + 1]! += edgeStart[j]!;
      fill[j] = edgeStart[j]!;
    }
    if (this.edges.length < edgeStart[size]!) this.edges = new Int32Array(edgeStart[size]! * 2);
    const edges = this.edges;
    for (let j = 0; j < size; j++) {
      const i = members[j]!;
      const own = varMatch[i]!;
      for (let k = this.valueStart[i]!, stop = this.valueEnd[i]!; k < stop; k++) {
        const u = allValues[k]! - low;
        const holder = valMatch[u]!;
        if (u !== own && holder >= 0) edges[fill[local[holder]!]!++] = j;
      }
    }
    for (let q = 0; q < tail; q++) {
      const x = queue[q]!;
      for (let k = edgeStart[x]!, stop = edgeStart[x + 1]!; k < stop; k++) {
        const y = members[edges[k]!]!;
        if (reached[y] === 0) {
          reached[y] = 1;
          queue[tail++] = edges[k]!;
        }
      }
    }
    this.reachedCount = tail;
    this.tarjan(size);
    return at;
  }

  /**
   * Tarjan's strongly connected components of the block's graph (local indices), iteratively; each
   * component's positions go to `popped` together, and `componentOf` names it.
   */
  private tarjan(size: number): void {
    const { edgeStart, edges, index, lowLink, stack, onStack, callNode, callEdge, popped, members } = this;
    index.fill(-1, 0, size);
    onStack.fill(0, 0, size);
    let counter = 0;
    let top = 0;
    let out = 0;
    for (let root = 0; root < size; root++) {
      if (index[root] !== -1) continue;
      let depth = 0;
      callNode[0] = root;
      callEdge[0] = edgeStart[root]!;
      index[root] = lowLink[root] = counter++;
      stack[top++] = root;
      onStack[root] = 1;
      while (depth >= 0) {
        const v = callNode[depth]!;
        const k = callEdge[depth]!;
        if (k < edgeStart[v + 1]!) {
          callEdge[depth] = k + 1;
          const w = edges[k]!;
          if (index[w] === -1) {
            index[w] = lowLink[w] = counter++;
            stack[top++] = w;
            onStack[w] = 1;
            depth++;
            callNode[depth] = w;
            callEdge[depth] = edgeStart[w]!;
          } else if (onStack[w] === 1 && index[w]! < lowLink[v]!) {
            lowLink[v] = index[w]!;
          }
          continue;
        }
        if (lowLink[v] === index[v]) {
          const id = this.components++;
          let x: number;
          do {
            x = stack[--top]!;
            onStack[x] = 0;
            const i = members[x]!;
            this.componentOf[i] = id;
            popped[out++] = i;
          } while (x !== v);
        }
        depth--;
        if (depth >= 0) {
          const parent = callNode[depth]!;
          if (lowLink[v]! < lowLink[parent]!) lowLink[parent] = lowLink[v]!;
        }
      }
    }
  }

  /**
   * Writes the block's positions back as its new blocks: each component no free value reaches (a Hall
   * set), then the reached positions together, with an end recorded after each.
   */
  private reorder(start: number, size: number): void {
    const { order, where, popped, reached, componentOf, blockEnd } = this;
    let q = start;
    for (let k = 0; k < size; k++) {
      const i = popped[k]!;
      if (reached[i] === 1) continue;
      order[q] = i;
      where[i] = q;
      q++;
      const next = k + 1 < size ? popped[k + 1]! : -1;
      // The last position of a component: its other positions were popped just before it.
      if (next < 0 || componentOf[next] !== componentOf[i]) {
        if (q < start + size) blockEnd.set(q - 1, 1);
      }
    }
    for (let k = 0; k < size; k++) {
      const i = popped[k]!;
      if (reached[i] === 0) continue;
      order[q] = i;
      where[i] = q;
      q++;
    }
  }
}
