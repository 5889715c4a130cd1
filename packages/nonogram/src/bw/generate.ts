import { createRng } from "@gridsmith/kit";
import type { Nonogram } from "../types.js";
import { puzzleFromPicture } from "./clues.js";
import { solveBlackAndWhite } from "./solve.js";

const NODE_LIMIT = 20_000;

/**
 * A random black-and-white puzzle with exactly one solution, the same for the same params and seed. A random
 * picture of the given density is adjusted until the solver proves it unique: while another solution exists,
 * one cell where it differs from the picture is flipped in the picture (which changes the clues), chosen at
 * random. After too many flips a fresh picture is drawn.
 */
export function generateBlackAndWhite(
  { width, height, density }: { width: number; height: number; density: number },
  seed: number,
): Nonogram {
  const rng = createRng(seed);
  for (;;) {
    const cells: boolean[][] = [];
    for (let r = 0; r < height; r++) {
      const row: boolean[] = [];
      for (let c = 0; c < width; c++) row.push(rng.next() < density);
      cells.push(row);
    }
    for (let flips = 0; flips < 4 * width * height; flips++) {
      const puzzle = puzzleFromPicture(cells);
      const result = solveBlackAndWhite(puzzle, { limit: 2, nodeLimit: NODE_LIMIT });
      if (result.status === "unique") return { ...puzzle, title: `random ${width}x${height} #${seed}` };
      const other = result.solutions.find((s) => s.some((row, r) => row !== puzzle.goal![r]));
      if (other) {
        const diff: [number, number][] = [];
        for (let r = 0; r < height; r++) {
          for (let c = 0; c < width; c++) if ((other[r]![c] === "#") !== cells[r]![c]) diff.push([r, c]);
        }
        const [r, c] = rng.pick(diff);
        cells[r]![c] = !cells[r]![c];
      } else {
        // The search ran out of budget: nudge a random cell.
        const r = rng.int(height);
        const c = rng.int(width);
        cells[r]![c] = !cells[r]![c];
      }
    }
  }
}
