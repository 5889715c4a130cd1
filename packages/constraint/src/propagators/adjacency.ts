/**
 * Adjacency of an undirected graph in compressed rows, as the graph propagators keep it: vertex v's entries
 * are `items[start[v] .. start[v + 1])`, in the order of `edges` (so walks, and the explanations they give,
 * do not depend on how the rows were built). The callers check their edges first, with {@link checkEdges}.
 */
export interface CompressedRows {
  readonly start: Int32Array;
  readonly items: Int32Array;
}

type Edges = readonly (readonly [number, number])[];

/**
 * Whether `u` and `v` are two different vertices of a graph of `numVertices`: whole numbers in range. What
 * every graph propagator requires of an edge before it indexes arrays by its ends.
 */
export function joinsTwo(numVertices: number, u: number, v: number): boolean {
  return (
    Number.isInteger(u) &&
    Number.isInteger(v) &&
    u >= 0 &&
    v >= 0 &&
    u < numVertices &&
    v < numVertices &&
    u !== v
  );
}

/**
 * Throws a RangeError naming the first edge that does not join two different vertices (see {@link joinsTwo}):
 * `owner: edge i (u, v) is not between two <noun>`.
 */
export function checkEdges(owner: string, noun: string, numVertices: number, edges: Edges): void {
  edges.forEach(([u, v], i) => {
    if (!joinsTwo(numVertices, u, v))
      throw new RangeError(`${owner}: edge ${i} (${u}, ${v}) is not between two ${noun}`);
  });
}

/** Rows whose entry for edge `i` at one end is `entry(i, the other end)`. */
function compressedRows(
  numVertices: number,
  edges: Edges,
  entry: (edge: number, other: number) => number,
): CompressedRows {
  const start = new Int32Array(numVertices + 1);
  for (const [u, v] of edges) {
    start[u + 1]!++;
    start[v + 1]!++;
  }
  for (let v = 0; v < numVertices; v++) start[v + 1]! += start[v]!;
  const items = new Int32Array(start[numVertices]!);
  const fill = start.slice(0, numVertices);
  edges.forEach(([u, v], i) => {
    items[fill[u]!++] = entry(i, v);
    items[fill[v]!++] = entry(i, u);
  });
  return { start, items };
}

/** Each vertex's neighbours (a neighbour twice when two edges join them). */
export function neighbourRows(numVertices: number, edges: Edges): CompressedRows {
  return compressedRows(numVertices, edges, (_, other) => other);
}

/** Each vertex's edges, by their index in `edges`. */
export function edgeRows(numVertices: number, edges: Edges): CompressedRows {
  return compressedRows(numVertices, edges, (edge) => edge);
}
