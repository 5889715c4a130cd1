import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";
import { joinsTwo, neighbourRows } from "./adjacency.js";
import { rootOf } from "./union-find.js";

/** The rule of {@link CycleBudget}, as named in reasons (`Reason.rule`) and hints. */
export const CYCLE_BUDGET_RULE = "cycle-budget";

const MESSAGE =
  "the shaded cells would close off more of the grid's squares than the connected unshaded cells leave room for";

/** A group of cells with exactly `count` shaded among them (a numbered room). */
export interface CountedGroup {
  /** Indices into the cell variables. */
  cells: readonly number[];
  count: number;
}

/** A group's cells by cost, and what one run found of them. */
interface Group {
  /** The cells in index order (the greedy matching's order). */
  cells: Int32Array;
  count: number;
  /** The group's distinct costs, cheapest first. */
  levels: Int32Array;
  /** Per cell of `cells`, the index of its cost in `levels`. */
  level: Int32Array;
  /** Per level j, from the snapshot: shaded cells dearer than level j. */
  dearer: Int32Array;
  /** Per level j: at most this many cells of cost <= levels[j] can be shaded (not unshaded, less a matching). */
  cap: Int32Array;
}

/** A cost no completion can meet: the group cannot hold its count (too few cells that are not side by side). */
const IMPOSSIBLE = 1e9;

/**
 * The counting rule behind shading puzzles whose shaded cells never touch by a side and whose unshaded cells
 * stay connected (Heyawake, Hitori, Kurodoko): on a graph of n cells and e edges, the unshaded cells form a
 * connected graph of n - |S| cells and e - sum(deg s) edges, so they close
 * `(e - n + 1) - sum over shaded s of (deg s - 1)` independent cycles, which cannot be negative. On a full
 * grid e - n + 1 is the number of 2x2 squares: an inner shaded cell uses 3 of them, an edge cell 2, a corner
 * 1, and each cycle of unshaded cells one more. A puzzle whose numbers ask for nearly as many shaded cells as
 * fit leaves almost no slack, and then this rule decides most cells.
 *
 * The propagator bounds that sum plus the cycles from below, fails when the bound exceeds `e - n + 1`, and
 * shades (unshades) an open cell whose other choice would push it over:
 * - a counted group (a numbered room) costs at least what its cheapest cells would: for each cost c, at most
 *   `cap(c)` of its shaded cells cost c or less, where `cap(c)` is the number of its cells of such cost not
 *   unshaded, less a matching among them (two cells side by side are never both shaded), so at least
 *   `count - cap(c)` cost more; and at least its shaded cells dearer than c do. A group whose `cap` at its
 *   dearest cost is below its count fails: it has no room for its shaded cells;
 * - a cell outside every group costs what it costs once shaded;
 * - the unshaded cells already known close at least as many cycles as the final unshaded region will (adding
 *   cells and edges to a graph never lowers its cycle count).
 *
 * Variables are 0/1 (1 shaded). It does not itself keep shaded cells apart or unshaded cells connected: the
 * model's other constraints do, and this one is implied by them. Groups must not share cells.
 */
export class CycleBudget implements Propagator {
  readonly name = "cycle-budget";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { priority: 2 };
  /** `e - n + 1`: the independent cycles of the whole graph. */
  readonly budget: number;
  /** Each cell's cost when shaded: its degree less one. */
  private readonly cost: Int32Array;
  private readonly adjStart: Int32Array;
  private readonly adj: Int32Array;
  private readonly groups: Group[];
  /** Each cell's group, or -1; and its position in that group's `cells`. */
  private readonly groupOf: Int32Array;
  private readonly posInGroup: Int32Array;
  /** Cell states of a run (or of an explanation): 1 shaded, 0 unshaded, -1 open. */
  private readonly st: Int8Array;
  private readonly parent: Int32Array;
  /** Per cell, bit j: matched in its group's matching of level j. */
  private readonly matched: Int32Array;
  /** Scratch for `cyclesClosed`: the regions around a cell. */
  private readonly roots: Int32Array;
  /** A run's shading and unshading costs of grouped cells, by group, cost and matchings (see `propagate`). */
  private readonly seenCosts = new Map<number, number[]>();

