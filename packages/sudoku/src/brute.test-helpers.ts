/**
 * An independent referee for the tests: a checker and a plain backtracking counter written from the rules,
 * sharing no code with the package (its own box shapes, its own arithmetic, arrays of booleans, no bitboards).
 */

// Box height: the largest whole square root (2x2, 2x3, 3x3, 3x4, 4x4, 5x5 for the supported sizes); the
// width is the rest. Arithmetic rather than the package's table, so a wrong table would show.
const BOX = (n: number): [number, number] => [Math.floor(Math.sqrt(n)), n / Math.floor(Math.sqrt(n))];

function boxIndex(n: number, r: number, c: number): number {
  const [h, w] = BOX(n);
  return Math.floor(r / h) * (n / w) + Math.floor(c / w);
}

/** True when `grid` is complete and right, and agrees with every nonzero cell of `givens`. */
export function refereeAccepts(n: number, givens: readonly number[], grid: readonly number[]): boolean {
  if (grid.length !== n * n) return false;
  for (let i = 0; i < n * n; i++) {
    const d = grid[i]!;
    if (!(d >= 1 && d <= n) || (givens[i] !== 0 && givens[i] !== d)) return false;
  }
  return !refereeConflict(n, grid);
}

/** Whether the nonzero cells of `cells` already break a rule. */
export function refereeConflict(n: number, cells: readonly number[]): boolean {
  const seen = new Set<string>();
  for (let i = 0; i < n * n; i++) {
    const d = cells[i]!;
    if (d === 0) continue;
    const r = Math.floor(i / n);
    const c = i % n;
    for (const key of [`r${r}:${d}`, `c${c}:${d}`, `b${boxIndex(n, r, c)}:${d}`]) {
      if (seen.has(key)) return true;
      seen.add(key);
    }
  }
  return false;
}

/**
 * Counts completions up to `limit` by backtracking on the empty cell with the fewest legal digits; returns
 * the count and the completions found, in the order found (ascending digits). `shuffle` randomises digits.
 */
export function refereeSolve(
  n: number,
  givens: readonly number[],
  limit = 2,
  shuffle?: (ds: number[]) => number[],
): { count: number; grids: number[][] } {
  const grid = givens.slice();
  const row = Array.from({ length: n }, () => new Array<boolean>(n + 1).fill(false));
  const col = Array.from({ length: n }, () => new Array<boolean>(n + 1).fill(false));
  const box = Array.from({ length: n }, () => new Array<boolean>(n + 1).fill(false));
  const grids: number[][] = [];
  if (refereeConflict(n, grid)) return { count: 0, grids };
  for (let i = 0; i < n * n; i++) {
    const d = grid[i]!;
    if (d === 0) continue;
    const r = Math.floor(i / n);
    const c = i % n;
    row[r]![d] = col[c]![d] = box[boxIndex(n, r, c)]![d] = true;
  }
  let count = 0;
  const legal = (i: number): number[] => {
    const r = Math.floor(i / n);
    const c = i % n;
    const b = boxIndex(n, r, c);
    const out: number[] = [];
    for (let d = 1; d <= n; d++) if (!row[r]![d] && !col[c]![d] && !box[b]![d]) out.push(d);
    return out;
  };
  const go = (): void => {
    let best = -1;
    let bestDigits: number[] = [];
    for (let i = 0; i < n * n; i++) {
      if (grid[i] !== 0) continue;
      const ds = legal(i);
      if (best < 0 || ds.length < bestDigits.length) {
        best = i;
        bestDigits = ds;
        if (ds.length <= 1) break;
      }
    }
    if (best < 0) {
      count++;
      grids.push(grid.slice());
      return;
    }
    const r = Math.floor(best / n);
    const c = best % n;
    const b = boxIndex(n, r, c);
    for (const d of shuffle ? shuffle(bestDigits) : bestDigits) {
      grid[best] = d;
      row[r]![d] = col[c]![d] = box[b]![d] = true;
      go();
      row[r]![d] = col[c]![d] = box[b]![d] = false;
      grid[best] = 0;
      if (count >= limit) return;
    }
  };
  go();
  return { count, grids };
}

/**
 * Hard for a search (many nodes), each with one solution, as lines: the first two of the forum's hardest list
 * (HardestDatabase110626), of plb2's hard20 and of magictour's top 1465.
 */
export const HARD_LINES = [
  "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
  "........2..8.1.9..5....3.4....1.93...6..3..8...37......4......53.1.7.8..2........",
  "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
  ".......12........3..23..4....18....5.6..7.8.......9.....85.....9...4.5..47...6...",
  "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
  "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
];
