import type { Cell } from "@gridsmith/kit";
import { Prober } from "../solver/prober.js";
import { gridPicture } from "../solver/solve-run.js";
import type { NonogramSolution } from "../types.js";
import { puzzleFromPicture } from "./clues.js";
import { FieldModel } from "./field-model.js";

/** What {@link analyzePicture} finds about a picture as a puzzle. */
export interface PictureAnalysis {
  /** True when the clues of the picture have no other solution. */
  unique: boolean;
  /** Cells that some other solution of the same clues paints differently, row-major. */
  ambiguous: Cell[];
  /** Another solution, when there is one. */
  other?: NonogramSolution;
  /** False when the node budget ran out before every cell was decided (ambiguous is then a lower bound). */
  complete: boolean;
}

/**
 * Whether a picture (rows of `#` and `.`) makes a puzzle with one solution, and if not, which cells are
 * ambiguous: each cell is asked whether a solution with that cell flipped exists; every solution found marks
 * all the cells where it differs from the picture at once, so most cells are settled by few searches.
 */
export function analyzePicture(
  picture: readonly string[],
  options: { nodeLimit?: number } = {},
): PictureAnalysis {
  const puzzle = puzzleFromPicture(picture);
  const f = new FieldModel(puzzle);
  const m = f.m;
  const { width, height } = f;
  const n = width * height;
  const target = new Uint8Array(n);
  for (let r = 0; r < height; r++)
    for (let c = 0; c < width; c++) target[r * width + c] = picture[r]![c] === "#" ? 1 : 0;
  const ambiguous = new Uint8Array(n);
  let other: NonogramSolution | undefined;
  let complete = true;
  let budget = options.nodeLimit ?? 200_000;
  if (!f.propagate()) return { unique: false, ambiguous: [], complete: true };
  const prober = new Prober(f, { everyNode: true });
  for (let x = 0; x < n && budget > 0; x++) {
    if (ambiguous[x] || f.cell(x) !== -1) continue;
    const mark = m.trail.mark();
    const flipped = 1 - target[x]!;
    if (m.assign(x, flipped) && m.propagate()) {
      const r = m.solve({ limit: 1, brancher: prober, nodeLimit: budget, collect: true });
      budget -= r.stats.nodes;
      if (r.count > 0) {
        const s = r.solutions[0]!;
        for (let y = 0; y < n; y++) if (s[y] !== target[y]) ambiguous[y] = 1;
        other ??= gridPicture(width, height, (x) => (s[x] === 1 ? "#" : "."));
      } else if (!r.complete) {
        complete = false;
      }
    }
    m.trail.undoTo(mark);
  }
  if (budget <= 0) complete = false;
  const cells: Cell[] = [];
  for (let x = 0; x < n; x++) if (ambiguous[x]) cells.push({ row: Math.floor(x / width), col: x % width });
  return { unique: complete && cells.length === 0, ambiguous: cells, other, complete };
}