  constructor(
    cellVars: readonly number[],
    edges: readonly (readonly [number, number])[],
    groups: readonly CountedGroup[] = [],
  ) {
    const n = cellVars.length;
    if (new Set(cellVars).size !== n) throw new RangeError("cycle-budget: a cell variable is listed twice");
    this.vars = [...cellVars];
    const degree = new Int32Array(n);
    const seen = new Set<number>();
    for (const [u, v] of edges) {
      if (!joinsTwo(n, u, v)) throw new RangeError(`cycle-budget: edge ${u}-${v} does not join two cells`);
      const key = Math.min(u, v) * n + Math.max(u, v);
      if (seen.has(key)) throw new RangeError(`cycle-budget: edge ${u}-${v} is listed twice`);
      seen.add(key);
      degree[u]!++;
      degree[v]!++;
    }
    this.budget = seen.size - n + 1;
    this.cost = degree.map((d) => d - 1);
    const rows = neighbourRows(n, edges);
    this.adjStart = rows.start;
    this.adj = rows.items;
    this.groupOf = new Int32Array(n).fill(-1);
    this.posInGroup = new Int32Array(n).fill(-1);
    this.groups = groups.map(({ cells, count }, g) => {
      if (!(Number.isInteger(count) && count >= 0))
        throw new RangeError(`cycle-budget: count must be a whole number, not ${count}`);
      const sorted = Int32Array.from(cells).sort();
      sorted.forEach((i, k) => {
        if (!(Number.isInteger(i) && i >= 0 && i < n)) throw new RangeError(`cycle-budget: no cell ${i}`);
        if (this.groupOf[i] !== -1) throw new RangeError(`cycle-budget: cell ${i} is in two groups`);
        this.groupOf[i] = g;
        this.posInGroup[i] = k;
      });
      const levels = Int32Array.from(new Set(Array.from(sorted, (i) => this.cost[i]!))).sort();
      if (levels.length > 30) throw new RangeError("cycle-budget: a group's cells have more than 30 degrees");
      const level = sorted.map((i) => levels.indexOf(this.cost[i]!));
      const L = levels.length;
      return { cells: sorted, count, levels, level, dearer: new Int32Array(L), cap: new Int32Array(L) };
    });
    this.st = new Int8Array(n);
    this.parent = new Int32Array(n);
    this.matched = new Int32Array(n);
    this.roots = new Int32Array(Math.max(...Array.from(degree), 0));
  }

  propagate(m: Model): boolean {
    const { vars, st } = this;
    const n = vars.length;
    for (let i = 0; i < n; i++) {
      const x = vars[i]!;
      st[i] = !m.has(x, 1) ? 0 : m.isFixed(x) ? 1 : -1;
    }
    const total = this.bound(st);
    if (total > this.budget) return this.fail(m);
    const slack = this.budget - total;
    // Each open cell's two choices, weighed against this snapshot: an inference's reason is read from the
    // states when the run began (see `explain`), where the same bound holds.
    // A grouped cell's costs depend only on its group, its cost and the matchings that pair it: each is worked
    // out once a run.
    const seen = this.seenCosts;
    seen.clear();
    const decide: number[] = [];
    for (let i = 0; i < n; i++) {
      if (st[i] !== -1) continue;
      const g = this.groupOf[i]!;
      let shade: number;
      let unshade: number;
      if (g < 0) {
        shade = this.shadeCost(i);
        unshade = this.cyclesClosed(i);
      } else {
        const key = (g * 32 + this.groups[g]!.level[this.posInGroup[i]!]!) * 2 ** 30 + this.matched[i]!;
        let costs = seen.get(key);
        if (costs === undefined) {
          costs = [this.shadeCost(i), this.unshadeCost(i) - this.cyclesClosed(i)];
          seen.set(key, costs);
        }
        shade = costs[0]!;
        unshade = costs[1]! + this.cyclesClosed(i);
      }
      if (shade > slack) decide.push(i, 0);
      else if (unshade > slack) decide.push(i, 1);
    }
    for (let k = 0; k < decide.length; k += 2) {
      const i = decide[k]!;
      const reason = m.explaining ? this.reason(i) : undefined;
      if (!(decide[k + 1] === 1 ? m.assign(vars[i]!, 1, reason) : m.remove(vars[i]!, 1, reason)))
        return false;
    }
    return true;
  }

  /**
   * The lower bound on `sum of (deg s - 1) + cycles of the unshaded cells` from the states `st` (1 shaded, 0
   * unshaded, -1 open). Leaves each group's `dearer` and `cap`, the matchings in `matched`, and the unshaded
   * cells' regions for `find`.
   */
  private bound(st: Int8Array): number {
    const { cost, groupOf } = this;
    let total = 0;
    for (let i = 0; i < st.length; i++) {
      if (groupOf[i]! >= 0) continue;
      if (st[i] === 1 || (st[i] === -1 && cost[i]! < 0)) total += cost[i]!;
    }
    for (const g of this.groups) {
      this.measure(g, st);
      total += groupCost(g, g.dearer, g.cap);
    }
    return total + this.cycles(st);
  }

