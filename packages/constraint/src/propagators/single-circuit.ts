import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { TrailedInt32Array } from "../trail.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";
import { CircuitGraph, gridGraph } from "./circuit-graph.js";
import { explainCircuit } from "./single-circuit-explain.js";

/** The rules of {@link SingleCircuit}, as named in reasons (`Reason.rule`) and hints. */
export type CircuitRule =
  | "circuit.degree"
  | "circuit.subtour"
  | "circuit.closed"
  | "circuit.connectivity"
  | "circuit.bridge";

const MESSAGES: Record<CircuitRule, string> = {
  "circuit.degree": "every vertex of the loop has two of its edges on, any other vertex none",
  "circuit.subtour": "this edge would close a smaller loop while other edges are on",
  "circuit.closed": "the loop is closed: no other edge can be on",
  "circuit.connectivity": "this edge cannot reach the edges that are on",
  "circuit.bridge": "a loop crosses every cut twice, and this edge is the only way across one",
};

/**
 * A single circuit on 0/1 edge variables of an undirected graph: the edges set to 1 form one cycle (at least
 * one edge), so every vertex has 0 or 2 of its edges on. Slitherlink's loop, and any "one closed path" rule.
 *
 * Filtering, to a fixpoint in one run:
 * - degree: a vertex with two edges on turns the rest off; one on and one undecided turns that one on; none on
 *   and one undecided turns it off; three on, or one on and none undecided, fails;
 * - subtours: an undecided edge joining the two ends of a path of on edges goes off when edges outside that
 *   path are on; a closed cycle fails when other edges are on, and otherwise turns every other edge off;
 * - connectivity: on edges must be joined through edges not off; undecided edges of a part of the graph
 *   holding no on edge go off while an on edge exists elsewhere;
 * - bridges: an edge not off that is a bridge of the graph of edges not off goes off (a cycle crosses every cut
 *   an even number of times); an on bridge fails.
 *
 * Each inference is explained by the literals its rule read (see `single-circuit-explain.ts`), so the learning
 * search learns short clauses: the two on edges at a vertex, the path and one edge outside it, a cut's off
 * edges.
 */
export class SingleCircuit implements Propagator {
  readonly name = "singleCircuit";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { events: "fixed", idempotent: true, priority: 2 };
  readonly graph: CircuitGraph;
  /** Edge states of the current run: 1 on, 0 off, -1 undecided. */
  private readonly st: Int8Array;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private readonly toOff: number[] = [];
  /** The edges {@link subtours} has walked. */
  private readonly walked: Uint8Array;
  /**
   * The edge states at the end of the last run that reached the fixpoint, or `valid` false. A vertex whose
   * edges still read so satisfies the degree rules, so a run rechecks only the ends of changed edges (in the
   * order a check of every vertex would reach them: the same inferences, in the same order).
   */
  private readonly last: Int8Array;
  private lastValid = false;
  /**
   * A trailed cell holding `fixpoints`, the count of runs that reached the fixpoint, as the last one wrote it:
   * while it still reads so, no undo went back past that run.
   */
  private fixpointMark: TrailedInt32Array | null = null;
  private fixpointModel: Model | null = null;
  private fixpoints = 0;
  /** What {@link readAll} found, besides the states: an edge changed since the last fixpoint, one opened or closed. */
  private readChanged = false;
  private readStale = false;
  /**
   * A vertex {@link push} marks above this one is left for a sweep of {@link degrees} to reach; one at or
   * below goes to the ring. -1 between sweeps (every mark waits), the vertex being checked during a sweep,
   * numVertices after it.
   */
  private sweepAt = -1;
  /** Scratch for {@link subtours}: the on edges, each vertex's count of them and them, and the path ends. */
  private readonly onEdges: Int32Array;
  private readonly onCount: Uint8Array;
  private readonly onEdgeAt: Int32Array;
  private readonly otherOnEdge: Int32Array;
  private readonly pathEnds: Int32Array;
  /** Scratch for {@link connectivity}: the bridges of the open edges. */
  private readonly bridgeList: Int32Array;
  /**
   * The on edges (`onEdges[0 .. numOn)`, in no particular order) and the number of open edges, counted as the
   * run reads the states and kept as it sets edges: no rule scans every edge to find them.
   */
  private numOn = 0;
  private numOpen = 0;
  /**
   * What {@link connectivity}'s last walk found of the open graph: its bridges (`bridgeList[0 .. numBridges)`)
   * and how many parts hold an edge (the graph's `partOf` tells them apart while `graph.walks` is `walkedAt`:
   * an explanation walks the graph too). It holds until an edge turns off, or opens again after an undo
   * (`walkStale`); an edge turning on changes neither bridges nor parts.
   */
  private walkStale = true;
  private walkedAt = -1;
  private numBridges = 0;
  private numParts = 0;

