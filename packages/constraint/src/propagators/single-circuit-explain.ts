import type { Explanation } from "../learning/explanation.js";
import type { SingleCircuit } from "./single-circuit.js";

/**
 * Why {@link SingleCircuit} made an inference, rebuilt from the edge states just before it (a learning search
 * asks long after the fact). The edge being explained is read as undecided, so a reason never leans on the
 * literal it explains. Each rule gives only the literals its argument needs:
 * - off, degree: two other on edges at an end, or every other edge at an end off (it would be a dead end);
 * - off, subtour: the on path joining its ends and one on edge outside that path;
 * - off, closed: the edges of a closed cycle of on edges;
 * - off, connectivity: the off edges around its open part and one on edge outside that part;
 * - off, bridge: the other edges across a cut it alone crosses, all off (a cycle crosses a cut twice or never);
 * - on, degree: at one end, one other edge on and the rest off;
 * - failures: three on edges at a vertex; one on edge at a vertex whose others are off; a cycle and an on edge
 *   outside it; two on edges split by a cut of off edges; an on edge alone across a cut.
 * When no rule fits, the reason is all that was known of every edge: valid, only longer.
 */
export function explainCircuit(p: SingleCircuit, e: Explanation): void {
  const vars = p.vars;
  const g = p.graph;
  const t = e.variable < 0 ? -1 : p.position(e.variable);
  // Reused between calls: an entry is read before a rule reads it (the degree rules read t's ends' edges alone).
  const st = p.explainStates;
  const read = (i: number) => {
    const v = i === t ? Number.NaN : e.fixedValue(vars[i]!);
    st[i] = Number.isNaN(v) ? -1 : v;
  };
  const readAll = () => {
    for (let i = 0; i < vars.length; i++) read(i);
  };
  const reason: number[] = [];
  let found: boolean;
  if (t >= 0) {
    // A value other than 0 and 1 goes by the constraint alone.
    if (e.value !== 0 && e.value !== 1) return;
    const on = e.equal ? e.value === 1 : e.value === 0;
    for (const w of [g.ends[2 * t]!, g.ends[2 * t + 1]!])
      for (let k = g.adjStart[w]!; k < g.adjStart[w + 1]!; k++) read(g.adjEdge[k]!);
    found = on ? whyOn(p, st, t, reason) : whyOffByDegree(p, st, t, reason);
    if (!found && !on) {
      readAll();
      found = whyOff(p, st, t, reason);
    }
  } else {
    readAll();
    found = whyFailed(p, st, reason);
  }
  if (!found) {
    for (const x of vars) e.becauseDomain(x);
    return;
  }
  for (const i of reason) e.becauseDomain(vars[i]!);
}

/** The edges at vertex w other than `skip` with state `s`. */
function at(p: SingleCircuit, st: Int8Array, w: number, s: number, skip: number): number[] {
  const g = p.graph;
  const out: number[] = [];
  for (let k = g.adjStart[w]!; k < g.adjStart[w + 1]!; k++) {
    const e = g.adjEdge[k]!;
    if (e !== skip && st[e] === s) out.push(e);
  }
  return out;
}

const degreeOf = (p: SingleCircuit, w: number) => p.graph.adjStart[w + 1]! - p.graph.adjStart[w]!;

function whyOn(p: SingleCircuit, st: Int8Array, t: number, reason: number[]): boolean {
  const g = p.graph;
  for (const w of [g.ends[2 * t]!, g.ends[2 * t + 1]!]) {
    const on = at(p, st, w, 1, t);
    const off = at(p, st, w, 0, t);
    if (on.length === 1 && off.length === degreeOf(p, w) - 2) {
      reason.push(...on, ...off);
      return true;
    }
  }
  return false;
}

/** Off by a degree rule at one of t's ends: reads the edges at those alone. */
function whyOffByDegree(p: SingleCircuit, st: Int8Array, t: number, reason: number[]): boolean {
  const g = p.graph;
  const u = g.ends[2 * t]!;
  const v = g.ends[2 * t + 1]!;
  for (const w of [u, v]) {
    const on = at(p, st, w, 1, t);
    if (on.length >= 2) {
      reason.push(on[0]!, on[1]!);
      return true;
    }
  }
  for (const w of [u, v]) {
    const off = at(p, st, w, 0, t);
    if (off.length === degreeOf(p, w) - 1) {
      reason.push(...off);
      return true;
    }
  }
  return false;
}

