import { createRng, gridNeighbours, type Rng, sideParams } from "@gridsmith/kit";
import { roomDraftGenerator } from "@gridsmith/kit/setter";
import type { Params, Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field and its checks: 4 to 6, 6 by default (larger drafts rarely mend to one answer). */
export const sizeParams = sideParams(4, 6, 6);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 6. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

/**
 * Dominoes placed at random, none touching another by a side (each shaded cell then touches exactly one
 * other): cells in random order, each free one paired with a random free neighbour when both are clear of
 * the dominoes so far. Returns each domino's two cells.
 */
function dominoes(n: number, rng: Rng): [number, number][] {
  const shaded = new Array<boolean>(n * n).fill(false);
  const clear = (i: number, but = -1) =>
    !shaded[i] && gridNeighbours(i, n, n).every((j) => j === but || !shaded[j]);
  const order = rng.shuffle(Array.from({ length: n * n }, (_, i) => i));
  const out: [number, number][] = [];
  for (const i of order) {
    if (!clear(i)) continue;
    const partners = gridNeighbours(i, n, n).filter((j) => clear(j, i));
    if (partners.length === 0) continue;
    const j = partners[rng.int(partners.length)]!;
    shaded[i] = shaded[j] = true;
    out.push([i, j]);
  }
  return out;
}

// Each draft's searches are capped in nodes (not time), so the same seed gives the same puzzle.
const drafts = roomDraftGenerator("Norinori", dominoes, solve, 20_000);

/**
 * A Norinori with exactly one solution, the same for the same size and seed; params are checked first.
 * Dominoes are placed at random and a room grown around each, so the dominoes are a solution; while another
 * solution stands, a cell it shades moves to a neighbouring room, which the dominoes survive and the other
 * does not. Every search is capped in nodes (a draft the cap cuts short is dropped for another).
 */
export function generate(params: Params, seed: number): Puzzle {
  return drafts(checkParams(params).size, createRng(seed), seed);
}