  /** Fills a group's `dearer` and `cap` from `st`, with a greedy matching per level in index order. */
  private measure(g: Group, st: Int8Array): void {
    const { cells, level, levels, dearer, cap } = g;
    const { adj, adjStart, groupOf, posInGroup, matched } = this;
    dearer.fill(0);
    cap.fill(0);
    for (let k = 0; k < cells.length; k++) {
      const i = cells[k]!;
      matched[i] = 0;
      if (st[i] === 1) for (let j = 0; j < level[k]!; j++) dearer[j]!++;
      if (st[i] !== 0) for (let j = level[k]!; j < levels.length; j++) cap[j]!++;
    }
    const group = groupOf[cells[0] ?? 0]!;
    for (let j = 0; j < levels.length; j++) {
      const bit = 1 << j;
      for (let k = 0; k < cells.length; k++) {
        const u = cells[k]!;
        if (st[u] === 0 || level[k]! > j || matched[u]! & bit) continue;
        for (let a = adjStart[u]!; a < adjStart[u + 1]!; a++) {
          const v = adj[a]!;
          if (groupOf[v] !== group || st[v] === 0 || level[posInGroup[v]!]! > j || matched[v]! & bit)
            continue;
          matched[u]! |= bit;
          matched[v]! |= bit;
          cap[j]!--;
          break;
        }
      }
    }
  }

  /** What shading open cell `i` adds to the bound. */
  private shadeCost(i: number): number {
    const gi = this.groupOf[i]!;
    if (gi < 0) return this.cost[i]!;
    const g = this.groups[gi]!;
    const li = g.level[this.posInGroup[i]!]!;
    const before = groupCost(g, g.dearer, g.cap);
    for (let j = 0; j < li; j++) g.dearer[j]!++;
    const after = groupCost(g, g.dearer, g.cap);
    for (let j = 0; j < li; j++) g.dearer[j]!--;
    return after - before;
  }

  /**
   * What unshading open cell `i` adds to the bound: the cycles it closes among the unshaded cells, and its
   * group's cost without it (each matching that pairs it keeps the rest of its pairs, one cell fewer).
   */
  private unshadeCost(i: number): number {
    let added = this.cyclesClosed(i);
    const gi = this.groupOf[i]!;
    if (gi >= 0) {
      const g = this.groups[gi]!;
      const before = groupCost(g, g.dearer, g.cap);
      this.dropFromCap(g, i, -1);
      added += groupCost(g, g.dearer, g.cap) - before;
      this.dropFromCap(g, i, 1);
    }
    return added;
  }

  /** Adds `sign` to the caps cell `i` (open, of group `g`) leaves when it is unshaded. */
  private dropFromCap(g: Group, i: number, sign: number): void {
    const li = g.level[this.posInGroup[i]!]!;
    for (let j = li; j < g.levels.length; j++) if (!(this.matched[i]! & (1 << j))) g.cap[j]! += sign;
  }

  private find(i: number): number {
    return rootOf(this.parent, i);
  }

  /** The independent cycles among the unshaded cells of `st` (edges - cells + components); sets up `find`. */
  private cycles(st: Int8Array): number {
    const { adj, adjStart, parent } = this;
    let cycles = 0;
    for (let i = 0; i < st.length; i++) parent[i] = i;
    for (let u = 0; u < st.length; u++) {
      if (st[u] !== 0) continue;
      for (let j = adjStart[u]!; j < adjStart[u + 1]!; j++) {
        const v = adj[j]!;
        if (v < u || st[v] !== 0) continue;
        const a = this.find(u);
        const b = this.find(v);
        if (a === b) cycles++;
        else parent[a] = b;
      }
    }
    return cycles;
  }

  /** The cycles unshading open cell `i` would close: its unshaded neighbours less their distinct regions. */
  private cyclesClosed(i: number): number {
    const { adj, adjStart, st } = this;
    let closed = 0;
    const roots = this.roots;
    let count = 0;
    for (let j = adjStart[i]!; j < adjStart[i + 1]!; j++) {
      const v = adj[j]!;
      if (st[v] !== 0) continue;
      const r = this.find(v);
      if (roots.subarray(0, count).includes(r)) closed++;
      else roots[count++] = r;
    }
    return closed;
  }

  private reason(i: number): Reason {
    return { rule: CYCLE_BUDGET_RULE, message: MESSAGE, vars: [this.vars[i]!] };
  }

  private fail(m: Model): false {
    return m.fail(null, 0, m.explaining ? { rule: CYCLE_BUDGET_RULE, message: MESSAGE } : null);
  }