  /** @internal Scratch for `single-circuit-explain.ts`: the edge states before the inference it explains. */
  readonly explainStates: Int8Array;
  private positions: Map<number, number> | undefined;

  /**
   * `edgeVars[i]` is 1 when edge i, between vertices `ends[i][0]` and `ends[i][1]` (0 .. numVertices-1), is on
   * the circuit. Their domains should be within {0, 1}; other values are removed.
   */
  constructor(
    edgeVars: readonly number[],
    ends: readonly (readonly [number, number])[],
    numVertices: number,
  ) {
    if (edgeVars.length !== ends.length)
      throw new RangeError(`singleCircuit: ${edgeVars.length} variables but ${ends.length} edges`);
    if (new Set(edgeVars).size !== edgeVars.length)
      throw new RangeError("singleCircuit: an edge variable is listed twice");
    this.vars = [...edgeVars];
    this.graph = new CircuitGraph(numVertices, ends);
    this.st = new Int8Array(edgeVars.length);
    this.queue = new Int32Array(numVertices);
    this.queued = new Uint8Array(numVertices);
    this.walked = new Uint8Array(edgeVars.length);
    this.last = new Int8Array(edgeVars.length);
    this.onEdges = new Int32Array(edgeVars.length);
    this.onCount = new Uint8Array(numVertices);
    this.onEdgeAt = new Int32Array(numVertices);
    this.otherOnEdge = new Int32Array(numVertices);
    this.pathEnds = new Int32Array(numVertices);
    this.bridgeList = new Int32Array(edgeVars.length);
    this.explainStates = new Int8Array(edgeVars.length);
  }

  /** @internal The position of variable `x` in {@link vars}, or -1, for the explanations (a map made on first use). */
  position(x: number): number {
    this.positions ??= new Map(this.vars.map((y, i) => [y, i]));
    return this.positions.get(x) ?? -1;
  }

  propagate(m: Model): boolean {
    const st = this.st;
    const g = this.graph;
    const queued = this.queued;
    if (this.fixpointModel !== m) {
      this.fixpointModel = m;
      this.fixpointMark = m.trail.int32(1);
      this.lastValid = false;
    }
    const valid = this.lastValid;
    // Cleared now so that a failure below leaves it so; set again when this run reaches the fixpoint.
    this.lastValid = false;
    if (valid) queued.fill(0);
    else queued.fill(1);
    let changed = !valid;
    let stale = !valid;
    // No undo went back past the last fixpoint while the trail still holds its mark: the states since were
    // only fixed further, at positions the model lists as changed, and those alone are read.
    let since = valid && this.fixpointMark!.get(0) === this.fixpoints;
    for (let k = 0; since && k < m.changedCount; k++) {
      const i = m.changed[k]!;
      const x = this.vars[i]!;
      const s = m.isFixed(x) ? m.min(x) : -1;
      if (s === st[i]) continue;
      // Anything else than an open edge fixed: read every edge.
      since = st[i] === -1;
      st[i] = s;
      if (s === 1) this.onEdges[this.numOn++] = i;
      else {
        this.numOpen--;
        stale = true;
      }
      changed = true;
      queued[g.ends[2 * i]!] = 1;
      queued[g.ends[2 * i + 1]!] = 1;
    }
    if (!since) {
      if (!this.readAll(m, valid)) return false;
      changed ||= this.readChanged;
      stale ||= this.readStale;
    }
    if (stale) this.walkStale = true;
    // Every rule reads the edge states alone, and these are the states of a fixpoint: nothing to do.
    if (!changed) {
      this.lastValid = true;
      return true;
    }
    for (;;) {
      if (!this.degrees(m)) return false;
      const before = m.changes;
      if (!this.subtours(m) || !this.connectivity(m)) return false;
      if (m.changes === before) break;
    }
    this.last.set(st);
    this.lastValid = true;
    this.fixpointMark!.set(0, ++this.fixpoints);
    return true;
  }

