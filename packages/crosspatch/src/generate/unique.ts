import { chars } from "../code-points.js";
import { geometryOf } from "../geometry.js";
import type { CrosspatchPuzzle } from "../puzzle.js";
import { solveCrosspatch } from "../solve.js";

/**
 * Publishes a filled grid as a fill-in puzzle with exactly one solution: the framework with every cell
 * empty and the grid's words as the list, then, while the solver finds a second solution, the intended
 * letter of one cell where the two solutions differ is given. Returns null when the budget runs out first.
 */
export function publishUnique(
  filled: readonly string[],
  words: readonly string[],
  budget: { nodeLimit?: number; timeoutMs?: number } = {},
): CrosspatchPuzzle | null {
  const target = filled.map(chars);
  const grid: string[][] = target.map((row) => row.map((ch) => (ch === " " ? " " : "#")));
  const puzzle = (): CrosspatchPuzzle => ({
    grid: grid.map((r) => r.join("").replace(/ +$/, "")),
    words: [...words].sort(),
  });
  const cells = geometryOf(filled).cells.length;
  for (let round = 0; round <= cells; round++) {
    const p = puzzle();
    // The plain search whatever the size: the second solution it finds decides the next given, so a seed
    // keeps making the same puzzle.
    const r = solveCrosspatch(p, { limit: 2, learning: false, ...budget });
    if (r.status === "unique") return p;
    if (r.status !== "multiple") return null;
    // Give the intended letter of the first cell (row by row) where some solution departs from it.
    let given = false;
    for (const s of r.solutions) {
      for (let row = 0; row < target.length && !given; row++) {
        const have = chars(s.rows[row] ?? "");
        target[row]!.forEach((ch, col) => {
          if (!given && ch !== " " && grid[row]![col] === "#" && have[col] !== ch) {
            grid[row]![col] = ch;
            given = true;
          }
        });
      }
      if (given) break;
    }
    if (!given) return null;
  }
  return null;
}
