// Plain references for the circuit tests: edge states read by definition, never through CircuitGraph.
import { expect } from "vitest";

/** The vertices a search through open edges (state not 0) reaches from v, skipping edge `skip`. */
export function reachable(
  numVertices: number,
  edges: readonly [number, number][],
  st: ArrayLike<number>,
  v: number,
  skip: number,
): Set<number> {
  const seen = new Set([v]);
  const todo = [v];
  while (todo.length > 0) {
    const u = todo.pop()!;
    edges.forEach(([a, b], e) => {
      if (e === skip || st[e] === 0 || (a !== u && b !== u)) return;
      const w = a === u ? b : a;
      if (!seen.has(w)) {
        seen.add(w);
        todo.push(w);
      }
    });
  }
  expect(seen.size).toBeLessThanOrEqual(numVertices);
  return seen;
}

/**
 * The first rule of SingleCircuit that still applies to edge states `st` (1 on, 0 off, -1 undecided), or
 * null when none does: what a fixpoint of the propagator must satisfy, each rule checked by its definition.
 */
export function ruleLeft(
  numVertices: number,
  edges: readonly [number, number][],
  st: readonly number[],
): string | null {
  const on = Array<number>(numVertices).fill(0);
  const open = Array<number>(numVertices).fill(0);
  edges.forEach(([a, b], e) => {
    for (const v of [a, b]) {
      if (st[e] === 1) on[v]!++;
      if (st[e] === -1) open[v]!++;
    }
  });
  // Degree: 0 or 2 on edges at every vertex, so at a fixpoint a vertex with two on has no undecided edge, one
  // with one on has at least two undecided, and one with none on not exactly one.
  for (let v = 0; v < numVertices; v++) {
    const ok = on[v] === 2 ? open[v] === 0 : on[v] === 1 ? open[v]! >= 2 : on[v] === 0 && open[v] !== 1;
    if (!ok) return `degree at ${v}`;
  }
  const onEdges = edges.flatMap((_, e) => (st[e] === 1 ? [e] : []));
  const onOnly = st.map((s) => (s === 1 ? 1 : 0));
  const joinedOn = (v: number) => reachable(numVertices, edges, onOnly, v, -1);
  if (onEdges.length > 0 && onEdges.every((e) => edges[e]!.every((v) => on[v] === 2))) {
    // Only cycles: one holding every on edge closes the loop, and nothing else may be undecided.
    const cycle = joinedOn(edges[onEdges[0]!]![0]);
    if (onEdges.some((e) => !cycle.has(edges[e]![0]))) return "two cycles";
    if (st.includes(-1)) return "closed loop, an edge undecided";
  }
  for (const [e, [a, b]] of edges.entries()) {
    if (st[e] === 0) continue;
    if (!reachable(numVertices, edges, st, a, e).has(b)) return `bridge ${e}`;
    if (onEdges.length > 0 && !reachable(numVertices, edges, st, a, -1).has(edges[onEdges[0]!]![0]))
      return `edge ${e} apart from the on edges`;
    // An undecided edge whose ends on edges join closes a loop: with other on edges left out, a subtour.
    if (st[e] === -1 && joinedOn(a).has(b) && onEdges.some((f) => !joinedOn(a).has(edges[f]![0])))
      return `subtour ${e}`;
  }
  return null;
}