  /**
   * Reads every edge's state, lists the on edges and counts the open ones; with `valid`, marks the ends of
   * the edges whose state differs from the last fixpoint's (`readChanged`, and `readStale` when that opened
   * or closed one). False when a domain cannot be brought within {0, 1}.
   */
  private readAll(m: Model, valid: boolean): boolean {
    const { vars, st, last, queued, onEdges } = this;
    const g = this.graph;
    let numOn = 0;
    let numOpen = 0;
    this.readChanged = false;
    this.readStale = false;
    for (let i = 0; i < vars.length; i++) {
      const x = vars[i]!;
      // Within {0, 1} already, as nearly always after the first run: no call to remove nothing.
      if ((m.min(x) < 0 || m.max(x) > 1) && (!m.removeBelow(x, 0) || !m.removeAbove(x, 1))) return false;
      const s = m.isFixed(x) ? m.min(x) : -1;
      st[i] = s;
      if (s === 1) onEdges[numOn++] = i;
      if (s !== 0) numOpen++;
      if (valid && s !== last[i]) {
        this.readChanged = true;
        if ((s === 0) !== (last[i] === 0)) this.readStale = true;
        queued[g.ends[2 * i]!] = 1;
        queued[g.ends[2 * i + 1]!] = 1;
      }
    }
    this.numOn = numOn;
    this.numOpen = numOpen;
    return true;
  }

  explain(e: Explanation): void {
    explainCircuit(this, e);
  }

  private set(m: Model, i: number, value: 0 | 1, rule: CircuitRule): boolean {
    this.st[i] = value;
    if (value === 1) this.onEdges[this.numOn++] = i;
    else {
      this.numOpen--;
      this.walkStale = true;
    }
    const reason = m.explaining ? this.reason(rule, i) : undefined;
    if (!m.assign(this.vars[i]!, value, reason)) return false;
    const g = this.graph;
    this.push(g.ends[2 * i]!);
    this.push(g.ends[2 * i + 1]!);
    return true;
  }

  private reason(rule: CircuitRule, i: number): Reason {
    return { rule, message: MESSAGES[rule], vars: [this.vars[i]!] };
  }

  private fail(m: Model, rule: CircuitRule): false {
    return m.fail(null, 0, m.explaining ? { rule, message: "no single loop is left" } : null);
  }

  /**
   * Marks vertex v to recheck. Outside {@link degrees} a mark waits for its next sweep; during the sweep, a
   * vertex ahead of it is checked when the sweep reaches it, and one behind it (or at it) goes to a ring, as
   * a queue first filled with every vertex in order would have it. Each vertex is in the ring at most once, so
   * numVertices slots suffice.
   */
  private push(v: number): void {
    if (this.queued[v] === 1) return;
    this.queued[v] = 1;
    if (v > this.sweepAt) return;
    this.queue[(this.head + this.count++) % this.queue.length] = v;
  }
  private head = 0;
  private count = 0;

