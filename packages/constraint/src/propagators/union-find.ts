/**
 * The root of `x`'s set in a union-find forest kept as a parent array (a root is its own parent), halving the
 * path on the way: each cell visited is pointed at its grandparent, so later finds are shorter. The graph
 * propagators' cycle and component counts use it; joining is theirs (`parent[rootOf(parent, a)] = ...`).
 */
export function rootOf(parent: Int32Array, x: number): number {
  while (parent[x] !== x) {
    parent[x] = parent[parent[x]!]!;
    x = parent[x]!;
  }
  return x;
}
