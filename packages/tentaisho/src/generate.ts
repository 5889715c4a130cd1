import { createRng, describeJson } from "@gridsmith/kit";
import { MAX_SIZE, type Params, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** A puzzle with exactly one solution, the same for the same size and seed; params are checked first. */
export function generate(params: Params, seed: number): Puzzle {
  if (typeof params !== "object" || params === null)
    throw new RangeError(`the params are an object such as { size: 4 }, not ${describeJson(params)}`);
  const size = params.size;
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE)
    throw new RangeError(`size must be 1 to ${MAX_SIZE}, got ${describeJson(size)}`);
  const rng = createRng(seed);
  // A shuffled cyclic square is a valid full grid; then take givens away while the answer stays unique.
  const rows = rng.shuffle([...Array(size).keys()]);
  const cols = rng.shuffle([...Array(size).keys()]);
  const symbols = rng.shuffle([...Array(size).keys()].map((d) => d + 1));
  const cells = Array.from(
    { length: size * size },
    (_, i) => symbols[(rows[Math.floor(i / size)]! + cols[i % size]!) % size]!,
  );
  for (const i of rng.shuffle([...cells.keys()])) {
    const kept = cells[i]!;
    cells[i] = 0;
    if (solve({ size, cells }, { limit: 2 }).status !== "unique") cells[i] = kept;
  }
  return { size, cells };
}
