import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { TrailedInt32Array } from "../trail.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";
import { RegionGraph } from "./region-graph.js";
import { CellSpanMemo } from "./region-span.js";
import { explainSizedRegions } from "./sized-regions-explain.js";
import { FixedHistory } from "./sized-regions-history.js";
import { removeSmall } from "./sized-regions-small.js";
import { removeUnspanned } from "./sized-regions-span.js";

/** The rules of {@link SizedRegions}, as named in reasons (`Reason.rule`) and hints. */
export type SizedRegionsRule =
  | "sizedRegions.join"
  | "sizedRegions.small"
  | "sizedRegions.exit"
  | "sizedRegions.big"
  | "sizedRegions.span";

const MESSAGES: Record<SizedRegionsRule, string> = {
  "sizedRegions.join": "the regions of this number beside it would join into one too big",
  "sizedRegions.small": "the cells that could hold this number with it are too few",
  "sizedRegions.exit": "the region of this number beside it cannot grow to its size without this cell",
  "sizedRegions.big": "a region holds more cells than its number",
  "sizedRegions.span":
    "the cells left by the numbers' regions allow one region of this number, and it cannot join its parts and this cell",
};

/**
 * What the rules read of the cells: whether cell i may hold v, and the value it is fixed to (0: not fixed).
 * Propagation reads the model; an explanation reads the domains just before the inference it explains.
 */
/** @internal */
export interface CellStates {
  has(i: number, v: number): boolean;
  fixed(i: number): number;
}

/**
 * Each cell's value (1 or more) is the number of cells of its region: the cells of one value joined side by
 * side. Two regions of one size never touch (they would be one), so a cell's number is its region's size
 * and every cell belongs to a region (Fillomino's rules; the graph is any, e.g. `gridCellEdges`).
 *
 * Filtering, to a fixpoint (the cells fixed to one value and joined are a "part" of a region):
 * - big: a part of more cells than its value fails;
 * - join: a cell loses v when the parts of value v beside it, with it, would be more than v cells (a full
 *   region's neighbours lose its value);
 * - small: a cell loses v when the cells that may hold v joined to it are fewer than v; a part walled into
 *   fewer cells than its value fails;
 * - exit: a neighbour of a part smaller than its value v, without which the cells that may hold v joined to
 *   the part are fewer than v, takes v;
 * - span: the cells fixed to each value w are a whole number of regions of w, at least their count rounded
 *   up to a multiple of w; when what that leaves of the n cells is less than v, the parts of v (up to
 *   `MAX_SPAN_TERMINALS`) are one region, so a cell loses v when the least connected set of cells that may
 *   hold v joining them and it (a Steiner tree) is more than v cells, and no such set of v cells fails.
 *
 * Each inference is explained by the literals its rule read: the parts' cells, and the cells walling an area
 * in (those without the value); a span inference by every fixed cell and every cell without the value. A full assignment passes only when every region is as big as its number.
 */
