import { createRng, gridNeighbours, type Rng, sideParams } from "@gridsmith/kit";
import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import type { Params, Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The sides the generator makes. */
export const MIN_GENERATED_SIDE = 4;
export const MAX_GENERATED_SIDE = 6;

/** The generator's `size` field and its checks: 4 to 6, 6 by default (larger drafts rarely mend to one answer). */
export const sizeParams = sideParams(MIN_GENERATED_SIDE, MAX_GENERATED_SIDE, 6);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 6. */
export const checkParams = (params: Partial<Params>): Params => sizeParams.check(params);

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

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

/** Rooms grown from the dominoes, one each: a random cell beside a room joins it until every cell has one. */
function roomsAround(n: number, pairs: readonly [number, number][], rng: Rng): number[] {
  const rooms = new Array<number>(n * n).fill(-1);
  pairs.forEach(([a, b], k) => {
    rooms[a] = rooms[b] = k;
  });
  const sizes = pairs.map(() => 2);
  for (let left = rooms.filter((r) => r < 0).length; left > 0; ) {
    const i = rng.int(n * n);
    if (rooms[i]! >= 0) continue;
    const beside = gridNeighbours(i, n, n)
      .map((j) => rooms[j]!)
      .filter((r) => r >= 0);
    if (beside.length === 0) continue;
    // The smallest room beside it: small rooms leave their dominoes fewer places.
    const room = beside.reduce((a, b) => (sizes[b]! < sizes[a]! ? b : a));
    rooms[i] = room;
    sizes[room]!++;
    left--;
  }
  return canonicalRooms(n, n, rooms);
}

/**
 * The cells of `room` that leave it with `x`: `x` itself and every piece of the room cut off from the room's
 * shaded cells in `intended` once `x` is gone (unshaded there, they may go along).
 */
function leaving(puzzle: Puzzle, intended: readonly number[], room: number, x: number): number[] {
  const { width: n, rooms } = puzzle;
  const stays = new Set<number>();
  const stack = rooms.flatMap((r, i) => (r === room && intended[i] === 1 ? [i] : []));
  for (const i of stack) stays.add(i);
  while (stack.length > 0)
    for (const j of gridNeighbours(stack.pop()!, n, n))
      if (rooms[j] === room && j !== x && !stays.has(j)) {
        stays.add(j);
        stack.push(j);
      }
  return rooms.flatMap((r, i) => (r === room && !stays.has(i) ? [i] : []));
}

/**
 * A draft with a second solution, mended: a cell shaded in `other` but not in `intended` moves to a room
 * beside it, with any piece of its room it held on to. `intended` keeps every room's two shaded cells (the
 * cells that move are unshaded there); `other` leaves the room they join with three or more, so it is no
 * longer a solution. Null when no cell can move.
 */
function mended(
  puzzle: Puzzle,
  intended: readonly number[],
  other: readonly number[],
  rng: Rng,
): Puzzle | null {
  const n = puzzle.width;
  const moves: [number, number][] = [];
  other.forEach((v, x) => {
    if (v !== 1 || intended[x] === 1) return;
    for (const y of gridNeighbours(x, n, n))
      if (puzzle.rooms[y] !== puzzle.rooms[x]) moves.push([x, puzzle.rooms[y]!]);
  });
  if (moves.length === 0) return null;
  const [x, room] = moves[rng.int(moves.length)]!;
  const rooms = [...puzzle.rooms];
  for (const i of leaving(puzzle, intended, rooms[x]!, x)) rooms[i] = room;
  return { ...puzzle, rooms: canonicalRooms(n, n, rooms) };
}

/**
 * A Norinori with exactly one solution, the same for the same size and seed; params are checked first.
 * Dominoes are placed at random and a room grown around each, so the dominoes are a solution; while another
 * solution stands, a cell it shades moves to a neighbouring room, which the dominoes survive and the other
 * does not. Every search is capped in nodes (a draft the cap cuts short is dropped for another).
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  for (let draft = 0; draft < 100; draft++) {
    const pairs = dominoes(size, rng);
    const intended = new Array<number>(size * size).fill(0);
    for (const [a, b] of pairs) intended[a] = intended[b] = 1;
    let puzzle: Puzzle | null = { width: size, height: size, rooms: roomsAround(size, pairs, rng) };
    for (let step = 0; puzzle !== null && step < size * size; step++) {
      const result = solve(puzzle, { limit: 2, nodeLimit: NODE_LIMIT });
      if (result.status === "unique") return puzzle;
      if (result.status !== "multiple") break;
      const other = result.solutions.find((s) => s.some((v, i) => v !== intended[i]))!;
      puzzle = mended(puzzle, intended, other, rng);
    }
  }
  throw new Error(`no unique ${size}x${size} Norinori in 100 drafts (seed ${seed})`);
}
