import { Model } from "@gridsmith/constraint";
import { type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { randomValueOrder, removeGivensWhileUnique, squareDraftGenerator } from "@gridsmith/kit/setter";
import { lines, NO_CLUE, type Params, type Puzzle, sightLine, visibleCount } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field and its checks: 4 to 7, 5 by default. */
export const sizeParams = sideParams(4, 7, 5);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 7. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 5_000);

/**
 * A random `n` x `n` Latin square of 1 to n: the engine fills rows and columns of different heights, trying a
 * random height of each cell first. (The cyclic square with shuffled rows and columns was too regular: from
 * 7x7 up its full clues seldom left one answer.)
 */
function latinSquare(n: number, rng: Rng): number[] {
  const m = new Model();
  m.intVars(n * n, 1, n);
  for (const line of lines({ width: n, height: n })) m.allDifferent(line);
  return m.solve({ limit: 1, valueOrder: randomValueOrder(rng) }).solutions[0]!;
}

/** The clues all around `grid` (a filled square), in `puzzle`'s order. */
function fullClues(puzzle: Puzzle, grid: readonly number[]): number[] {
  return puzzle.clues.map((_, k) => visibleCount(sightLine(puzzle, k).map((i) => grid[i]!)));
}

/**
 * Whether `grid` has another Latin square with the same clues one swap away: two rows (or two columns) whose
 * entries swap on the cells of one cycle of the permutation between them (a b / b a is the shortest) without
 * changing a clue; then its full clues have two answers. From 7x7 up most random squares have one, so this
 * cheap test spares the search on them; it never refuses a square whose clues leave one answer.
 */
function swapKeepsClues(puzzle: Puzzle, grid: readonly number[], clues: readonly number[]): boolean {
  const n = puzzle.width;
  for (const across of [true, false])
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        // Cell k of line p and of line q (rows when `across`, else columns).
        const at = (line: number, k: number) => (across ? line * n + k : k * n + line);
        const seen = new Array<boolean>(n).fill(false);
        for (let start = 0; start < n; start++) {
          if (seen[start]) continue;
          // The cycle through `start`: the place in line p of the value line q holds there, and so on.
          const cycle: number[] = [];
          for (let k = start; !seen[k]; ) {
            seen[k] = true;
            cycle.push(k);
            k = Array.from({ length: n }, (_, m) => m).find((m) => grid[at(p, m)] === grid[at(q, k)])!;
          }
          if (cycle.length === n) continue;
          const swapped = [...grid];
          for (const k of cycle) [swapped[at(p, k)], swapped[at(q, k)]] = [grid[at(q, k)]!, grid[at(p, k)]!];
          if (fullClues(puzzle, swapped).every((v, c) => v === clues[c])) return true;
        }
      }
  return false;
}

/**
 * A Skyscrapers puzzle with exactly one solution, the same for the same size and seed; params are checked
 * first. A random Latin square gets every clue around it; when those leave one answer, clues are taken away
 * one by one, in random order, while the answer stays unique: every clue left is needed.
 */
export const generate = squareDraftGenerator(checkParams, "square", 10_000, (size, rng): Puzzle | null => {
  // At 7x7 about one square in 500 leaves one answer with every clue (seeds 1-10 needed up to 1,302 drafts,
  // most refused by `swapKeepsClues` without a search), so the cap is far above that.
  const grid = latinSquare(size, rng);
  const puzzle: Puzzle = { width: size, height: size, clues: new Array<number>(4 * size).fill(NO_CLUE) };
  puzzle.clues = fullClues(puzzle, grid);
  if (swapKeepsClues(puzzle, grid, puzzle.clues) || !unique(puzzle)) return null;
  removeGivensWhileUnique(puzzle.clues, NO_CLUE, rng, () => unique(puzzle));
  return puzzle;
});