/** Off by the other rules, when no degree rule fits: reads every edge. */
function whyOff(p: SingleCircuit, st: Int8Array, t: number, reason: number[]): boolean {
  const g = p.graph;
  const u = g.ends[2 * t]!;
  const v = g.ends[2 * t + 1]!;
  // Subtour: an on path from u to v, and an on edge off it.
  const path: number[] = [];
  if (g.walk(u, -1, st, path) === v && path.length > 0) {
    const extra = onOutside(st, path);
    if (extra >= 0) {
      reason.push(...path, extra);
      return true;
    }
  }
  const cycle = findCycle(p, st);
  if (cycle !== null) {
    reason.push(...cycle);
    return true;
  }
  // Connectivity: no on edge in t's open part, one outside it.
  const anyOn = st.indexOf(1);
  if (anyOn >= 0) {
    const stamp = g.reach(u, st, -1);
    if (!g.reached(g.ends[2 * anyOn]!, stamp)) {
      reason.push(...g.boundary(stamp, -1, []), anyOn);
      return true;
    }
  }
  // Bridge: t alone crosses the cut around u's side (or v's, whichever needs fewer edges).
  const stampU = g.reach(u, st, t);
  if (!g.reached(v, stampU)) {
    const sideU = g.boundary(stampU, t, []);
    const sideV = g.boundary(g.reach(v, st, t), t, []);
    reason.push(...(sideU.length <= sideV.length ? sideU : sideV));
    return true;
  }
  return false;
}

function whyFailed(p: SingleCircuit, st: Int8Array, reason: number[]): boolean {
  const g = p.graph;
  for (let w = 0; w < g.numVertices; w++) {
    const on = at(p, st, w, 1, -1);
    if (on.length >= 3) {
      reason.push(on[0]!, on[1]!, on[2]!);
      return true;
    }
    if (on.length === 1 && at(p, st, w, 0, -1).length === degreeOf(p, w) - 1) {
      reason.push(...on, ...at(p, st, w, 0, -1));
      return true;
    }
  }
  const cycle = findCycle(p, st);
  if (cycle !== null) {
    const extra = onOutside(st, cycle);
    if (extra >= 0) {
      reason.push(...cycle, extra);
      return true;
    }
  }
  const a = st.indexOf(1);
  if (a >= 0) {
    const stamp = g.reach(g.ends[2 * a]!, st, -1);
    for (let b = 0; b < st.length; b++) {
      if (st[b] === 1 && !g.reached(g.ends[2 * b]!, stamp)) {
        reason.push(...g.boundary(stamp, -1, []), a, b);
        return true;
      }
    }
  }
  const bridges = new Int32Array(st.length);
  const n = g.bridgesAndParts(st, bridges);
  let bridge = -1;
  for (let i = 0; i < n && bridge < 0; i++) if (st[bridges[i]!] === 1) bridge = bridges[i]!;
  if (bridge >= 0) {
    const stamp = g.reach(g.ends[2 * bridge]!, st, bridge);
    reason.push(...g.boundary(stamp, bridge, []), bridge);
    return true;
  }
  return false;
}

/** An on edge not in `edges`, or -1. */
function onOutside(st: Int8Array, edges: readonly number[]): number {
  const inside = new Set(edges);
  for (let e = 0; e < st.length; e++) if (st[e] === 1 && !inside.has(e)) return e;
  return -1;
}

/** The edges of a closed cycle of on edges through vertices of at most two on edges, or null. */
function findCycle(p: SingleCircuit, st: Int8Array): number[] | null {
  const g = p.graph;
  const seen = new Uint8Array(st.length);
  for (let w = 0; w < g.numVertices; w++) {
    const on = at(p, st, w, 1, -1);
    if (on.length !== 2 || seen[on[0]!] === 1) continue;
    const path: number[] = [];
    const end = g.walk(w, -1, st, path);
    for (const e of path) seen[e] = 1;
    if (end === w) return path;
  }
  return null;
}
