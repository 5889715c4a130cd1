import { checkEdges, edgeRows } from "./adjacency.js";

/**
 * The undirected graph under {@link SingleCircuit}, with the walks its propagation and its explanations share.
 * Edge states are read through an array: 1 on, 0 off, -1 undecided. "Open" means not off.
 */
export class CircuitGraph {
  readonly numVertices: number;
  readonly numEdges: number;
  /** Endpoints of edge i: `ends[2i]`, `ends[2i + 1]`. */
  readonly ends: Int32Array;
  /** Edges at vertex v: `adjEdge[adjStart[v] .. adjStart[v + 1])`. */
  readonly adjStart: Int32Array;
  readonly adjEdge: Int32Array;
  // Scratch for the walks; one graph serves one propagator, and its walks never nest.
  private readonly mark: Int32Array;
  private stamp = 0;
  private readonly stack: Int32Array;
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly iter: Int32Array;
  private readonly parentEdge: Int32Array;
  /** The open part of each vertex after {@link bridgesAndParts}: the part's smallest vertex. */
  readonly partOf: Int32Array;
  /** How many open parts hold an open edge (more than one vertex), after {@link bridgesAndParts}. */
  openParts = 0;
  /** How many times {@link bridgesAndParts} ran: `partOf` and `openParts` are the last run's. */
  walks = 0;

  constructor(numVertices: number, ends: readonly (readonly [number, number])[]) {
    this.numVertices = numVertices;
    this.numEdges = ends.length;
    this.ends = new Int32Array(2 * ends.length);
    checkEdges("singleCircuit", "vertices", numVertices, ends);
    ends.forEach(([u, v], i) => {
      this.ends[2 * i] = u;
      this.ends[2 * i + 1] = v;
    });
    const rows = edgeRows(numVertices, ends);
    this.adjStart = rows.start;
    this.adjEdge = rows.items;
    this.mark = new Int32Array(numVertices);
    this.stack = new Int32Array(numVertices + 1);
    this.disc = new Int32Array(numVertices);
    this.low = new Int32Array(numVertices);
    this.iter = new Int32Array(numVertices);
    this.parentEdge = new Int32Array(numVertices);
    this.partOf = new Int32Array(numVertices);
  }

  /** The endpoint of edge `e` that is not `v`. */
  other(e: number, v: number): number {
    const a = this.ends[2 * e]!;
    return a === v ? this.ends[2 * e + 1]! : a;
  }

  /**
   * Marks the vertices reachable from `start` through open edges other than `skip`; returns the stamp that
   * {@link reached} tests against. Vertices of one search share a stamp, so no clearing is needed.
   */
  reach(start: number, st: Int8Array, skip: number): number {
    const stamp = ++this.stamp;
    const mark = this.mark;
    const stack = this.stack;
    let top = 0;
    mark[start] = stamp;
    stack[top++] = start;
    while (top > 0) {
      const v = stack[--top]!;
      for (let k = this.adjStart[v]!; k < this.adjStart[v + 1]!; k++) {
        const e = this.adjEdge[k]!;
        if (e === skip || st[e] === 0) continue;
        const w = this.other(e, v);
        if (mark[w] !== stamp) {
          mark[w] = stamp;
          stack[top++] = w;
        }
      }
    }
    return stamp;
  }

  /** Whether vertex `v` was reached by the walk that returned `stamp`. */
  reached(v: number, stamp: number): boolean {
    return this.mark[v] === stamp;
  }

  /** The edges leaving the vertex set of a {@link reach} (each is off, or `skip`). */
  boundary(stamp: number, skip: number, out: number[]): number[] {
    out.length = 0;
    for (let e = 0; e < this.numEdges; e++) {
      if (e === skip) continue;
      const inU = this.mark[this.ends[2 * e]!] === stamp;
      if (inU !== (this.mark[this.ends[2 * e + 1]!] === stamp)) out.push(e);
    }
    return out;
  }

