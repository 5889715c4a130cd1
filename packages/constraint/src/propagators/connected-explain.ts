import type { Explanation } from "../learning/explanation.js";
import type { Connected } from "./connected.js";

/**
 * Why {@link Connected} made an inference, rebuilt from the cell states just before it (a learning search asks
 * long after the fact). The cell being explained is read as undecided, so a reason never leans on the literal
 * it explains. Each rule gives only the literals its argument needs:
 * - out, unreachable: a must cell, and the out cells around the cell's part that the must cell meets first
 *   (`RegionGraph.wall`: a learned clause holds every literal of a reason, so the whole boundary, with the
 *   walls of holes and far sides, made clauses of hundreds of literals on large grids);
 * - out, size: `size` must cells;
 * - out, distance: `size - d + 1` must cells (at least one), and the out cells that keep every must cell d steps away;
 * - out, pocket: the two ends, and the out cells walling in their part of the graph (which alone decides the
 *   paths between them);
 * - must, cut: two must cells, and the wall around the first one's part, once the cell is taken away, that the
 *   second meets first;
 * - must, size: a must cell, and the out cells walling in its part of exactly `size` cells;
 * - failures: `size + 1` must cells; two must cells walled apart (the wall as for a cut); a must cell walled
 *   into fewer than `size`; a must cell in a pocket off the ends' paths, with the ends and their part's walls.
 * When no rule fits (several inferences of one run can change what the others saw), the reason is all that
 * was known of every cell: valid, only longer.
 */
export function explainConnected(p: Connected, e: Explanation): void {
  const { vars, value: v } = p;
  const t = e.variable < 0 || e.value !== v ? -1 : vars.indexOf(e.variable);
  // A literal about another value follows from this one's by the domain alone; nothing here concerns it.
  if (e.variable >= 0 && t < 0) {
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  const st = p.explainStates;
  // A cell fixed before the inference is must or out by its value; one that was not is may, or out when the
  // value was gone (cheaper than asking `had` and `heldEqual` of every cell).
  for (let i = 0; i < vars.length; i++) {
    const x = vars[i]!;
    const fixed = e.fixedValue(x);
    st[i] = i === t ? -1 : fixed === v ? 1 : !Number.isNaN(fixed) || !e.had(x, v) ? 0 : -1;
  }
  const must: number[] = [];
  const out: number[] = [];
  let found: boolean;
  if (t < 0) found = whyFailed(p, st, must, out);
  else if (e.equal) found = whyMust(p, st, t, must, out);
  else found = whyOut(p, st, t, must, out);
  if (!found) {
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  for (const i of must) e.becauseEqual(vars[i]!, v);
  for (const i of out) e.becauseNot(vars[i]!, v);
}

function mustCells(st: Int8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < st.length; i++) if (st[i] === 1) out.push(i);
  return out;
}

function whyOut(p: Connected, st: Int8Array, t: number, must: number[], out: number[]): boolean {
  const g = p.graph;
  const all = mustCells(st);
  const size = p.size;
  if (size !== undefined && all.length >= size) {
    must.push(...all.slice(0, size));
    return true;
  }
  if (all.length === 0) return size === 0;
  const stamp = g.reach(t, st, -1);
  const away = all.find((i) => !g.reached(i, stamp));
  if (away !== undefined) {
    must.push(away);
    g.wall(stamp, st, -1, away, out);
    return true;
  }
  if (inPocket(p, st, t, must, out)) return true;
  if (size === undefined) return false;
  const d = g.distanceToMust(t, st, out);
  if (all.length + d <= size) return false;
  // At least one must cell: without any, the cell could be a region of its own.
  must.push(...all.slice(0, Math.max(1, size - d + 1)));
  return true;
}

function whyMust(p: Connected, st: Int8Array, t: number, must: number[], out: number[]): boolean {
  const g = p.graph;
  const a = st.indexOf(1);
  if (a < 0) return false;
  if (p.size !== undefined) {
    const stamp = g.reach(a, st, -1);
    if (g.count === p.size && g.reached(t, stamp)) {
      must.push(a);
      g.boundary(stamp, st, out);
      return true;
    }
  }
  const stamp = g.reach(a, st, t);
  let b = a + 1;
  while (b < st.length && (st[b] !== 1 || g.reached(b, stamp))) b++;
  if (b === st.length) return false;
  must.push(a, b);
  // The cell itself borders the part but is not out: the wall holds out cells only.
  g.wall(stamp, st, t, b, out);
  return true;
}

function whyFailed(p: Connected, st: Int8Array, must: number[], out: number[]): boolean {
  const g = p.graph;
  const all = mustCells(st);
  const size = p.size;
  if (size !== undefined && all.length > size) {
    must.push(...all.slice(0, size + 1));
    return true;
  }
  if (all.length === 0) {
    // Too few cells left for the size: every out cell.
    for (let i = 0; i < st.length; i++) if (st[i] === 0) out.push(i);
    return size !== undefined && st.length - out.length < size;
  }
  const a = all[0]!;
  const stamp = g.reach(a, st, -1);
  const b = all.find((i) => !g.reached(i, stamp));
  if (b !== undefined) {
    must.push(a, b);
    g.wall(stamp, st, -1, b, out);
    return true;
  }
  if (size !== undefined && g.count < size) {
    must.push(a);
    g.boundary(stamp, st, out);
    return true;
  }
  return all.some((i) => inPocket(p, st, i, must, out));
}

/**
 * Whether cell `t` lies on no simple path between the region's two ends (both must); if so, the ends go in
 * `must` (and `t` too when it is must) and in `out` the out cells walling in t's pocket: the cells around t
 * off those paths, which meet the paths' cells at one cell at most, so a path into the pocket leaves it the
 * way it came.
 */
function inPocket(p: Connected, st: Int8Array, t: number, must: number[], out: number[]): boolean {
  const { ends, graph: g, onPath } = p;
  if (ends === undefined || st[ends[0]] !== 1 || st[ends[1]] !== 1) return false;
  g.pathCells(ends[0], ends[1], st, onPath);
  if (onPath[t]) return false;
  must.push(ends[0], ends[1]);
  if (st[t] === 1) must.push(t);
  // `out` is empty here: the walls go in it, and give way to the part's whole boundary for a pocket of two doors.
  if (g.pocket(t, st, onPath, out) > 1) g.boundary(g.reach(ends[0], st, -1), st, out);
  return true;
}
