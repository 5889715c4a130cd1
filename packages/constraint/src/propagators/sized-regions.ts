import { lowestBit } from "../bits.js";
import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { TrailedInt32Array } from "../trail.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";
import { RegionGraph } from "./region-graph.js";
import { CellSpanMemo, MAX_SPAN_TERMINALS } from "./region-span.js";
import { FixedHistory } from "./sized-regions-history.js";
import { heldWord } from "./sized-regions-holders.js";

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
interface CellStates {
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
  private readonly partSize: number[] = [];
  private readonly partValue: number[] = [];
  // Part p's cells, breadth first from its lowest: partList[partStart[p] .. partStart[p] + partSize[p]).
  private readonly partList: Int32Array;
  private readonly partStart: number[] = [];
  // The cells' values as the last labelling read them (0: not fixed).
  private readonly cellValue: Int32Array;
  // The one cell an area is walked from (area's seeds are a range of an array).
  private readonly single = new Int32Array(1);
  private readonly seen: Int32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  private readonly dist: Int32Array;
  private readonly wall: Int32Array;
  private walls = 0;
  // The parts beside one cell (cellsBeside): at most its neighbours.
  private readonly beside: Int32Array;
  private readonly adjStart: Int32Array;
  private readonly open: Int32Array;
  private readonly openSize: number[] = [];
  private readonly adj: Int32Array;
  // Per value, the cells fixed to it (slack).
  private readonly counted: Int32Array;
  private countedTop = 0;
  private readonly spanMemo: CellSpanMemo;
  // removeSmall's state (its doc), the cells that lost each value, the areas' first cells, and which walk
  // reached each cell.
  private heldLeft: TrailedInt32Array | null = null;
  private heldModel: Model | null = null;
  private heldWords = 0;
  private lost: number[][] = [];
  private readonly starts: number[] = [];
  private readonly owner: Int32Array;
  // The cells this run changed since removeSmall's last record (`touched[0 .. touchedCount)`, each once), or
  // every cell (`touchedAll`) before the run's first record: what removeSmall compares with its record.
  private readonly touched: Int32Array;
  private readonly isTouched: Uint8Array;
  private touchedCount = 0;
  private touchedAll = true;
  // The values this run removed since its last check of the parts' areas (`remove`; the bound rule removes
  // only values above every part's, and a cell it fixes is a new part).
  private readonly valueLost: Uint8Array;
  // The exit rule's memory, on the trail (so of the state's branch): per value, a count of the small rule's
  // runs that found it lost by a cell (`lostCount`), and per part, by its lowest cell, that count for its
  // value and its size when the exit rule last found nothing in it (`clearCount`, `clearSize`; -1 never).
  private lostCount: TrailedInt32Array | null = null;
  private clearCount: TrailedInt32Array | null = null;
  private clearSize: TrailedInt32Array | null = null;
  // whyOut's first test, from one sort per state of the model (spanMayApply): the state it was built on.
  private readonly history: FixedHistory;
  private readonly historyKey: unknown[] = [];

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

