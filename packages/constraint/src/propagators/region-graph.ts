import { checkEdges, neighbourRows } from "./adjacency.js";

/**
 * The cell graph under {@link Connected}, with the walks its propagation and its explanations share. Cell
 * states are read through an array: 1 must hold the value, 0 cannot ("out"), -1 may. Walks go through cells
 * that are not out.
 */
export class RegionGraph {
  readonly numCells: number;
  /** Neighbours of cell v: `adj[adjStart[v] .. adjStart[v + 1])`. */
  readonly adjStart: Int32Array;
  readonly adj: Int32Array;
  // Scratch for the walks; one graph serves one propagator, and its walks never nest.
  private readonly mark: Int32Array;
  // A second mark, for the out cells around a reach while the reach's own marks stay readable.
  private readonly mark2: Int32Array;
  private stamp = 0;
  private readonly stack: Int32Array;
  /** The cells of the last {@link reach}, in the order it reached them (the first {@link count}). */
  readonly order: Int32Array;
  readonly dist: Int32Array;
  private readonly disc: Int32Array;
  private readonly low: Int32Array;
  private readonly iter: Int32Array;
  private readonly parent: Int32Array;
  /** Per cell, what {@link cuts} and {@link separated} add up below it in the depth-first tree. */
  private readonly musts: Int32Array;
  /** The depth-first order of the last cell `descend` reached. */
  private time = 0;

  /** `owner` is the propagator's name, for the error on an edge that does not join two of the cells. */
  constructor(numCells: number, edges: readonly (readonly [number, number])[], owner: string) {
    this.numCells = numCells;
    checkEdges(owner, "cells", numCells, edges);
    const rows = neighbourRows(numCells, edges);
    this.adjStart = rows.start;
    this.adj = rows.items;
    this.mark = new Int32Array(numCells);
    this.mark2 = new Int32Array(numCells);
    this.stack = new Int32Array(numCells + 1);
    this.order = new Int32Array(numCells);
    this.dist = new Int32Array(numCells);
    this.disc = new Int32Array(numCells);
    this.low = new Int32Array(numCells);
    this.iter = new Int32Array(numCells);
    this.parent = new Int32Array(numCells);
    this.musts = new Int32Array(numCells);
  }

  /**
   * Marks the cells reachable from `start` through cells not out, never entering `skip` (-1: none); returns
   * the stamp {@link reached} tests against. `count` is set to the number of cells reached, and {@link order}
   * lists them breadth first (each cell's neighbours in the order of the edges).
   */
  reach(start: number, st: Int8Array, skip: number): number {
    const stamp = ++this.stamp;
    const { mark, order, adjStart, adj } = this;
    let count = 1;
    mark[start] = stamp;
    order[0] = start;
    for (let head = 0; head < count; head++) {
      const v = order[head]!;
      for (let k = adjStart[v]!; k < adjStart[v + 1]!; k++) {
        const w = adj[k]!;
        if (w === skip || st[w] === 0 || mark[w] === stamp) continue;
        mark[w] = stamp;
        order[count++] = w;
      }
    }
    this.count = count;
    return stamp;
  }
  /** Cells reached by the last {@link reach}. */
  count = 0;

  /** Whether cell `v` was reached by the walk that returned `stamp`. */
  reached(v: number, stamp: number): boolean {
    return this.mark[v] === stamp;
  }

  /** The out cells next to the cells of a {@link reach}: what walls that part in. */
  boundary(stamp: number, st: Int8Array, out: number[]): number[] {
    out.length = 0;
    const seen = ++this.stamp;
    const { mark, adjStart, adj, mark2 } = this;
    for (let v = 0; v < this.numCells; v++) {
      if (mark[v] !== stamp) continue;
      for (let k = adjStart[v]!; k < adjStart[v + 1]!; k++) {
        const w = adj[k]!;
        if (st[w] === 0 && mark2[w] !== seen) {
          mark2[w] = seen;
          out.push(w);
        }
      }
    }
    return out;
  }

  /**
   * A wall that keeps cell `from` away from the part a {@link reach} marked (with `stamp`, never entering
   * `skip`), pushed onto `out`: the out cells of its {@link boundary} that `from` meets first, walking out from
   * `from` through every cell but those boundary cells and `skip`, whatever its state. A path from `from` into
   * the part must cross the boundary (or `skip`), and the first boundary cell it crosses is next to a cell of
   * that walk: these cells alone separate, where the whole boundary also holds the walls of holes inside the part
   * and of sides `from` never reaches (the minimal-separator trick of SAT-based reachability). `from` must be
   * outside the part and not out.
   */
  wall(stamp: number, st: Int8Array, skip: number, from: number, out: number[]): number[] {
    // `boundary` marks the cells it finds in `mark2` with the stamp it takes, the latest.
    this.boundary(stamp, st, []);
    const walls = this.stamp;
    const walk = ++this.stamp;
    const { mark, mark2, stack, adjStart, adj } = this;
    // The walk marks with `mark`: it never enters the part, so the part's marks stay readable.
    let top = 0;
    mark[from] = walk;
    stack[top++] = from;
    while (top > 0) {
      const v = stack[--top]!;
      for (let k = adjStart[v]!; k < adjStart[v + 1]!; k++) {
        const w = adj[k]!;
        if (w === skip || mark[w] === walk) continue;
        mark[w] = walk;
        if (mark2[w] === walls) out.push(w);
        else stack[top++] = w;
      }
    }
    return out;
  }

