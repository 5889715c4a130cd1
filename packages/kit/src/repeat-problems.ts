import type { Problem } from "./types.js";

/**
 * A problem for each value held twice or more within one group of cells (a line, a room: where a genre's
 * rule allows each value once): `value(i)` is cell `i`'s value, 0 or less for none; `problem` words one
 * from the cells holding the value (in the group's order) and the value. Groups in order, and within a
 * group the values in the order they first appear.
 */
export function repeatProblems(
  groups: Iterable<readonly number[]>,
  value: (i: number) => number,
  problem: (cells: number[], value: number) => Problem,
): Problem[] {
  const problems: Problem[] = [];
  for (const group of groups) {
    const cellsOf = new Map<number, number[]>();
    for (const i of group) {
      const v = value(i);
      if (v > 0) cellsOf.set(v, [...(cellsOf.get(v) ?? []), i]);
    }
    for (const [v, cells] of cellsOf) if (cells.length > 1) problems.push(problem(cells, v));
  }
  return problems;
}
