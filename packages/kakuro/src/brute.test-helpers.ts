// The brute-force reference of the solve and generate tests: written for the tests alone, sharing no code
// with the package.
import type { Puzzle } from "./puzzle.js";

export interface Run {
  cells: number[];
  /** Undefined for a run after a black cell with no clue for it: its digits need only differ. */
  sum: number | undefined;
}

export function runsOf(p: Puzzle): Run[] {
  const runs: Run[] = [];
  const walk = (start: number, step: number, count: number, key: "across" | "down") => {
    for (let k = 0; k < count; k++) {
      const cell = p.cells[start + k * step];
      if (typeof cell !== "object") continue;
      const cells: number[] = [];
      for (let j = k + 1; j < count && typeof p.cells[start + j * step] === "number"; j++)
        cells.push(start + j * step);
      if (cells.length > 0) runs.push({ cells, sum: cell[key] });
    }
  };
  for (let r = 0; r < p.rows; r++) walk(r * p.cols, 1, p.cols, "across");
  for (let c = 0; c < p.cols; c++) walk(c, p.cols, p.rows, "down");
  return runs;
}

/**
 * The solutions (up to `cap`, all unless given), by trying each digit in each white cell in reading order and
 * checking the runs it is in: each a grid of digits joined by commas, sorted.
 */
export function bruteForce(p: Puzzle, cap = Number.POSITIVE_INFINITY): string[] {
  const runs = runsOf(p);
  const whites = p.cells.flatMap((c, i) => (typeof c === "number" ? [i] : []));
  const runsAt = new Map<number, Run[]>(whites.map((i) => [i, runs.filter((r) => r.cells.includes(i))]));
  const grid = p.cells.map(() => 0);
  const found: string[] = [];
  // A run is still possible when its digits differ and the smallest and largest unused digits can make up the rest.
  const fits = (i: number) =>
    runsAt.get(i)!.every((run) => {
      const values = run.cells.map((c) => grid[c]!).filter((v) => v > 0);
      if (new Set(values).size !== values.length) return false;
      if (run.sum === undefined) return true;
      const unused = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !values.includes(d));
      const left = run.cells.length - values.length;
      const rest = run.sum - values.reduce((a, b) => a + b, 0);
      const low = unused.slice(0, left).reduce((a, b) => a + b, 0);
      const high = unused.slice(unused.length - left).reduce((a, b) => a + b, 0);
      return left <= unused.length && rest >= low && rest <= (left === 0 ? 0 : high);
    });
  const place = (k: number) => {
    if (found.length >= cap) return;
    if (k === whites.length) {
      found.push(grid.join(","));
      return;
    }
    const i = whites[k]!;
    const given = p.cells[i] as number;
    for (let d = given || 1; d <= (given || 9); d++) {
      grid[i] = d;
      if (fits(i)) place(k + 1);
    }
    grid[i] = 0;
  };
  place(0);
  return found.sort();
}