  /**
   * From the states when the run began (every inference of a run is weighed against that snapshot): a
   * failure, the literals its bound read; an inference, those of the bound with the cell's other choice taken,
   * less the cell itself.
   */
  explain(e: Explanation): void {
    const { vars, st, cost, groupOf } = this;
    e.at = e.runStart();
    const t = e.variable < 0 ? -1 : vars.indexOf(e.variable);
    for (let i = 0; i < vars.length; i++) {
      const x = vars[i]!;
      st[i] = !e.had(x, 1) ? 0 : e.heldEqual(x, 1) ? 1 : -1;
    }
    let total = this.bound(st);
    // `x = 1` (or `x != 0`) was inferred: suppose it unshaded; `x != 1` (or `x = 0`): suppose it shaded.
    const shaded = t >= 0 && e.equal !== (e.value === 1);
    if (t >= 0) {
      if (shaded) total += this.shadeCost(t);
      else {
        total += this.unshadeCost(t);
        const gi = groupOf[t]!;
        if (gi >= 0) this.dropFromCap(this.groups[gi]!, t, -1);
      }
    }
    if (total <= this.budget) {
      for (const x of vars) e.becauseDomain(x);
      return;
    }
    if (t >= 0) st[t] = shaded ? 1 : 0;
    const add = (i: number) => {
      if (i === t) return;
      if (st[i] === 1) e.becauseEqual(vars[i]!, 1);
      else if (st[i] === 0) e.becauseNot(vars[i]!, 1);
    };
    // Cells outside the groups: the shaded ones that cost, the unshaded ones that would have paid back.
    for (let i = 0; i < st.length; i++) {
      if (groupOf[i]! >= 0) continue;
      if ((st[i] === 1 && cost[i]! > 0) || (st[i] === 0 && cost[i]! < 0)) add(i);
    }
    if (t >= 0 && shaded && groupOf[t]! >= 0) {
      const g = this.groups[groupOf[t]!]!;
      for (let j = 0; j < g.level[this.posInGroup[t]!]!; j++) g.dearer[j]!++;
    }
    // A group with no room for its count is reason enough: its unshaded cells, which the matching avoids.
    const full = this.groups.find((g) => g.count > 0 && !(g.cap[g.levels.length - 1]! >= g.count));
    if (full !== undefined) {
      for (const i of full.cells) if (st[i] === 0) add(i);
      return;
    }
    for (const g of this.groups) {
      const { cells, level, levels, dearer, cap, count } = g;
      const L = levels.length;
      for (let j = 0; j + 1 < L; j++) {
        if (Math.max(count - cap[j]!, dearer[j]!) <= 0) continue;
        // The larger of the two counts is the one the bound used: the unshaded cells of cost up to this level
        // (which leave the cap), or the shaded cells dearer than it.
        const byCap = count - cap[j]! >= dearer[j]!;
        for (let k = 0; k < cells.length; k++) {
          const i = cells[k]!;
          if (byCap ? st[i] === 0 && level[k]! <= j : st[i] === 1 && level[k]! > j) add(i);
        }
      }
    }
    // The cycles: the unshaded cells left when cells with one unshaded neighbour or none are peeled away.
    for (const i of this.cycleCore(st)) add(i);
  }

  /** The unshaded cells of `st` on a cycle or on a path between cycles of the unshaded cells (their 2-core). */
  private cycleCore(st: Int8Array): number[] {
    const { adj, adjStart } = this;
    const n = st.length;
    const degree = new Int32Array(n);
    const queue: number[] = [];
    for (let u = 0; u < n; u++) {
      if (st[u] !== 0) continue;
      for (let j = adjStart[u]!; j < adjStart[u + 1]!; j++) if (st[adj[j]!] === 0) degree[u]!++;
      if (degree[u]! <= 1) queue.push(u);
    }
    const gone = new Uint8Array(n);
    for (let k = 0; k < queue.length; k++) {
      const u = queue[k]!;
      gone[u] = 1;
      for (let j = adjStart[u]!; j < adjStart[u + 1]!; j++) {
        const v = adj[j]!;
        if (st[v] !== 0 || gone[v]) continue;
        if (--degree[v]! === 1) queue.push(v);
      }
    }
    const core: number[] = [];
    for (let u = 0; u < n; u++) if (st[u] === 0 && !gone[u]) core.push(u);
    return core;
  }
}

/**
 * A group's least cost: `count` cells at its cheapest cost, plus, for each step up in cost, the step times the
 * shaded cells that must cost more (more than `count - cap`, and at least the shaded ones `dearer`);
 * {@link IMPOSSIBLE} when its cells cannot hold `count`.
 */
function groupCost(g: Group, dearer: Int32Array, cap: Int32Array): number {
  const { levels, count } = g;
  const L = levels.length;
  if (count === 0) return 0;
  if (L === 0 || cap[L - 1]! < count) return IMPOSSIBLE;
  let total = count * levels[0]!;
  for (let j = 0; j + 1 < L; j++)
    total += (levels[j + 1]! - levels[j]!) * Math.max(count - cap[j]!, dearer[j]!, 0);
  return total;
}