  /**
   * The degree rules at every marked vertex in order, then again at the ends of each edge they set, until
   * none applies. Unmarked vertices are at the rules' fixpoint, so skipping them changes nothing.
   */
  private degrees(m: Model): boolean {
    const n = this.graph.numVertices;
    const queued = this.queued;
    this.head = 0;
    this.count = 0;
    let ok = true;
    for (let v = 0; v < n && ok; v++) {
      if (queued[v] === 0) continue;
      this.sweepAt = v;
      queued[v] = 0;
      ok = this.degreeAt(m, v);
    }
    this.sweepAt = n;
    while (ok && this.count > 0) {
      const v = this.queue[this.head]!;
      this.head = (this.head + 1) % this.queue.length;
      this.count--;
      queued[v] = 0;
      ok = this.degreeAt(m, v);
    }
    this.sweepAt = -1;
    return ok;
  }

  /** The degree rules at vertex v. */
  private degreeAt(m: Model, v: number): boolean {
    const g = this.graph;
    const st = this.st;
    let on = 0;
    let open = 0;
    let last = -1;
    for (let k = g.adjStart[v]!; k < g.adjStart[v + 1]!; k++) {
      const e = g.adjEdge[k]!;
      if (st[e] === 1) on++;
      else if (st[e] === -1) {
        open++;
        last = e;
      }
    }
    if (on > 2 || (on === 1 && open === 0)) return this.fail(m, "circuit.degree");
    if (open === 0) return true;
    if (on === 2 || (on === 0 && open === 1)) {
      for (let k = g.adjStart[v]!; k < g.adjStart[v + 1]!; k++) {
        const e = g.adjEdge[k]!;
        if (st[e] === -1 && !this.set(m, e, 0, "circuit.degree")) return false;
      }
    } else if (on === 1 && open === 1 && !this.set(m, last, 1, "circuit.degree")) return false;
    return true;
  }

  /**
   * Paths and cycles of on edges (every vertex has at most two, after the degree rules). This rule only turns
   * edges off, so the on edges at each vertex hold for the whole pass: counted once, they lead each walk.
   */
  private subtours(m: Model): boolean {
    const g = this.graph;
    const st = this.st;
    const { onEdges, onCount, onEdgeAt, otherOnEdge } = this;
    const total = this.numOn;
    if (total === 0) return true;
    for (let i = 0; i < 2 * total; i++) {
      const e = onEdges[i >> 1]!;
      const v = g.ends[2 * e + (i & 1)]!;
      if (onCount[v]++ === 0) onEdgeAt[v] = e;
      else otherOnEdge[v] = e;
    }
    // The path ends (one on edge each, so met once), sorted: the vertex order in which the rule turns edges off.
    const ends = this.pathEnds;
    let numEnds = 0;
    for (let i = 0; i < 2 * total; i++) {
      const v = g.ends[2 * onEdges[i >> 1]! + (i & 1)]!;
      if (onCount[v] === 1) ends[numEnds++] = v;
    }
    if (numEnds > 1) ends.subarray(0, numEnds).sort();
    // Reused, not allocated per run: this runs at most nodes of a loop search. Cleared on the on edges alone,
    // the only ones ever marked.
    const seen = this.walked;
    for (let i = 0; i < total; i++) seen[onEdges[i]!] = 0;
    let walked = 0;
    let ok = true;
    for (let i = 0; i < numEnds && ok; i++) {
      const v = ends[i]!;
      let e = onEdgeAt[v]!;
      if (seen[e] === 1) continue;
      // Along the path to its other end w.
      let w = v;
      let length = 0;
      for (;;) {
        seen[e] = 1;
        length++;
        w = g.other(e, w);
        if (onCount[w] !== 2) break;
        e = onEdgeAt[w] === e ? otherOnEdge[w]! : onEdgeAt[w]!;
      }
      walked += length;
      if (length === total) continue;
      // Joining the ends would close a loop that leaves other on edges out.
      for (let k = g.adjStart[v]!; k < g.adjStart[v + 1]! && ok; k++) {
        const f = g.adjEdge[k]!;
        if (st[f] === -1 && g.other(f, v) === w) ok = this.set(m, f, 0, "circuit.subtour");
      }
    }
    // What no path covered lies on cycles: a cycle beside a path, or beside more, fails; one alone closes.
    const cycles = ok && walked < total;
    const oneCycle = cycles && walked === 0 && this.cycleLength() === total;
    for (let i = 0; i < 2 * total; i++) onCount[g.ends[2 * onEdges[i >> 1]! + (i & 1)]!] = 0;
    if (cycles && !oneCycle) return this.fail(m, "circuit.subtour");
    if (!oneCycle) return ok;
    for (let f = 0; f < g.numEdges; f++)
      if (st[f] === -1 && !this.set(m, f, 0, "circuit.closed")) return false;
    return true;
  }

