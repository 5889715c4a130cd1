import { type Rng, sideParams } from "@gridsmith/kit";
import { squareDraftGenerator } from "@gridsmith/kit/setter";
import { bridgeSpans, type Params, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 4 to 10, 7 first). */
export const sizeParams = sideParams(4, 10, 7);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 10. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

const STEPS = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
] as const;

/**
 * A network of bridges on a `size` x `size` grid, as each island's number: from a random first island, a
 * random island sends a bridge (one or two, at random) a random way over free water to a new island, never
 * onto or across a bridge; then a few islands that face each other are joined too, so the network has loops.
 */
function randomNetwork(size: number, rng: Rng): Puzzle {
  const numbers = new Array<number>(size * size).fill(-1);
  const bridged = new Uint8Array(size * size);
  const isles = [rng.int(size * size)];
  numbers[isles[0]!] = 0;
  const target = Math.max(4, Math.round((size * size) / 4));
  for (let tries = 0; tries < 50 * target && isles.length < target; tries++) {
    const from = rng.pick(isles);
    const [dr, dc] = rng.pick([...STEPS]);
    const length = 2 + rng.int(Math.max(1, size - 2));
    const r = Math.floor(from / size) + dr * length;
    const c = (from % size) + dc * length;
    if (r < 0 || c < 0 || r >= size || c >= size) continue;
    const to = r * size + c;
    const water = Array.from({ length: length - 1 }, (_, k) => from + (k + 1) * (dr * size + dc));
    if (numbers[to] !== -1 || bridged[to] || water.some((i) => numbers[i] !== -1 || bridged[i])) continue;
    const count = 1 + rng.int(2);
    for (const i of water) bridged[i] = 1;
    numbers[to] = count;
    numbers[from]! += count;
    isles.push(to);
  }
  // Loops: a span between two islands over free water takes a bridge now and then.
  const puzzle = { width: size, height: size, numbers };
  for (const s of bridgeSpans(puzzle)) {
    if (rng.int(4) !== 0 || s.water.some((i) => bridged[i])) continue;
    if (s.water.length === 0 && rng.int(2) === 0) continue;
    for (const i of s.water) bridged[i] = 1;
    numbers[s.from]! += 1;
    numbers[s.to]! += 1;
  }
  return puzzle;
}

/**
 * A Hashikake with exactly one solution, the same for the same size and seed; params are checked first. A
 * random network of bridges gives the islands' numbers; while the numbers allow another network, the
 * generator starts again.
 */
export const generate = squareDraftGenerator(checkParams, "Hashikake", 500, (size, rng): Puzzle | null => {
  const puzzle = randomNetwork(size, rng);
  if (puzzle.numbers.filter((n) => n >= 0).length < 2) return null;
  return solve(puzzle, { limit: 2, nodeLimit: NODE_LIMIT }).status === "unique" ? puzzle : null;
});