  /**
   * The pocket around cell `t` off the cells marked in `onPath`: breadth first from t through cells not out
   * and not on a path, pushes onto `walls` the out cells it meets (in the order met) and returns how many
   * cells on a path it meets (its doors).
   */
  pocket(t: number, st: Int8Array, onPath: Uint8Array, walls: number[]): number {
    const seen = ++this.stamp;
    const { mark2, stack, adjStart, adj } = this;
    mark2[t] = seen;
    stack[0] = t;
    let tail = 1;
    let doors = 0;
    for (let head = 0; head < tail; head++) {
      const v = stack[head]!;
      for (let k = adjStart[v]!; k < adjStart[v + 1]!; k++) {
        const w = adj[k]!;
        if (mark2[w] === seen) continue;
        mark2[w] = seen;
        if (st[w] === 0) walls.push(w);
        else if (onPath[w]) doors++;
        else stack[tail++] = w;
      }
    }
    return doors;
  }

  /**
   * Breadth-first distances from every must cell through cells not out, into {@link dist} (-1: unreached).
   * A may cell at distance d needs d more cells in the region to join the nearest must cell.
   */
  distancesFromMust(st: Int8Array): Int32Array {
    const { dist, stack, adjStart, adj } = this;
    dist.fill(-1);
    let head = 0;
    let tail = 0;
    for (let v = 0; v < this.numCells; v++) {
      if (st[v] === 1) {
        dist[v] = 0;
        stack[tail++] = v;
      }
    }
    while (head < tail) {
      const v = stack[head++]!;
      for (let k = adjStart[v]!; k < adjStart[v + 1]!; k++) {
        const w = adj[k]!;
        if (st[w] === 0 || dist[w] !== -1) continue;
        dist[w] = dist[v]! + 1;
        stack[tail++] = w;
      }
    }
    return dist;
  }

  /**
   * From cell `x`, breadth first through cells not out, the distance to the nearest must cell (Infinity when
   * none is reachable), and the out cells that stop every shorter walk: those next to cells nearer than that
   * distance less one. With those cells out, no must cell is nearer than the distance returned.
   */
  distanceToMust(x: number, st: Int8Array, walls: number[]): number {
    const { dist, stack, adjStart, adj } = this;
    dist.fill(-1);
    dist[x] = 0;
    stack[0] = x;
    let head = 0;
    let tail = 1;
    let found = Number.POSITIVE_INFINITY;
    while (head < tail) {
      const v = stack[head++]!;
      if (dist[v]! >= found) break;
      if (st[v] === 1) {
        found = dist[v]!;
        break;
      }
      for (let k = adjStart[v]!; k < adjStart[v + 1]!; k++) {
        const w = adj[k]!;
        if (dist[w] !== -1) continue;
        dist[w] = dist[v]! + 1;
        if (st[w] !== 0) stack[tail++] = w;
      }
    }
    walls.length = 0;
    // An out cell w found from a cell v (dist[w] = dist[v] + 1) was reached from v when dist[v] <= found - 2.
    for (let w = 0; w < this.numCells; w++)
      if (st[w] === 0 && dist[w] !== -1 && dist[w]! <= found - 1) walls.push(w);
    return found;
  }

  /**
   * One step of the depth-first searches below (Tarjan's, iterative) at cell `v`: follows v's next edges to cells
   * not out, lowering v's low link by each back edge, until one reaches a cell the search has not reached yet;
   * returns that cell, numbered and with v as its parent, or -1 when v has no edge left.
   */
  private descend(v: number, st: Int8Array): number {
    const { disc, low, iter, parent, adjStart, adj } = this;
    // v's edge position, parent and low link in locals, written back once (the loop is the searches' cost).
    const end = adjStart[v + 1]!;
    const up = parent[v]!;
    let k = iter[v]!;
    let lowV = low[v]!;
    while (k < end) {
      const w = adj[k++]!;
      if (w === up || st[w] === 0) continue;
      if (disc[w] === 0) {
        iter[v] = k;
        low[v] = lowV;
        disc[w] = low[w] = ++this.time;
        iter[w] = adjStart[w]!;
        parent[w] = v;
        return w;
      }
      if (disc[w]! < lowV) lowV = disc[w]!;
    }
    iter[v] = k;
    low[v] = lowV;
    return -1;
  }