export class SizedRegions implements Propagator {
  readonly name = "sizedRegions";
  readonly vars: readonly number[];
  // One run loops to its own fixpoint.
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2 };
  readonly graph: RegionGraph;
  private readonly part: Int32Array;
  /** @internal */ readonly partSize: number[] = [];
  /** @internal */ readonly partValue: number[] = [];
  // Part p's cells, breadth first from its lowest: partList[partStart[p] .. partStart[p] + partSize[p]).
  /** @internal */ readonly partList: Int32Array;
  /** @internal */ readonly partStart: number[] = [];
  // The cells' values as the last labelling read them (0: not fixed).
  private readonly cellValue: Int32Array;
  // The one cell an area is walked from (area's seeds are a range of an array).
  private readonly single = new Int32Array(1);
  /** @internal */ readonly seen: Int32Array;
  /** @internal */ stamp = 0;
  /** @internal */ readonly queue: Int32Array;
  private readonly dist: Int32Array;
  /** @internal */ readonly wall: Int32Array;
  /** @internal */ walls = 0;
  // The parts beside one cell (cellsBeside): at most its neighbours.
  private readonly beside: Int32Array;
  /** @internal */ readonly adjStart: Int32Array;
  private readonly open: Int32Array;
  private readonly openSize: number[] = [];
  /** @internal */ readonly adj: Int32Array;
  // Per value, the cells fixed to it (slack).
  /** @internal */ readonly counted: Int32Array;
  private countedTop = 0;
  /** @internal */ readonly spanMemo: CellSpanMemo;
  // removeSmall's state (its doc), the cells that lost each value, the areas' first cells, and which walk
  // reached each cell.
  /** @internal */ heldLeft: TrailedInt32Array | null = null;
  /** @internal */ heldModel: Model | null = null;
  /** @internal */ heldWords = 0;
  /** @internal */ lost: number[][] = [];
  /** @internal */ readonly starts: number[] = [];
  /** @internal */ readonly owner: Int32Array;
  // The cells this run changed since removeSmall's last record (`touched[0 .. touchedCount)`, each once), or
  // every cell (`touchedAll`) before the run's first record: what removeSmall compares with its record.
  /** @internal */ readonly touched: Int32Array;
  private readonly isTouched: Uint8Array;
  /** @internal */ touchedCount = 0;
  /** @internal */ touchedAll = true;
  // The values this run removed since its last check of the parts' areas (`remove`; the bound rule removes
  // only values above every part's, and a cell it fixes is a new part).
  private readonly valueLost: Uint8Array;
  // The exit rule's memory, on the trail (so of the state's branch): per value, a count of the small rule's
  // runs that found it lost by a cell (`lostCount`), and per part, by its lowest cell, that count for its
  // value and its size when the exit rule last found nothing in it (`clearCount`, `clearSize`; -1 never).
  /** @internal */ lostCount: TrailedInt32Array | null = null;
  /** @internal */ clearCount: TrailedInt32Array | null = null;
  /** @internal */ clearSize: TrailedInt32Array | null = null;
  // whyOut's first test, from one sort per state of the model (spanMayApply): the state it was built on.
  /** @internal */ readonly history: FixedHistory;
  /** @internal */ readonly historyKey: unknown[] = [];

  /** `cellVars[i]` is the variable of cell i; `edges` join cells by index into `cellVars`. */
  constructor(cellVars: readonly number[], edges: readonly (readonly [number, number])[]) {
    if (new Set(cellVars).size !== cellVars.length)
      throw new RangeError("sizedRegions: a cell variable is listed twice");
    this.vars = [...cellVars];
    this.graph = new RegionGraph(cellVars.length, edges, "sizedRegions");
    this.adjStart = this.graph.adjStart;
    this.adj = this.graph.adj;
    this.part = new Int32Array(cellVars.length);
    this.seen = new Int32Array(cellVars.length);
    this.queue = new Int32Array(cellVars.length);
    this.partList = new Int32Array(cellVars.length);
    this.cellValue = new Int32Array(cellVars.length);
    let degree = 0;
    for (let i = 0; i < cellVars.length; i++)
      degree = Math.max(degree, this.graph.adjStart[i + 1]! - this.graph.adjStart[i]!);
    this.beside = new Int32Array(degree);
    this.dist = new Int32Array(cellVars.length);
    this.wall = new Int32Array(cellVars.length);
    this.open = new Int32Array(cellVars.length);
    this.counted = new Int32Array(cellVars.length + 1);
    this.owner = new Int32Array(cellVars.length);
    this.touched = new Int32Array(cellVars.length);
    this.isTouched = new Uint8Array(cellVars.length);
    this.valueLost = new Uint8Array(cellVars.length + 1);
    this.spanMemo = new CellSpanMemo(this.adjStart, this.adj);
    this.history = new FixedHistory(cellVars.length);
  }

  /** @internal Labels the parts of `s`: `part[i]` is cell i's part, -1 when it is not fixed. */
  label(s: CellStates): void {
    const { adjStart, adj } = this;
    const { part, partList: list } = this;
    const n = this.vars.length;
    part.fill(-1);
    this.partSize.length = 0;
    this.partValue.length = 0;
    this.partStart.length = 0;
    // Each cell's value read once, then each part walked breadth first in place in `list`, after the parts
    // before it.
    const value = this.cellValue;
    for (let i = 0; i < n; i++) value[i] = s.fixed(i);
    let filled = 0;
    for (let i = 0; i < n; i++) {
      const v = value[i]!;
      if (v === 0 || part[i] !== -1) continue;
      const id = this.partSize.length;
      const start = filled;
      part[i] = id;
      list[filled++] = i;
      for (let head = start; head < filled; head++)
        for (let k = adjStart[list[head]!]!, end = adjStart[list[head]! + 1]!; k < end; k++) {
          const j = adj[k]!;
          if (part[j] === -1 && value[j] === v) {
            part[j] = id;
            list[filled++] = j;
          }
        }
      this.partStart.push(start);
      this.partSize.push(filled - start);
      this.partValue.push(v);
    }
  }

  /**
   * The cells that may hold v joined to `from[lo .. hi)` (which are taken to hold it) but `without`, at most
   * `radius` steps from them, marked with a new stamp in `seen`; returns how many (the walk stops once it has
   * `limit`). The cells it turned away for lacking v are `wall[0 .. walls)` (whole when the walk was not
   * stopped).
   */
  private area(
    s: CellStates,
    from: Int32Array,
    lo: number,
    hi: number,
    v: number,
    without = -1,
    limit = Number.POSITIVE_INFINITY,
    radius = Number.POSITIVE_INFINITY,
  ): number {
    const { adjStart, adj, seen, queue, dist, wall } = this;
    const stamp = ++this.stamp;
    let tail = 0;
    this.walls = 0;
    for (let q = lo; q < hi; q++) {
      const i = from[q]!;
      if (seen[i] === stamp) continue;
      seen[i] = stamp;
      dist[i] = 0;
      queue[tail++] = i;
    }
    for (let head = 0; head < tail && tail < limit; head++) {
      const i = queue[head]!;
      if (dist[i]! >= radius) continue;
      for (let k = adjStart[i]!, end = adjStart[i + 1]!; k < end; k++) {
        const j = adj[k]!;
        if (seen[j] === stamp || j === without) continue;
        seen[j] = stamp;
        if (s.has(j, v)) {
          dist[j] = dist[i]! + 1;
          queue[tail++] = j;
        } else wall[this.walls++] = j;
      }
    }
    return tail;
  }

  /**
   * @internal The area of part p for its value v but `without` (see `area`): as far as a region of v holding
   * the part can reach, stopped once it has v cells.
   */
  partArea(s: CellStates, p: number, without: number): number {
    const v = this.partValue[p]!;
    const start = this.partStart[p]!;
    const size = this.partSize[p]!;
    return this.area(s, this.partList, start, start + size, v, without, v, v - size);
  }

  /** @internal The whole area of the cells that may hold v joined to cell i (see `area`). */
  cellArea(s: CellStates, i: number, v: number): number {
    this.single[0] = i;
    return this.area(s, this.single, 0, 1, v);
  }

  /** The cells of the distinct parts of value v beside cell i (not its own); the parts are in `beside` (-1 after). */
  private cellsBeside(i: number, v: number): number {
    const { adjStart, adj, part, beside } = this;
    let cells = 0;
    let count = 0;
    beside.fill(-1);
    for (let k = adjStart[i]!, end = adjStart[i + 1]!; k < end; k++) {
      const p = part[adj[k]!]!;
      if (p < 0 || p === part[i] || this.partValue[p] !== v || beside.includes(p)) continue;
      beside[count++] = p;
      cells += this.partSize[p]!;
    }
    return cells;
  }

  propagate(m: Model): boolean {
    const { adjStart, adj } = this;
    const vars = this.vars;
    const n = vars.length;
    const s: CellStates = {
      has: (i, v) => m.has(vars[i]!, v),
      fixed: (i) => (m.isFixed(vars[i]!) ? m.value(vars[i]!) : 0),
    };
    // Along one run cells only get fixed, so a pass that finds as many fixed cells as the last labelling has
    // the same parts and open groups: it skips labelling them, and the join and bound rules, which read only
    // those and domains that have only shrunk since that labelling's pass left nothing for them to remove.
    let labelled = -1;
    let maxFixed = 1;
    let slack = 0;
    // Since the last run, other propagators and decisions changed the cells the model lists (every cell on a
    // first run, and after an undo to a state that was no fixpoint); every other cell holds what that run
    // ended with, which is what removeSmall's record on the trail says (as Connected reads its own).
    this.untouch();
    this.touchedAll = this.heldModel !== m;
    for (let k = 0; k < m.changedCount && !this.touchedAll; k++) this.touch(m.changed[k]!);
    for (;;) {
      const before = m.changes;
      let fixed = 0;
      for (let i = 0; i < n; i++) if (m.isFixed(vars[i]!)) fixed++;
      const relabel = fixed !== labelled;
      labelled = fixed;
      if (relabel) this.label(s);
      const parts = this.partSize.length;
      for (let p = 0; p < parts && relabel; p++)
        if (this.partSize[p]! > this.partValue[p]!) return this.fail(m, "sizedRegions.big");
      const lost = this.valueLost;
      for (let p = 0; p < parts; p++) {
        const v = this.partValue[p]!;
        if (this.partSize[p]! >= v) continue;
        // The same part walls in the same area unless a cell lost v since the last pass.
        if (!relabel && v < lost.length && lost[v] === 0) continue;
        if (this.partArea(s, p, -1) < v) return this.fail(m, "sizedRegions.small");
      }
      lost.fill(0);
      // Removals from this snapshot: join, then small.
      if (relabel) {
        maxFixed = 1;
        for (let p = 0; p < parts; p++) maxFixed = Math.max(maxFixed, this.partValue[p]!);
        this.labelOpen(m);
        slack = this.slack();
      }
      for (let v = Math.max(slack + 1, 2); v <= maxFixed; v++)
        if (!removeUnspanned(this, m, s, v, slack)) return false;
      for (let i = 0; i < n && relabel; i++) {
        const x = vars[i]!;
        if (m.isFixed(x)) continue;
        // A value no cell is fixed to makes a region of open cells only: at most the open cells joined.
        const top = Math.max(maxFixed, this.openSize[this.open[i]!]!);
        // Not listed as touched: it removes only values above maxFixed, past what removeSmall's record reads
        // (a later top above it makes removeSmall read every cell).
        if (
          m.max(x) > top &&
          !m.removeAbove(x, top, m.explaining ? this.reason("sizedRegions.small", i) : undefined)
        )
          return false;
        for (let k = adjStart[i]!, end = adjStart[i + 1]!; k < end; k++) {
          const p = this.part[adj[k]!]!;
          if (p < 0) continue;
          const v = this.partValue[p]!;
          if (!m.has(x, v)) continue;
          if (this.cellsBeside(i, v) + 1 > v && !this.remove(m, i, v, "sizedRegions.join")) return false;
        }
      }
      // Values past maxFixed are left to the bound above: cells without them are fixed, so their areas are
      // the open cells joined.
      removeSmall(this, m, s, maxFixed);
      if (m.failed) return false;
      if (m.changes !== before) continue;
      // Then assignments, from a fresh snapshot: a neighbour a part cannot grow to its size without.
      // A part the rule found nothing in earlier on this branch, of the same cells (along a branch parts
      // only grow) and with no cell lost its value since (removeSmall just compared every cell that changed),
      // has the same areas: nothing still.
      const lostCount = this.lostCount!.values;
      const clearCount = this.clearCount!;
      const clearSize = this.clearSize!;
      for (let p = 0; p < parts && m.changes === before; p++) {
        const first = this.partList[this.partStart[p]!]!;
        const v = this.partValue[p]!;
        const size = this.partSize[p]!;
        if (size >= v || (clearSize.values[first] === size && clearCount.values[first] === lostCount[v]))
          continue;
        const exit = this.neededExit(s, p);
        if (exit < 0) {
          clearSize.set(first, size);
          clearCount.set(first, lostCount[v]!);
          continue;
        }
        this.touch(exit);
        const why = m.explaining ? this.reason("sizedRegions.exit", exit) : undefined;
        if (!m.assign(vars[exit]!, v, why)) return false;
      }
      if (m.changes === before) return true;
    }
  }

  /**
   * @internal The cells left over when the cells fixed to each value w, from the last labelling (or read from
   * `cells`), are rounded up to a whole number of regions of w (at least one): a region of value v beyond those
   * is possible only if v is at most this. `counted[w]` is left holding the cells fixed to w.
   */
  slack(cells?: CellStates): number {
    const { counted, partSize, partValue } = this;
    // Only counted[0 .. countedTop] can be non-zero from the last call: zeroing and reading past it was most
    // of this method's time on large grids.
    counted.fill(0, 0, this.countedTop + 1);
    let top = 0;
    // The cells fixed to w are the cells of the parts of w: counted from the cells, no labelling is needed.
    if (cells)
      for (let i = 0; i < this.vars.length; i++) {
        const w = cells.fixed(i);
        counted[w]!++;
        if (w > top) top = w;
      }
    else
      for (let p = 0; p < partSize.length; p++) {
        counted[partValue[p]!]! += partSize[p]!;
        if (partValue[p]! > top) top = partValue[p]!;
      }
    this.countedTop = top;
    let slack = this.vars.length;
    for (let w = 1; w <= top; w++) if (counted[w]! > 0) slack -= Math.ceil(counted[w]! / w) * w;
    return slack;
  }

  /** Labels the open (not fixed) cells joined side by side: `open[i]` is cell i's group, -1 when fixed. */
  private labelOpen(m: Model): void {
    const { adjStart, adj, vars, open, queue } = this;
    const n = vars.length;
    open.fill(-1);
    this.openSize.length = 0;
    for (let i = 0; i < n; i++) {
      if (open[i] !== -1 || m.isFixed(vars[i]!)) continue;
      const id = this.openSize.length;
      open[i] = id;
      queue[0] = i;
      let tail = 1;
      for (let head = 0; head < tail; head++)
        for (let k = adjStart[queue[head]!]!, end = adjStart[queue[head]! + 1]!; k < end; k++) {
          const j = adj[k]!;
          if (open[j] === -1 && !m.isFixed(vars[j]!)) {
            open[j] = id;
            queue[tail++] = j;
          }
        }
      this.openSize.push(tail);
    }
  }

  /**
   * A neighbour of part p, open and able to hold its value v, without which the cells that may hold v joined
   * to the part are fewer than v (so it must hold v); -1 when there is none or the part is full.
   */
  private neededExit(s: CellStates, p: number): number {
    const { adjStart, adj } = this;
    const v = this.partValue[p]!;
    if (this.partSize[p]! >= v) return -1;
    const { partList: list } = this;
    for (let q = this.partStart[p]!, end = q + this.partSize[p]!; q < end; q++)
      for (let k = adjStart[list[q]!]!, kEnd = adjStart[list[q]! + 1]!; k < kEnd; k++) {
        const j = adj[k]!;
        if (this.part[j] !== -1 || !s.has(j, v)) continue;
        if (this.partArea(s, p, j) < v) return j;
      }
    return -1;
  }

  /** @internal */ remove(m: Model, i: number, v: number, rule: SizedRegionsRule): boolean {
    this.touch(i);
    if (v < this.valueLost.length) this.valueLost[v] = 1;
    return m.remove(this.vars[i]!, v, m.explaining ? this.reason(rule, i) : undefined);
  }

  /** Lists cell i among the cells this run changed (see `touched`). */
  private touch(i: number): void {
    if (this.isTouched[i] === 1) return;
    this.isTouched[i] = 1;
    this.touched[this.touchedCount++] = i;
  }

  /** @internal Empties the list of cells this run changed. */
  untouch(): void {
    for (let q = 0; q < this.touchedCount; q++) this.isTouched[this.touched[q]!] = 0;
    this.touchedCount = 0;
  }

  private reason(rule: SizedRegionsRule, i: number): Reason {
    return { rule, message: MESSAGES[rule], vars: [this.vars[i]!] };
  }

  /** @internal */ fail(m: Model, rule: SizedRegionsRule): false {
    return m.fail(null, 0, m.explaining ? { rule, message: MESSAGES[rule] } : null);
  }

  /** Why an inference was made (see `sized-regions-explain.ts`). */
  explain(e: Explanation, m: Model): void {
    explainSizedRegions(this, e, m);
  }
}