  /**
   * Follows on edges from vertex `v` (leaving by an on edge other than `from`) until a vertex with no further
   * on edge, a vertex seen before, or `v` itself; pushes the edges walked to `path` and returns the last vertex.
   */
  walk(v: number, from: number, st: Int8Array, path: number[]): number {
    const stamp = ++this.stamp;
    const start = v;
    let prev = from;
    this.mark[v] = stamp;
    for (;;) {
      let next = -1;
      for (let k = this.adjStart[v]!; k < this.adjStart[v + 1]!; k++) {
        const e = this.adjEdge[k]!;
        if (e !== prev && st[e] === 1) {
          next = e;
          break;
        }
      }
      if (next < 0) return v;
      path.push(next);
      v = this.other(next, v);
      prev = next;
      if (v === start || this.mark[v] === stamp) return v;
      this.mark[v] = stamp;
    }
  }

  /**
   * The open edges that are bridges of the graph of open edges, into `out` in the order Tarjan's low-link
   * (iterative) finds them; returns how many. A cycle crosses every cut an even number of times, so no bridge
   * can be on it. Afterwards `partOf` tells the open part (connected component) of each vertex, and
   * `openParts` how many parts hold an edge, so one walk serves both the connectivity rule and the bridge rule.
   */
  bridgesAndParts(st: Int8Array, out: Int32Array): number {
    const n = this.numVertices;
    const { disc, low, iter, parentEdge, stack, partOf, adjStart, adjEdge, ends } = this;
    disc.fill(0);
    let time = 0;
    let count = 0;
    let parts = 0;
    for (let root = 0; root < n; root++) {
      if (disc[root] !== 0) continue;
      partOf[root] = root;
      let top = 0;
      stack[top++] = root;
      disc[root] = low[root] = ++time;
      iter[root] = adjStart[root]!;
      parentEdge[root] = -1;
      while (top > 0) {
        const v = stack[top - 1]!;
        // The rest of v's edges in one go, until one leads to a vertex not met yet.
        const from = parentEdge[v]!;
        const stop = adjStart[v + 1]!;
        let k = iter[v]!;
        let lowV = low[v]!;
        let child = -1;
        while (k < stop) {
          const e = adjEdge[k++]!;
          if (e === from || st[e] === 0) continue;
          // The other end: the two ends' sum less v.
          const w = ends[2 * e]! + ends[2 * e + 1]! - v;
          if (disc[w] === 0) {
            child = w;
            parentEdge[w] = e;
            break;
          }
          if (disc[w]! < lowV) lowV = disc[w]!;
        }
        iter[v] = k;
        low[v] = lowV;
        if (child >= 0) {
          disc[child] = low[child] = ++time;
          iter[child] = adjStart[child]!;
          partOf[child] = root;
          stack[top++] = child;
          continue;
        }
        top--;
        if (from < 0) continue;
        const p = ends[2 * from]! + ends[2 * from + 1]! - v;
        if (lowV < low[p]!) low[p] = lowV;
        if (lowV > disc[p]!) out[count++] = from;
      }
      // The walk from the root numbered more vertices than the root itself: its part has an edge.
      if (time > disc[root]!) parts++;
    }
    this.openParts = parts;
    this.walks++;
    return count;
  }
}

/** The vertices and edges of a grid of `width` x `height` cells: vertex (r, c) is `r * (width + 1) + c`. */
export function gridGraph(
  width: number,
  height: number,
): { numVertices: number; edges: [number, number][]; horizontal: number } {
  const edges: [number, number][] = [];
  const vertex = (r: number, c: number) => r * (width + 1) + c;
  // Horizontal edges first, row by row (height + 1 rows of width), then vertical (height rows of width + 1).
  for (let r = 0; r <= height; r++)
    for (let c = 0; c < width; c++) edges.push([vertex(r, c), vertex(r, c + 1)]);
  for (let r = 0; r < height; r++)
    for (let c = 0; c <= width; c++) edges.push([vertex(r, c), vertex(r + 1, c)]);
  return { numVertices: (width + 1) * (height + 1), edges, horizontal: (height + 1) * width };
}
