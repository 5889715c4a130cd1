import { Model } from "@gridsmith/constraint";
import { type Rng, sideParams } from "@gridsmith/kit";
import { randomValueOrder, squareDraftGenerator } from "@gridsmith/kit/setter";
import { BLACK, lines, NO_DOT, type Params, type Puzzle, pairCells, pairCount, WHITE } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field and its checks: 4 to 7, 5 by default. */
export const sizeParams = sideParams(4, 7, 5);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 7. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

/**
 * A random `n` x `n` Latin square: the engine fills rows and columns of different digits, a random digit of
 * each cell first, so the same `rng` gives the same square. (Skyscrapers draws its squares the same way; the
 * kit's setter entry, where one helper for both would go, has a size budget the engine does not fit.)
 */
function randomSquare(n: number, rng: Rng): number[] {
  const model = new Model();
  model.intVars(n * n, 1, n);
  for (const line of lines({ width: n, height: n })) model.allDifferent(line);
  return model.solve({ limit: 1, valueOrder: randomValueOrder(rng) }).solutions[0]!;
}

/** The dots a filled grid shows: white where neighbours differ by 1, black where one doubles the other. */
export function dotsOf(p: Pick<Puzzle, "width" | "height">, grid: readonly number[]): number[] {
  return Array.from({ length: pairCount(p) }, (_, k) => {
    const [a, b] = pairCells(p, k).map((i) => grid[i]!) as [number, number];
    // 1 and 2 take either dot: black, which allows fewer other pairs, so tells more.
    if (a === 2 * b || b === 2 * a) return BLACK;
    return Math.abs(a - b) === 1 ? WHITE : NO_DOT;
  });
}

/**
 * A Kropki puzzle with exactly one solution, the same for the same size and seed; params are checked first.
 * Every dot is given, so a Latin square decides its puzzle: random squares are drawn until one's dots leave
 * no other answer.
 */
export const generate = squareDraftGenerator(checkParams, "Kropki", 200, (size, rng): Puzzle | null => {
  const grid = randomSquare(size, rng);
  const puzzle: Puzzle = { width: size, height: size, dots: dotsOf({ width: size, height: size }, grid) };
  return solve(puzzle, { limit: 2, nodeLimit: NODE_LIMIT }).status === "unique" ? puzzle : null;
});
