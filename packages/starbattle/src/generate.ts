import { Model } from "@gridsmith/constraint";
import { createRng, type Rng, sideParams, uniqueWithin } from "@gridsmith/kit";
import { firstDraft } from "@gridsmith/kit/setter";
import { countOneStar } from "./one-star-count.js";
import { blocks, canonicalRegions, type Params, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field and its checks: 5 to 8, 6 by default. */
export const sizeParams = sideParams(5, 8, 6);

/** The params with the default filled in; throws a RangeError unless the size is 5 to 8. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/**
 * Random placements of one star a row and a column, none touching: the engine fills them, a random value
 * first. One model serves every draft of a call (a search leaves it as it found it, so each draw is what a
 * fresh model would give): building it took some 0.3 ms of each draft's 0.35.
 */
function starDrawer(n: number, rng: Rng): () => number[] {
  const m = new Model();
  m.intVars(n * n, 0, 1);
  for (let k = 0; k < n; k++) {
    const row = Array.from({ length: n }, (_, c) => k * n + c);
    const col = Array.from({ length: n }, (_, r) => r * n + k);
    for (const line of [row, col])
      m.linear(
        line.map(() => 1),
        line,
        "=",
        1,
      );
  }
  for (const b of blocks({ width: n, height: n })) m.linear([1, 1, 1, 1], b, "<=", 1);
  const pick = (model: Model, x: number) => model.values(x)[rng.int(model.size(x))]!;
  return () => m.solve({ limit: 1, valueOrder: pick }).solutions[0]!;
}

/** Regions grown from the stars, one each: a random cell beside a region joins it until every cell has one. */
function regionsAround(n: number, stars: readonly number[], rng: Rng): number[] {
  const regions = stars.map((s, i) => (s === 1 ? i : -1));
  for (let left = regions.filter((r) => r < 0).length; left > 0; ) {
    const i = rng.int(n * n);
    if (regions[i]! >= 0) continue;
    const beside = [i - n, i + n, i % n > 0 ? i - 1 : -1, i % n < n - 1 ? i + 1 : -1].filter(
      (j) => j >= 0 && j < n * n && regions[j]! >= 0,
    );
    if (beside.length === 0) continue;
    regions[i] = regions[beside[rng.int(beside.length)]!]!;
    left--;
  }
  return canonicalRegions({ width: n, regions });
}

/**
 * A one-star Star Battle with exactly one solution, the same for the same size and seed; params are checked
 * first. Stars are placed at random, a region grown around each, and the puzzle kept when the regions leave
 * that answer alone (proven with a node budget); else another draft is made.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  const starsOf = starDrawer(size, rng);
  const draft = (): Puzzle | null => {
    const stars = starsOf();
    const puzzle: Puzzle = { width: size, height: size, stars: 1, regions: regionsAround(size, stars, rng) };
    // The exact count throws out a draft with a second answer in microseconds; the engine still proves the
    // one left, so what is kept is what the engine's proof alone kept (it never ran out of nodes on these).
    if (countOneStar(size, puzzle.regions, 2) === 1 && unique(puzzle)) return puzzle;
    return null;
  };
  // At 8x8 few drafts are unique (seed 19 draws 2,581; seeds 1-40 below 5000), so each must be cheap.
  return firstDraft(5000, draft, `unique ${size}x${size} layout`, seed);
}
