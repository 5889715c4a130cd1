import type { Puzzle } from "./puzzle.js";

/**
 * Why `solution` does not solve `puzzle`, or null when it does. Written apart from the solver and from
 * `layoutOf` on purpose: it walks rows and columns itself, so a mistake in how the solver reads the grid
 * cannot hide here too.
 */
export function solutionError(puzzle: Puzzle, solution: readonly number[]): string | null {
  const { rows, cols, cells } = puzzle;
  if (solution.length !== rows * cols) return `the solution has ${solution.length} cells, not ${rows * cols}`;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i]!;
    const v = solution[i]!;
    if (typeof cell !== "number") {
      if (v !== 0) return `black cell ${i} holds ${v}`;
    } else if (!(Number.isInteger(v) && v >= 1 && v <= 9)) {
      return `white cell ${i} holds ${v}, not a digit 1-9`;
    } else if (cell !== 0 && cell !== v) {
      return `white cell ${i} is given as ${cell} but holds ${v}`;
    }
  }
  const line = (start: number, step: number, count: number, key: "across" | "down"): string | null => {
    for (let k = 0; k < count; k++) {
      const cell = cells[start + k * step]!;
      // A black cell starts a run; without a clue for it, its digits must still differ.
      if (typeof cell === "number") continue;
      const seen = new Set<number>();
      let total = 0;
      let j = k + 1;
      for (; j < count && typeof cells[start + j * step] === "number"; j++) {
        const v = solution[start + j * step]!;
        if (seen.has(v)) return `${key} entry after cell ${start + k * step} repeats ${v}`;
        seen.add(v);
        total += v;
      }
      if (cell[key] !== undefined && total !== cell[key])
        return `${key} clue at cell ${start + k * step} is ${cell[key]} but its cells add up to ${total}`;
    }
    return null;
  };
  for (let r = 0; r < rows; r++) {
    const e = line(r * cols, 1, cols, "across");
    if (e) return e;
  }
  for (let c = 0; c < cols; c++) {
    const e = line(c, cols, rows, "down");
    if (e) return e;
  }
  return null;
}