  /**
   * Sets `into[v]` to 1 for every cell on some simple path from `a` (not out) to `b` through cells not out, 0 for the
   * rest: with an edge a-b added, the cells of its biconnected block (Tarjan's blocks, iterative, from `b` with
   * `a` taken as its parent). A cell in a pocket that joins that block at one cell only is not on such a path:
   * a path into it would have to leave it by the same cell.
   */
  pathCells(a: number, b: number, st: Int8Array, into: Uint8Array): void {
    const { disc, low, iter, parent, stack, musts: cells, adjStart } = this;
    into.fill(0);
    into[a] = 1;
    if (a === b || st[b] === 0) return;
    disc.fill(0);
    this.time = 0;
    disc[a] = low[a] = ++this.time;
    disc[b] = low[b] = ++this.time;
    iter[b] = adjStart[b]!;
    parent[b] = a;
    let top = 0;
    let count = 0;
    stack[top++] = b;
    cells[count++] = b;
    while (top > 0) {
      const v = stack[top - 1]!;
      const w = this.descend(v, st);
      if (w >= 0) {
        stack[top++] = w;
        cells[count++] = w;
        continue;
      }
      top--;
      if (v === b) break;
      const p = parent[v]!;
      if (low[v]! < low[p]!) low[p] = low[v]!;
      // v's part of the tree reaches no higher than p: a block hanging off p, off every a-b path.
      if (low[v]! >= disc[p]!) while (cells[--count] !== v);
    }
    for (let i = 0; i < count; i++) into[cells[i]!] = 1;
  }

  /**
   * Calls `found(v)` for every may cell whose removal separates two must cells of the part of the graph of
   * cells not out around must cell `root` (Tarjan's articulation points, iterative, counting the must cells
   * below each cell of the depth-first tree). Such a cell lies on every path between them. Also marks the
   * cells of that part as {@link reach} from `root` does: returns the stamp {@link reached} tests against and
   * sets {@link count}.
   */
  cuts(root: number, st: Int8Array, found: (v: number) => void): number {
    return this.cutWalk(root, st, found, null);
  }

  /**
   * For every cell v of the part of the graph of cells not out around cell `root` (not out), sets `into[v]`
   * to how many cells of the part, v left out, reach `root` only through v (Tarjan's articulation points, as
   * in {@link cuts}, adding up the cells below each cell of the depth-first tree): without v, the part around
   * `root` is `count - 1 - into[v]` cells (none for `root` itself); 0 for the other cells. Marks the part as
   * {@link reach} does (and leaves {@link order} as it was): returns the stamp {@link reached} tests against
   * and sets {@link count}.
   */
  separated(root: number, st: Int8Array, into: Int32Array): number {
    into.fill(0);
    return this.cutWalk(root, st, null, into);
  }

  /**
   * The walk of {@link cuts} (`into` null: counts the must cells below each cell) and of {@link separated}
   * (`found` null: counts every cell).
   */
  private cutWalk(
    root: number,
    st: Int8Array,
    found: ((v: number) => void) | null,
    into: Int32Array | null,
  ): number {
    const { disc, low, iter, parent, stack, musts, adjStart, mark } = this;
    const stamp = ++this.stamp;
    disc.fill(0);
    this.time = 0;
    let top = 0;
    mark[root] = stamp;
    stack[top++] = root;
    disc[root] = low[root] = ++this.time;
    iter[root] = adjStart[root]!;
    parent[root] = -1;
    musts[root] = 1;
    while (top > 0) {
      const v = stack[top - 1]!;
      const w = this.descend(v, st);
      if (w >= 0) {
        mark[w] = stamp;
        musts[w] = into || st[w] === 1 ? 1 : 0;
        stack[top++] = w;
        continue;
      }
      top--;
      const p = parent[v]!;
      if (p < 0) continue;
      if (low[v]! < low[p]!) low[p] = low[v]!;
      musts[p]! += musts[v]!;
      // v's part of the tree reaches no higher than p: without p it is cut off from the root.
      if (low[v]! < disc[p]!) continue;
      if (into) into[p]! += musts[v]!;
      // p is not the root (a must cell), so the root is a must cell on the other side of p.
      else if (p !== root && st[p] === -1 && musts[v]! > 0) found!(p);
    }
    this.count = this.time;
    return stamp;
  }
}

/** The 4-neighbour edges of a `width` x `height` grid of cells, cell (r, c) being `r * width + c`. */
export function gridCellEdges(width: number, height: number): [number, number][] {
  const edges: [number, number][] = [];
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      const i = r * width + c;
      if (c + 1 < width) edges.push([i, i + 1]);
      if (r + 1 < height) edges.push([i, i + width]);
    }
  }
  return edges;
}