  /** The length of the cycle of on edges through an on edge, when every vertex on edges meet has two. */
  private cycleLength(): number {
    const g = this.graph;
    const { onEdges, onEdgeAt, otherOnEdge } = this;
    let e = onEdges[0]!;
    const start = g.ends[2 * e]!;
    let w = start;
    let length = 0;
    do {
      length++;
      w = g.other(e, w);
      e = onEdgeAt[w] === e ? otherOnEdge[w]! : onEdgeAt[w]!;
    } while (w !== start);
    return length;
  }

  /**
   * On edges joined through open edges, open edges of parts without on edges off, bridges off. One walk
   * (Tarjan's) finds both the parts and the bridges: turning off the edges of parts without on edges leaves
   * the bridges of the part with them as they were, found in the same order, and the others are then off.
   */
  private connectivity(m: Model): boolean {
    const g = this.graph;
    const st = this.st;
    if (this.numOpen === 0) return this.fail(m, "circuit.connectivity");
    const bridges = this.bridgeList;
    // The open graph the last walk saw, unchanged: the same bridges (none open any more, or they would have
    // been turned off) and parts (told apart by the graph's partOf while no other walk came between).
    if (this.walkStale || (this.numParts > 1 && g.walks !== this.walkedAt)) {
      this.numBridges = g.bridgesAndParts(st, bridges);
      this.numParts = g.openParts;
      this.walkedAt = g.walks;
    }
    this.walkStale = false;
    const numBridges = this.numBridges;
    // With one part holding open edges, the on edges are in it and no edge lies outside it.
    if (this.numOn > 0 && this.numParts > 1) {
      // Which on edge names the part is all one: with on edges in two parts the scan below fails either way.
      const part = g.partOf[g.ends[2 * this.onEdges[0]!]!];
      const off = this.toOff;
      off.length = 0;
      for (let e = 0; e < g.numEdges; e++) {
        if (st[e] === 0 || g.partOf[g.ends[2 * e]!] === part) continue;
        if (st[e] === 1) return this.fail(m, "circuit.connectivity");
        off.push(e);
      }
      for (const e of off) if (!this.set(m, e, 0, "circuit.connectivity")) return false;
    }
    // Bridges of other parts are off now, so those still open are the on part's.
    for (let i = 0; i < numBridges; i++) if (st[bridges[i]!] === 1) return this.fail(m, "circuit.bridge");
    for (let i = 0; i < numBridges; i++) {
      const e = bridges[i]!;
      if (st[e] === -1 && !this.set(m, e, 0, "circuit.bridge")) return false;
    }
    return true;
  }
}

/**
 * Posts on `m` one 0/1 variable per line between the centres of neighbouring cells of a `width` x `height`
 * grid, the edges of the `gridGraph` of the centres (the horizontal lines row by row, then the vertical
 * ones: kit's `centreEdges` numbering), and a {@link SingleCircuit} that makes the lines drawn one loop.
 * Returns the lines' variables, in that order.
 */
export function centreLoop(m: Model, width: number, height: number): number[] {
  const { numVertices, edges } = gridGraph(Math.max(0, width - 1), Math.max(0, height - 1));
  const lines = m.intVars(edges.length, 0, 1);
  m.post(new SingleCircuit(lines, edges, numVertices));
  return lines;
}
