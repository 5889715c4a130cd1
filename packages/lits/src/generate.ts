import { createRng, gridBlocks, gridNeighbours, type Rng, sideParams } from "@gridsmith/kit";
import { roomDraftGenerator } from "@gridsmith/kit/setter";
import type { Params, Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";
import { placements } from "./tetromino.js";

/** The generator's `size` field and its checks: 4 to 6, 6 by default (larger drafts rarely mend to one answer in good time). */
export const sizeParams = sideParams(4, 6, 6);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 6. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

/**
 * Tetrominoes placed at random by the rules, each the shading of a room to be: the first anywhere, each next
 * one on free cells beside the shaded ones, never beside one of its own shape and never filling a 2x2
 * block, until none fits. Returns the cells of each.
 */
function tetrominoes(n: number, rng: Rng): number[][] {
  const all = placements(
    Array.from({ length: n * n }, (_, i) => i),
    n,
  );
  const shaded = new Int8Array(n * n);
  const shapeAt: (string | null)[] = new Array(n * n).fill(null);
  const blocks = gridBlocks({ width: n, height: n });
  const out: number[][] = [];
  for (;;) {
    const fits = all.filter(
      (p) =>
        p.cells.every((i) => !shaded[i]) &&
        (out.length === 0 || p.cells.some((i) => gridNeighbours(i, n, n).some((j) => shaded[j]))) &&
        p.cells.every((i) => gridNeighbours(i, n, n).every((j) => shapeAt[j] !== p.shape)) &&
        blocks.every((b) => b.some((i) => !shaded[i] && !p.cells.includes(i))),
    );
    if (fits.length === 0) return out;
    const p = fits[rng.int(fits.length)]!;
    for (const i of p.cells) {
      shaded[i] = 1;
      shapeAt[i] = p.shape;
    }
    out.push(p.cells);
  }
}

// Each draft's searches are capped in nodes (not time), so the same seed gives the same puzzle.
const drafts = roomDraftGenerator("LITS", tetrominoes, solve, 20_000);

/**
 * A LITS with exactly one solution, the same for the same size and seed; params are checked first.
 * Tetrominoes are placed at random by the rules and a room grown around each, so they are a solution; while
 * another solution stands, a cell it shades moves to a neighbouring room (the kit's `mendRooms`), which the
 * tetrominoes survive. Every search is capped in nodes (a draft the cap cuts short is dropped for another).
 */
export function generate(params: Params, seed: number): Puzzle {
  return drafts(checkParams(params).size, createRng(seed), seed);
}