  /** Labels the parts of `s`: `part[i]` is cell i's part, -1 when it is not fixed. */
  private label(s: CellStates): void {
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

  /** The cells of part p, as a list (for the span rule's trees). */
  private cellsOf(p: number): number[] {
    const start = this.partStart[p]!;
    return Array.from(this.partList.subarray(start, start + this.partSize[p]!));
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
   * The area of part p for its value v but `without` (see `area`): as far as a region of v holding the part
   * can reach, stopped once it has v cells.
   */
  private partArea(s: CellStates, p: number, without: number): number {
    const v = this.partValue[p]!;
    const start = this.partStart[p]!;
    const size = this.partSize[p]!;
    return this.area(s, this.partList, start, start + size, v, without, v, v - size);
  }

  /** The whole area of the cells that may hold v joined to cell i (see `area`). */
  private cellArea(s: CellStates, i: number, v: number): number {
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
        if (!this.removeUnspanned(m, s, v, slack)) return false;
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
      this.removeSmall(m, s, maxFixed);
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
   * The cells left over when the cells fixed to each value w, from the last labelling (or read from `cells`),
   * are rounded up to a whole number of regions of w (at least one): a region of value v beyond those is
   * possible only if v is at most this. `counted[w]` is left holding the cells fixed to w.
   */
  private slack(cells?: CellStates): number {
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

  /**
   * When the parts of v must be one region (span), per cell the least cells of a connected set joining them
   * and it, through cells that may hold v (-1 for a cell that cannot hold v); null when the rule does not
   * apply (`slack` and `counted` are from `slack()` on the same labelling).
   */
  private spans(s: CellStates, v: number, slack: number): Int32Array | null {
    const { partValue, partSize } = this;
    if (v <= slack || this.counted[v]! === 0 || this.counted[v]! > v) return null;
    const terminals: number[] = [];
    for (let p = 0; p < partSize.length; p++) if (partValue[p] === v) terminals.push(p);
    if (terminals.length < 2 || terminals.length > MAX_SPAN_TERMINALS) return null;
    return this.spanMemo.weights(
      (i) => {
        const f = s.fixed(i);
        return f === v ? 2 : f === 0 && s.has(i, v) ? 1 : 0;
      },
      () => terminals.map((p) => this.cellsOf(p)),
      v,
    );
  }

  /** The span rule for value v: fails, or removes v from the open cells no small enough set joins. */
  private removeUnspanned(m: Model, s: CellStates, v: number, slack: number): boolean {
    const span = this.spans(s, v, slack);
    if (span === null) return true;
    const { vars } = this;
    if (span.every((w) => w < 0 || w > v)) return this.fail(m, "sizedRegions.span");
    for (let i = 0; i < vars.length; i++) {
      if (span[i]! <= v || m.isFixed(vars[i]!)) continue;
      if (!this.remove(m, i, v, "sizedRegions.span")) return false;
    }
    return true;
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
   * The small rule for v = 2 .. top: removes v from the open cells of every area of cells that may hold v
   * smaller than v, area by area from its first open cell (in index order), breadth first from it.
   *
   * Incremental, with the same removals in the same order: per cell and word of 32 values, what it held after
   * the last run is kept on the trail (`heldLeft`, that run's top last; a backtrack restores an earlier state
   * of the branch, and along a branch domains only shrink). That run left no open cell in an area too small,
   * and an area of now that touches no cell that lost v since is one of then: only the areas beside those
   * cells are walked (all, for a value past that run's top). Each walk stops at v cells or at a cell an
   * earlier walk of this value reached (then of its area, which it found big).
   */
  private removeSmall(m: Model, s: CellStates, top: number): void {
    const { adjStart, adj, vars, starts } = this;
    const n = vars.length;
    if (this.heldModel !== m) {
      this.heldModel = m;
      // Every value a cell was made with (an undo restores no more).
      let most = 0;
      for (const x of vars) most = Math.max(most, m.offset(x) + 32 * m.nw[x]! - 1);
      this.heldWords = (most >>> 5) + 1;
      this.heldLeft = m.trail.int32(n * this.heldWords + 1, -1);
      this.lost = Array.from({ length: 32 * this.heldWords }, () => []);
      this.lostCount = m.trail.int32(32 * this.heldWords);
      this.clearCount = m.trail.int32(n, -1);
      this.clearSize = m.trail.int32(n, -1);
    }
    const { heldWords: words, lost } = this;
    const left = this.heldLeft!;
    const lastTop = left.values[n * words]!;
    for (let v = 0; v <= lastTop; v++) lost[v]!.length = 0;
    const lastWords = lastTop < 2 ? 0 : (lastTop >>> 5) + 1;
    // The order of `lost[v]` does not matter: the areas found too small are walked again in index order.
    const all = this.touchedAll;
    for (let q = 0, count = all ? n : this.touchedCount; q < count; q++) {
      const i = all ? q : this.touched[q]!;
      for (let k = 0; k < lastWords; k++)
        for (let r = left.values[i * words + k]! & ~heldWord(m, vars[i]!, k, lastTop); r !== 0; r &= r - 1)
          lost[32 * k + lowestBit(r)]!.push(i);
    }
    // The exit rule's counts: a value past the record's top is new to it.
    const lostCount = this.lostCount!;
    for (let v = 2; v <= top; v++)
      if (v > lastTop || lost[v]!.length > 0) lostCount.set(v, lostCount.values[v]! + 1);
    for (let v = 2; v <= top; v++) {
      const stamp = ++this.stamp;
      starts.length = 0;
      if (v > lastTop) for (let j = 0; j < n; j++) this.smallArea(m, v, j, stamp);
      else
        for (const c of lost[v]!)
          for (let k = adjStart[c]!, end = adjStart[c + 1]!; k < end; k++)
            this.smallArea(m, v, adj[k]!, stamp);
      starts.sort((x, y) => x - y);
      // Each area again, breadth first from its first open cell, for the order of the removals.
      for (const i of starts) {
        const size = this.cellArea(s, i, v);
        let q = 0;
        for (; q < size; q++) {
          const c = this.queue[q]!;
          if (!m.isFixed(vars[c]!) && !this.remove(m, c, v, "sizedRegions.small")) break;
        }
        if (q < size) break;
      }
    }
    if (m.failed) return;
    // A cell untouched since the record holds what it held then, as far as the same top reads.
    const topWords = top < 2 ? 0 : (top >>> 5) + 1;
    const every = all || top !== lastTop;
    for (let q = 0, count = every ? n : this.touchedCount; q < count; q++) {
      const i = every ? q : this.touched[q]!;
      for (let k = 0; k < topWords; k++) left.set(i * words + k, heldWord(m, vars[i]!, k, top));
    }
    left.set(n * words, top);
    this.untouch();
    this.touchedAll = false;
  }

  /**
   * The walk of the small rule from cell j (when it may hold v and no walk of this value, marked `stamp`,
   * reached it): when j's area is smaller than v and has an open cell, its first open cell joins `starts`.
   */
  private smallArea(m: Model, v: number, j: number, stamp: number): void {
    const { adjStart, adj, vars, seen, queue, owner } = this;
    if (seen[j] === stamp || !m.has(vars[j]!, v)) return;
    seen[j] = stamp;
    owner[j] = j;
    queue[0] = j;
    let tail = 1;
    for (let head = 0; head < tail; head++)
      for (let q = adjStart[queue[head]!]!, qe = adjStart[queue[head]! + 1]!; q < qe; q++) {
        const i = adj[q]!;
        if (!m.has(vars[i]!, v)) continue;
        if (seen[i] === stamp) {
          if (owner[i] !== j) return;
          continue;
        }
        seen[i] = stamp;
        owner[i] = j;
        queue[tail++] = i;
        if (tail >= v) return;
      }
    let first = vars.length;
    for (let q = 0; q < tail; q++) if (queue[q]! < first && !m.isFixed(vars[queue[q]!]!)) first = queue[q]!;
    if (first < vars.length) this.starts.push(first);
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

  private remove(m: Model, i: number, v: number, rule: SizedRegionsRule): boolean {
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

  /** Empties the list of cells this run changed. */
  private untouch(): void {
    for (let q = 0; q < this.touchedCount; q++) this.isTouched[this.touched[q]!] = 0;
    this.touchedCount = 0;
  }

  private reason(rule: SizedRegionsRule, i: number): Reason {
    return { rule, message: MESSAGES[rule], vars: [this.vars[i]!] };
  }

  private fail(m: Model, rule: SizedRegionsRule): false {
    return m.fail(null, 0, m.explaining ? { rule, message: MESSAGES[rule] } : null);
  }

  /**
   * Why an inference was made, rebuilt from the domains just before it (the cell explained read as open):
   * - a removal by join: the cells of the parts beside it;
   * - a removal by small: the cells walling its area in (they lack the value);
   * - an assignment by exit: the part's cells, and the wall of its area without the cell;
   * - a failure: the cells of a part too big, or a part's cells and the wall of its area.
   * When no rule fits, the reason is all that was known of every cell: valid, only longer.
   */
  explain(e: Explanation, m: Model): void {
    const vars = this.vars;
    const t = e.variable < 0 ? -1 : vars.indexOf(e.variable);
    const s: CellStates = {
      // A cell fixed before the inference held then only what it holds now: no look-up of when v went.
      has: (i, v) => {
        const x = vars[i]!;
        return m.isFixed(x) && e.fixedEntry(x) < e.at ? m.min(x) === v : e.had(x, v);
      },
      fixed: (i) => {
        if (i === t) return 0;
        const f = e.fixedValue(vars[i]!);
        return Number.isNaN(f) ? 0 : f;
      },
    };
    // Only a failure labels the grid (a walk over every fixed cell), and a removal when its span rule may
    // apply: most reasons a conflict asks for are removals and assignments by the parts beside a cell.
    let explained: boolean;
    if (t >= 0) explained = e.equal ? this.whyExit(e, s, t) : this.whyOut(e, m, s, t);
    else {
      this.label(s);
      explained = this.whyFailed(e, s);
    }
    if (!explained) for (const x of vars) e.becauseDomain(x);
  }

  /**
   * The cells fixed to v joined to cell `first` (fixed to v), breadth first from it: `queue[0 .. returned)`,
   * marked `stamp` in `seen` (a cell so marked is taken as walked: parts of one value never touch).
   */
  private walkPart(s: CellStates, first: number, v: number, stamp: number): number {
    const { adjStart, adj, seen, queue } = this;
    seen[first] = stamp;
    queue[0] = first;
    let tail = 1;
    for (let head = 0; head < tail; head++)
      for (let k = adjStart[queue[head]!]!, end = adjStart[queue[head]! + 1]!; k < end; k++) {
        const j = adj[k]!;
        if (seen[j] !== stamp && s.fixed(j) === v) {
          seen[j] = stamp;
          queue[tail++] = j;
        }
      }
    return tail;
  }

  /**
   * Why t lost v by join (the parts of v beside t, with t, are more than v cells) or else small (t's area of
   * cells that may hold v is fewer than v cells). The parts are walked from t's neighbours, then each again
   * from its lowest cell as `label` walks it, so the reason is the literals, in the order, that the labelled
   * grid gave before (the search is unchanged).
   */
  private whyOutBeside(e: Explanation, s: CellStates, t: number): boolean {
    const { adjStart, adj, queue } = this;
    const v = e.value;
    const starts: number[] = [];
    let cells = 0;
    const walked = ++this.stamp;
    for (let k = adjStart[t]!, end = adjStart[t + 1]!; k < end; k++) {
      const j = adj[k]!;
      if (this.seen[j] === walked || s.fixed(j) !== v) continue;
      const size = this.walkPart(s, j, v, walked);
      starts.push(Math.min(...queue.subarray(0, size)));
      cells += size;
    }
    if (cells < v) return this.cellArea(s, t, v) < v && this.becauseWall(e, v);
    const emitted = ++this.stamp;
    for (const first of starts) {
      const size = this.walkPart(s, first, v, emitted);
      for (let q = 0; q < size; q++) e.becauseEqual(this.vars[queue[q]!]!, v);
    }
    return true;
  }

  /** The cells the last walk turned away for lacking v: they lacked it. Returns true (explained). */
  private becauseWall(e: Explanation, v: number): true {
    for (let k = 0; k < this.walls; k++) e.becauseNot(this.vars[this.wall[k]!]!, v);
    return true;
  }

  private becauseParts(e: Explanation, parts: readonly number[]): void {
    for (const p of parts)
      for (let q = this.partStart[p]!, end = q + this.partSize[p]!; q < end; q++)
        e.becauseEqual(this.vars[this.partList[q]!]!, this.partValue[p]!);
  }

  /** What the span rule for v read: every fixed cell, and every cell without v. */
  private becauseSpan(e: Explanation, v: number): void {
    for (let p = 0; p < this.partSize.length; p++) this.becauseParts(e, [p]);
    for (const x of this.vars) if (!e.had(x, v)) e.becauseNot(x, v);
  }

  /**
   * A removal: by span when that rule applies (only then is the grid labelled: it reads every part), else by
   * the parts beside t or t's area, which {@link whyOutBeside} finds without labelling.
   */
  private whyOut(e: Explanation, m: Model, s: CellStates, t: number): boolean {
    const v = e.value;
    if (this.spanMayApply(e, m, t)) {
      const slack = this.slack(s);
      const c = this.counted[v]!;
      // spans' own first test, from the counts alone.
      if (v > slack && c > 0 && c <= v) {
        this.label(s);
        const span = this.spans(s, v, slack);
        if (span !== null && span[t]! > v) {
          this.becauseSpan(e, v);
          return true;
        }
      }
    }
    return this.whyOutBeside(e, s, t);
  }

  /**
   * False when whyOut's first test (the slack of the cells fixed before the inference below v, and 1 .. v of
   * them fixed to v) fails, read from {@link FixedHistory} rebuilt only when the model has changed (a change
   * or an undo) since: counting every cell for each removal a conflict's analysis asks about was most of
   * explain's time. True when it holds, or t was fixed before the inference (the test reads t as open, and
   * the history holds it fixed): whyOut then tests again. A t fixed since is in neither count.
   */
  private spanMayApply(e: Explanation, m: Model, t: number): boolean {
    const { vars, historyKey: key } = this;
    if (m.isFixed(vars[t]!) && e.fixedEntry(vars[t]!) < e.at) return true;
    if (key[0] !== e || key[1] !== m || key[2] !== m.changes || key[3] !== m.trail.epoch) {
      const { value, entry } = this.history;
      for (let i = 0; i < vars.length; i++) {
        value[i] = m.isFixed(vars[i]!) ? m.value(vars[i]!) : 0;
        entry[i] = e.fixedEntry(vars[i]!);
      }
      this.history.build();
      key.splice(0, 4, e, m, m.changes, m.trail.epoch);
    }
    const v = e.value;
    const c = this.history.countBefore(v, e.at);
    return c > 0 && c <= v && v > this.history.slackBefore(e.at);
  }

  /**
   * Why t took v by exit: a part of v beside t, not full, whose area without t is too small (as neededExit
   * found it). Each part is walked from t's neighbour, then again from its lowest cell into `partList` as
   * `label` lists it, so the reason is the literals, in the order, that a labelled grid gave (no labelling).
   */
  private whyExit(e: Explanation, s: CellStates, t: number): boolean {
    const { adjStart, adj, queue, partList } = this;
    const v = e.value;
    if (!s.has(t, v)) return false;
    for (let k = adjStart[t]!, end = adjStart[t + 1]!; k < end; k++) {
      const j = adj[k]!;
      if (s.fixed(j) !== v) continue;
      const size = this.walkPart(s, j, v, ++this.stamp);
      if (size >= v) continue;
      let first = j;
      for (let q = 0; q < size; q++) first = Math.min(first, queue[q]!);
      this.walkPart(s, first, v, ++this.stamp);
      for (let q = 0; q < size; q++) partList[q] = queue[q]!;
      this.partStart.length = this.partSize.length = this.partValue.length = 0;
      this.partStart.push(0);
      this.partSize.push(size);
      this.partValue.push(v);
      // The last walk of partArea is the one without t.
      if (this.partArea(s, 0, t) >= v) continue;
      this.becauseParts(e, [0]);
      return this.becauseWall(e, v);
    }
    return false;
  }

  private whyFailed(e: Explanation, s: CellStates): boolean {
    const parts = this.partSize.length;
    for (let p = 0; p < parts; p++)
      if (this.partSize[p]! > this.partValue[p]!) {
        this.becauseParts(e, [p]);
        return true;
      }
    const slack = this.slack();
    for (let v = Math.max(slack + 1, 2); v < this.counted.length; v++) {
      const span = this.spans(s, v, slack);
      if (span?.every((w) => w < 0 || w > v)) {
        this.becauseSpan(e, v);
        return true;
      }
    }
    for (let p = 0; p < parts; p++) {
      const v = this.partValue[p]!;
      if (this.partSize[p]! < v && this.partArea(s, p, -1) < v) {
        this.becauseParts(e, [p]);
        return this.becauseWall(e, v);
      }
    }
    return false;
  }
}
