import type { Brancher, Model } from "@gridsmith/constraint";
import { cellLines, numberCells, type Puzzle } from "./puzzle.js";

/**
 * Branches on the paths' frontiers: from each number, follow the lines drawn to the path's tip, and branch on
 * a line still open at the tip with the fewest open lines (drawn first), so paths grow one step at a time
 * from their ends, the most constrained first, as people and SAT Numberlink solvers extend them. Returns -1
 * once every path is whole (the search's own order settles what is left).
 */
export function frontier(puzzle: Puzzle, labels: readonly number[] = []): Brancher {
  const n = puzzle.width * puzzle.height;
  const around = Array.from({ length: n }, (_, i) => cellLines(puzzle, i));
  const ends = [...numberCells(puzzle).values()].flat();
  const isLine = (x: number, lines: number) => x < lines;
  const lines = around.reduce((most, a) => Math.max(most, ...a), -1) + 1;
  // The cell at the other end of line l from cell i.
  const across = (i: number, l: number) => {
    const [up, down, left] = around[i]!;
    return l === up ? i - puzzle.width : l === down ? i + puzzle.width : l === left ? i - 1 : i + 1;
  };
  return {
    variable(m: Model): number {
      if (process.env.NUMLIN_HYBRID === "1") for (const x of labels) if (m.size(x) === 2) return x;
      let best = -1;
      let bestOpen = 5;
      let bestLength = -1;
      const sticky = process.env.NUMLIN_STICKY === "1";
      for (const start of ends) {
        // Walk the drawn lines from this end to the tip.
        let at = start;
        let from = -1;
        let length = 0;
        for (let steps = 0; steps < n; steps++) {
          length = steps;
          let next = -1;
          for (const l of around[at]!)
            if (l >= 0 && l !== from && m.isFixed(l) && m.min(l) === 1) {
              next = l;
              break;
            }
          if (next < 0) break;
          at = across(at, next);
          from = next;
          if (puzzle.numbers[at] !== -1) break;
        }
        if (puzzle.numbers[at] !== -1 && at !== start) continue;
        let open = 0;
        let pick = -1;
        for (const l of around[at]!)
          if (l >= 0 && !m.isFixed(l)) {
            open++;
            pick = l;
          }
        if (open > 0 && (open < bestOpen || (sticky && open === bestOpen && length > bestLength))) {
          best = pick;
          bestOpen = open;
          bestLength = length;
          if (open === 1) break;
        }
      }
      return best;
    },
    value: (m: Model, x: number) => (isLine(x, lines) ? m.max(x) : m.min(x)),
  };
}
