import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { Propagator, Reason } from "../types.js";
import { joinsTwo } from "./adjacency.js";
import { rootOf } from "./union-find.js";

/**
 * A possible edge of a graph over `nodes` 0 to n-1: it joins `a` and `b` when variable `variable` takes
 * `value` (Slant's cells: `\` or `/`, each a diagonal between two grid points).
 */
export interface ChoiceEdge {
  variable: number;
  value: number;
  a: number;
  b: number;
}

/** The rules of {@link Acyclic}, as named in reasons and hints. */
export type AcyclicRule = "acyclic.cycle";

const MESSAGE = "the chosen edges would close a cycle";

/**
 * The edges taken (each {@link ChoiceEdge} whose variable is fixed to its value) form no cycle: a forest.
 * Filtering: with the taken edges joined into parts (union-find), an edge whose two ends are already in one
 * part loses its value, and a taken edge that closes a cycle fails. Each inference is explained by the taken
 * edges of the path between the two ends (the cycle for a failure), found again in the domains before it:
 * a search from one end over the edges that were taken then, reaching no further than that end's part (the
 * edges at each node are listed once, when the propagator is made). Slant's "no loop" rule is this over the
 * grid points.
 */
export class Acyclic implements Propagator {
  readonly name = "acyclic";
  readonly vars: readonly number[];
  readonly nodes: number;
  readonly edges: readonly ChoiceEdge[];
  private readonly parent: Int32Array;
  /** The edges at each node. */
  private readonly adjacent: ChoiceEdge[][];
  /** The edges of each variable, by value. */
  private readonly edgesOf = new Map<number, ChoiceEdge[]>();
  /** The taken edge that closed a cycle when propagation last failed: where a failure's reason starts. */
  private closing: ChoiceEdge | null = null;

  constructor(nodes: number, edges: readonly ChoiceEdge[]) {
    for (const e of edges)
      if (!joinsTwo(nodes, e.a, e.b))
        throw new RangeError(`acyclic: an edge joins ${e.a} and ${e.b}, not two of the ${nodes} nodes`);
    this.nodes = nodes;
    this.edges = edges.map((e) => ({ ...e }));
    this.vars = [...new Set(edges.map((e) => e.variable))];
    this.parent = new Int32Array(nodes);
    this.adjacent = Array.from({ length: nodes }, () => []);
    for (const e of this.edges) {
      this.adjacent[e.a]!.push(e);
      this.adjacent[e.b]!.push(e);
      const own = this.edgesOf.get(e.variable);
      if (own) own.push(e);
      else this.edgesOf.set(e.variable, [e]);
    }
  }

  private find(x: number): number {
    return rootOf(this.parent, x);
  }

  propagate(m: Model): boolean {
    const { edges, parent } = this;
    for (let i = 0; i < this.nodes; i++) parent[i] = i;
    for (const e of edges) {
      if (!m.isFixed(e.variable) || !m.has(e.variable, e.value)) continue;
      const ra = this.find(e.a);
      const rb = this.find(e.b);
      if (ra === rb) return this.closeCycle(m, e);
      parent[ra] = rb;
    }
    for (const e of edges) {
      if (m.isFixed(e.variable) || !m.has(e.variable, e.value)) continue;
      if (this.find(e.a) !== this.find(e.b)) continue;
      if (!m.remove(e.variable, e.value, m.explaining ? this.reason(m, e, false) : undefined)) return false;
      // The removal may fix the variable to a value of another edge: join it and go on from there.
      if (m.isFixed(e.variable)) {
        const v = m.values(e.variable)[0]!;
        for (const f of this.edgesOf.get(e.variable)!)
          if (f.value === v) {
            const ra = this.find(f.a);
            const rb = this.find(f.b);
            if (ra === rb) return this.closeCycle(m, f);
            parent[ra] = rb;
          }
      }
    }
    return true;
  }

  /** Fails on the taken edge `e`, whose ends the other taken edges already join. */
  private closeCycle(m: Model, e: ChoiceEdge): boolean {
    this.closing = e;
    return m.fail(null, 0, m.explaining ? this.reason(m, e, true) : null);
  }

  /** The variables of the taken edges between `e`'s ends (and `e`'s own), for a person's reason. */
  private reason(m: Model, e: ChoiceEdge, closing: boolean): Reason {
    const taken = (f: ChoiceEdge) => f !== e && m.isFixed(f.variable) && m.has(f.variable, f.value);
    const path = this.path(e, taken) ?? [];
    const vars = [...(closing ? [e.variable] : []), ...path.map((f) => f.variable)];
    return { rule: "acyclic.cycle", message: MESSAGE, vars: closing ? vars : [e.variable, ...vars] };
  }

  /**
   * The edges of a path from `e.a` to `e.b` through edges `taken` says are taken, or null. Breadth first from
   * `e.a`, asking `taken` only of the edges at the nodes it reaches.
   */
  path(e: ChoiceEdge, taken: (f: ChoiceEdge) => boolean): ChoiceEdge[] | null {
    const by = new Map<number, ChoiceEdge>();
    const seen = new Set<number>([e.a]);
    const queue = [e.a];
    for (let q = 0; q < queue.length; q++) {
      const x = queue[q]!;
      if (x === e.b) break;
      for (const f of this.adjacent[x]!) {
        const y = f.a === x ? f.b : f.a;
        if (seen.has(y) || !taken(f)) continue;
        seen.add(y);
        by.set(y, f);
        queue.push(y);
      }
    }
    if (!seen.has(e.b)) return null;
    const out: ChoiceEdge[] = [];
    for (let x = e.b; x !== e.a; ) {
      const f = by.get(x)!;
      out.push(f);
      x = f.a === x ? f.b : f.a;
    }
    return out;
  }

  /**
   * Why an edge lost its value (the taken edges of a path between its ends, before the removal), or why the
   * taken edges failed (a cycle among them); all that was known of every variable when neither is found.
   */
  explain(e: Explanation): void {
    const taken = (f: ChoiceEdge) =>
      f.variable !== e.variable && e.had(f.variable, f.value) && e.heldEqual(f.variable, f.value);
    let path: ChoiceEdge[] | null = null;
    if (e.variable >= 0 && !e.equal) {
      const edge = this.edgesOf.get(e.variable)?.find((f) => f.value === e.value);
      if (edge) path = this.path(edge, taken);
    } else if (e.variable < 0) {
      // The edge that closed the cycle first: a failure is explained right after it (the loop below finds
      // a cycle wherever it is, at a cost of a search per taken edge).
      const last = this.closing;
      const rest = last && taken(last) ? this.path(last, (g) => g !== last && taken(g)) : null;
      if (rest) path = [last!, ...rest];
      else
        for (const f of this.edges) {
          if (!taken(f)) continue;
          const cycle = this.path(f, (g) => g !== f && taken(g));
          if (cycle) {
            path = [f, ...cycle];
            break;
          }
        }
    }
    if (path === null) {
      for (const x of this.vars) e.becauseDomain(x);
      return;
    }
    for (const f of path) e.becauseEqual(f.variable, f.value);
  }
}
