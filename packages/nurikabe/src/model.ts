import { neighbours, type Puzzle } from "./puzzle.js";

// What the clues alone say about where each island can go, before any search: shared by the model (which
// starts each cell's label domain from it) and the hints (which explain those first walls).

/** The numbered cells in reading order: island k (1-based) is the one of `clueCells[k - 1]`. */
export const clueCells = (puzzle: Puzzle): number[] => puzzle.clues.flatMap((c, i) => (c >= 0 ? [i] : []));

/**
 * For each island (in the order of {@link clueCells}), the cells it can reach: a breadth-first walk from its
 * number through cells that hold no other number and touch none (such a cell would join two numbers), no
 * farther than its size minus one steps. A "?" island has no limit. The number's own cell comes first.
 */
export function reachOf(puzzle: Puzzle): number[][] {
  const cells = clueCells(puzzle);
  const owner = new Int32Array(puzzle.clues.length).fill(-1);
  cells.forEach((c, k) => {
    owner[c] = k;
  });
  // Cells touching a number belong to that number's island or are wall: closed to every other island.
  const touching = puzzle.clues.map((_, i) =>
    neighbours(puzzle, i)
      .map((j) => owner[j]!)
      .filter((k) => k >= 0),
  );
  return cells.map((start, k) => {
    const size = puzzle.clues[start]!;
    const limit = size === 0 ? Number.POSITIVE_INFINITY : size - 1;
    const dist = new Map<number, number>([[start, 0]]);
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      const i = queue[q]!;
      const d = dist.get(i)!;
      if (d >= limit) continue;
      for (const j of neighbours(puzzle, i)) {
        if (dist.has(j) || owner[j] !== -1 || touching[j]!.some((o) => o !== k)) continue;
        dist.set(j, d + 1);
        queue.push(j);
      }
    }
    return queue;
  });
}
