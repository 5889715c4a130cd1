import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { TrailedInt32Array } from "../trail.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";
import { explainConnected } from "./connected-explain.js";
import { RegionGraph } from "./region-graph.js";

/** The rules of {@link Connected}, as named in reasons (`Reason.rule`) and hints. */
export type ConnectedRule =
  | "connected.split"
  | "connected.unreachable"
  | "connected.cut"
  | "connected.size"
  | "connected.distance"
  | "connected.pocket";

const MESSAGES: Record<ConnectedRule, string> = {
  "connected.split": "the cells of the region cannot all be joined",
  "connected.unreachable": "this cell cannot reach the cells the region must hold",
  "connected.cut": "every path between two cells of the region passes through this cell",
  "connected.size": "the region's size leaves no other choice",
  "connected.distance": "this cell is too far from the region for its size",
  "connected.pocket":
    "a path between the region's two ends could only enter this cell and leave it the same way",
};

/** Options of {@link Connected}. */
export interface ConnectedOptions {
  /** The region has exactly this many cells (an island's number); default: any size, the empty region too. */
  size?: number;
  /**
   * The region is the cells of one simple path between these two cells (indices into the cell variables), as
   * a Numberlink pair's line: once both hold the value, a cell on no simple path between them through cells
   * not out loses it (see `RegionGraph.pathCells`).
   */
  ends?: readonly [number, number];
}

/**
 * The cells whose variables take `value` form one connected region of a graph (4-neighbour grid cells: see
 * `gridCellEdges`). The variables may have any domains (0/1, or a region id per cell); the empty region counts
 * as connected unless a `size` is given. Nurikabe's wall and islands, any "shaded cells are connected" rule.
 *
 * Filtering, from the cells that must take the value ("must"), cannot ("out") and may, to a fixpoint in one
 * run; each rule reads one snapshot and removals come before assignments, so its reasons stay true:
 * - split: must cells that the cells not out do not join fail;
 * - unreachable: a cell outside the part of the graph, not out, around the must cells loses the value;
 * - cut: a may cell whose removal separates two must cells (an articulation point between them) takes it;
 * - size: more must cells than `size`, or fewer cells in that part, fail; `size` must cells turn the rest
 *   out; a part of exactly `size` cells is the region;
 * - distance: a may cell d steps (through cells not out) from the nearest must cell loses the value when the
 *   must cells and the d cells of the way there exceed `size`;
 * - pocket (with `ends`, both must): a may cell on no simple path between the ends loses the value, and a must
 *   cell there fails.
 *
 * Each inference is explained by the literals its rule read (see `connected-explain.ts`): the must cells it
 * joins or counts, and the out cells that wall a part in.
 */
export class Connected implements Propagator {
  readonly name = "connected";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { idempotent: true, priority: 2 };
  readonly graph: RegionGraph;
  readonly value: number;
  readonly size: number | undefined;
  readonly ends: readonly [number, number] | undefined;
  /** Cells on a simple path between the ends, in the current run (see `RegionGraph.pathCells`). */
  readonly onPath: Uint8Array;
  /** @internal Scratch for `connected-explain.ts`: the cell states just before the inference it explains. */
  readonly explainStates: Int8Array;
  /** Cell states of the current run: 1 must, 0 out, -1 may. */
  private readonly st: Int8Array;
  private readonly work: number[] = [];
  private readonly found = (i: number) => {
    this.work.push(i);
  };
  /**
   * Each cell's state (1 must, 0 out, -1 may) when the last run ended, on the model's trail, and that model: a
   * run whose changed cells all kept their state would find what the last one found, nothing (the rules read
   * the states alone, and a run ends at its own fixpoint), so it is skipped. With region ids for domains, most
   * changes remove another region's id and leave this one's states as they were.
   */
  private last: TrailedInt32Array | null = null;
  private lastModel: Model | null = null;

  /**
   * `cellVars[i]` is the variable of cell i; `edges` join cells by index into `cellVars`. A variable listed
   * twice is refused (two cells would be one).
   */
  constructor(
    cellVars: readonly number[],
    edges: readonly (readonly [number, number])[],
    value: number,
    options: ConnectedOptions = {},
  ) {
    if (new Set(cellVars).size !== cellVars.length)
      throw new RangeError("connected: a cell variable is listed twice");
    const size = options.size;
    if (size !== undefined && !(Number.isInteger(size) && size >= 0))
      throw new RangeError(`connected: size must be a whole number, not ${size}`);
    this.vars = [...cellVars];
    this.graph = new RegionGraph(cellVars.length, edges, "connected");
    this.value = value;
    this.size = size;
    const ends = options.ends;
    if (ends !== undefined && !ends.every((i) => Number.isInteger(i) && i >= 0 && i < cellVars.length))
      throw new RangeError(`connected: ends ${ends} are not two cells`);
    this.ends = ends === undefined ? undefined : [ends[0], ends[1]];
    this.onPath = new Uint8Array(cellVars.length);
    this.st = new Int8Array(cellVars.length);
    this.explainStates = new Int8Array(cellVars.length);
  }

  propagate(m: Model): boolean {
    if (this.unchanged(m)) return true;
    if (!this.run(m)) return false;
    const last = this.last!;
    const was = last.values;
    const st = this.st;
    for (let i = 0; i < st.length; i++) if (was[i] !== st[i]) last.set(i, st[i]!);
    return true;
  }

