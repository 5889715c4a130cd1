import { createRng, describeJson } from "@gridsmith/kit";
import { puzzleFromPicture } from "./clues.js";
import { generateColourNonogram, MAX_GENERATED_COLOURS } from "../colour/generate.js";
import { MAX_GENERATED_SIDE } from "../limits.js";
import { solveNonogram } from "./solve.js";
import type { Nonogram, NonogramParams } from "../types.js";

/** Params with defaults filled in, or a RangeError that says what is wrong. */
export function resolveParams(params: Partial<NonogramParams>): Required<Omit<NonogramParams, "colours">> {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(
      `the params are an object such as { width: 10, height: 10 }, not ${describeJson(params)}`,
    );
  const width = params.width ?? 10;
  const height = params.height ?? width;
  const density = params.density ?? 0.55;
  for (const [name, v] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isInteger(v) || v < 2 || v > MAX_GENERATED_SIDE)
      throw new RangeError(
        `${name} must be a whole number from 2 to ${MAX_GENERATED_SIDE}, got ${describeJson(v)}`,
      );
  }
  if (typeof density !== "number" || !(density > 0 && density < 1))
    throw new RangeError(`density must be between 0 and 1, got ${describeJson(density)}`);
  const { colours } = params;
  if (
    colours !== undefined &&
    colours !== 1 &&
    !(Number.isInteger(colours) && colours >= 2 && colours <= MAX_GENERATED_COLOURS)
  )
    throw new RangeError(
      `colours must be a whole number from 1 to ${MAX_GENERATED_COLOURS}, got ${describeJson(colours)}`,
    );
  return { width, height, density };
}

const NODE_LIMIT = 20_000;

/**
 * A random puzzle with exactly one solution, the same for the same params and seed. A random picture of the
 * given density is adjusted until the solver proves it unique: while another solution exists, one cell where
 * it differs from the picture is flipped in the picture (which changes the clues), chosen at random. After
 * too many flips a fresh picture is drawn. With `colours` of 2 or more, a colour puzzle
 * ({@link generateColourNonogram}).
 */
export function generateNonogram(params: Partial<NonogramParams>, seed: number): Nonogram {
  const { width, height, density } = resolveParams(params);
  if (params.colours !== undefined && params.colours !== 1) {
    return generateColourNonogram({ width, height, density, colours: params.colours }, seed);
  }
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
      const result = solveNonogram(puzzle, { limit: 2, nodeLimit: NODE_LIMIT });
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