  /** Whether every cell that changed since the last run has the state it had when that run ended. */
  private unchanged(m: Model): boolean {
    if (this.lastModel !== m) {
      this.lastModel = m;
      this.last = m.trail.int32(this.vars.length, 2);
      return false;
    }
    const last = this.last!.values;
    const { vars, value: v, ends } = this;
    // With both ends must (and no size), what the rules find depends on the out cells alone (see run): a cell
    // that only went from may to must changes nothing.
    const outOnly =
      ends !== undefined && this.size === undefined && last[ends[0]] === 1 && last[ends[1]] === 1;
    for (let k = 0; k < m.changedCount; k++) {
      const i = m.changed[k]!;
      const x = vars[i]!;
      const now = !m.has(x, v) ? 0 : m.isFixed(x) ? 1 : -1;
      if (last[i] !== now && !(outOnly && now === 1)) return false;
    }
    return true;
  }

  private run(m: Model): boolean {
    const { vars, st, value: v, graph: g, size } = this;
    const n = vars.length;
    // The first pass reads only the changed cells from the model: the others kept the state the last run ended
    // with (as `unchanged` reads them), unless there is none yet (2). Later passes read every cell again.
    const was = this.last!.values;
    let changed: Int32Array | null = n > 0 && was[0] !== 2 ? m.changed : null;
    if (changed !== null) st.set(was);
    for (;;) {
      const count = changed === null ? n : m.changedCount;
      for (let k = 0; k < count; k++) {
        const i = changed === null ? k : changed[k]!;
        const x = vars[i]!;
        st[i] = !m.has(x, v) ? 0 : m.isFixed(x) ? 1 : -1;
      }
      changed = null;
      let must = 0;
      let first = -1;
      for (let i = 0; i < n; i++)
        if (st[i] === 1) {
          must++;
          if (first < 0) first = i;
        }
      if (size !== undefined && must > size) return this.fail(m, "connected.size");
      if (must === 0) {
        if (size === 0)
          for (let i = 0; i < n; i++) if (st[i] === -1 && !this.remove(m, i, "connected.size")) return false;
        // A region of a given size with no cell placed yet: only a count of the cells left can fail it.
        if (size !== undefined && size > 0) {
          let open = 0;
          for (let i = 0; i < n; i++) if (st[i] === -1) open++;
          if (open < size) return this.fail(m, "connected.size");
        }
        return true;
      }
      // Without ends, one depth-first search marks the part (as `reach` would) and finds its cuts; they are
      // read only when this pass removes nothing, so from the snapshot they were found in.
      const cuts = this.work;
      cuts.length = 0;
      const early = this.ends === undefined;
      const stamp = early ? g.cuts(first, st, this.found) : g.reach(first, st, -1);
      const part = g.count;
      for (let i = 0; i < n; i++)
        if (st[i] === 1 && !g.reached(i, stamp)) return this.fail(m, "connected.split");
      if (size !== undefined && part < size) return this.fail(m, "connected.size");
      // Removals first, all from this snapshot (each only walls in more, so every reason stays true).
      const before = m.changes;
      const full = size !== undefined && must === size;
      const dist = size !== undefined && !full ? g.distancesFromMust(st) : null;
      const ends =
        this.ends !== undefined && st[this.ends[0]] === 1 && st[this.ends[1]] === 1 ? this.ends : null;
      if (ends !== null) {
        g.pathCells(ends[0], ends[1], st, this.onPath);
        for (let i = 0; i < n; i++)
          if (st[i] === 1 && !this.onPath[i]) return this.fail(m, "connected.pocket");
      }
      for (let i = 0; i < n; i++) {
        if (st[i] !== -1) continue;
        let rule: ConnectedRule | null = null;
        if (!g.reached(i, stamp)) rule = "connected.unreachable";
        else if (full) rule = "connected.size";
        else if (dist !== null && must + dist[i]! > size!) rule = "connected.distance";
        else if (ends !== null && !this.onPath[i]) rule = "connected.pocket";
        if (rule !== null && !this.remove(m, i, rule)) return false;
      }
      // With both ends must and no size, the cells just removed were on no path between the ends, so the
      // parts and paths stay as they were: on to the cuts, in the snapshot as it now is.
      if (m.changes !== before && (size !== undefined || ends === null)) continue;
      // Then assignments, from a fresh snapshot.
      if (size !== undefined && part === size) {
        for (let i = 0; i < n; i++) if (st[i] === -1 && !this.assign(m, i, "connected.size")) return false;
        return true;
      }
      if (!early) g.cuts(first, st, this.found);
      for (const i of cuts) if (st[i] === -1 && !this.assign(m, i, "connected.cut")) return false;
      // New must cells on cuts add no cut and no unreachable cell, but can bring the distance rule closer, or
      // make both ends must for the pocket rule.
      // With both ends must and no size, no: every must cell is then on a path between the ends, so a cell
      // separating two must cells separates the ends, and the rules read the out cells alone.
      if (cuts.length === 0 || (size === undefined && (this.ends === undefined || ends !== null)))
        return true;
    }
  }

  explain(e: Explanation): void {
    explainConnected(this, e);
  }

  private remove(m: Model, i: number, rule: ConnectedRule): boolean {
    this.st[i] = 0;
    return m.remove(this.vars[i]!, this.value, m.explaining ? this.reason(rule, i) : undefined);
  }

  private assign(m: Model, i: number, rule: ConnectedRule): boolean {
    this.st[i] = 1;
    return m.assign(this.vars[i]!, this.value, m.explaining ? this.reason(rule, i) : undefined);
  }

  private reason(rule: ConnectedRule, i: number): Reason {
    return { rule, message: MESSAGES[rule], vars: [this.vars[i]!] };
  }

  private fail(m: Model, rule: ConnectedRule): false {
    return m.fail(null, 0, m.explaining ? { rule, message: MESSAGES[rule] } : null);
  }
}
