import {
  centreEdges,
  centreLineCells,
  type Rng,
  randomCentreLoop,
  sideParams,
  uniqueWithin,
} from "@gridsmith/kit";
import { canonicalRooms } from "@gridsmith/kit/puzzlink";
import { squareDraftGenerator } from "@gridsmith/kit/setter";
import { numbersAtTop, type Params, type Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 5 to 10, 8 first). */
export const sizeParams = sideParams(5, 10, 8);

/** The params with the default filled in; throws a RangeError unless the size is 5 to 10. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const unique = uniqueWithin(solve, 20_000);

/** The loop's cells in the order it runs, from its first cell in reading order. */
function loopOrder(size: number, loop: Set<number>): number[] {
  const next = (i: number, from: number) =>
    centreEdges
      .around(size, size, i)
      .filter((l) => l >= 0 && loop.has(l))
      .map((l) => centreEdges.ends(size, size, l).find((j) => j !== i)!)
      .find((j) => j !== from)!;
  const start = Math.min(...[...loop].flatMap((l) => centreEdges.ends(size, size, l)));
  const order = [start];
  for (let prev = -1, here = start; ; ) {
    const j = next(here, prev);
    if (j === start) return order;
    order.push(j);
    prev = here;
    here = j;
  }
}

/**
 * Rooms for a loop: its cells cut into runs of 2 to 5 in the order it goes, each run a room, and each group of
 * cells the loop misses joined to the room of a loop cell beside it, so no two unvisited cells meet across a
 * border and the loop enters every room once.
 */
function roomsFor(size: number, loop: Set<number>, rng: Rng): number[] {
  const rooms = new Array<number>(size * size).fill(-1);
  const order = loopOrder(size, loop);
  let room = 0;
  for (let k = 0; k < order.length; ) {
    const run = Math.min(2 + rng.int(4), order.length - k);
    for (let j = 0; j < run; j++) rooms[order[k + j]!] = room;
    k += run;
    room++;
  }
  const beside = (i: number) => {
    const r = Math.floor(i / size);
    const c = i % size;
    return [
      r > 0 ? i - size : -1,
      r < size - 1 ? i + size : -1,
      c > 0 ? i - 1 : -1,
      c < size - 1 ? i + 1 : -1,
    ];
  };
  for (let s = 0; s < rooms.length; s++) {
    if (rooms[s] !== -1) continue;
    // The group of unvisited cells around s, then a room beside it.
    const group = [s];
    const seen = new Set(group);
    for (let k = 0; k < group.length; k++)
      for (const j of beside(group[k]!))
        if (j >= 0 && rooms[j] === -1 && !seen.has(j)) {
          seen.add(j);
          group.push(j);
        }
    const options = group.flatMap((i) => beside(i).filter((j) => j >= 0 && rooms[j]! >= 0 && !seen.has(j)));
    const to = rooms[rng.pick(options)]!;
    for (const i of group) rooms[i] = to;
  }
  return canonicalRooms(size, size, rooms);
}

/**
 * A Country Road with exactly one solution, the same for the same size and seed; params are checked first.
 * A random loop is cut into rooms along its way (see `roomsFor`), every room gets its number; if that has
 * one answer, numbers are taken away one by one, in random order, while the answer stays unique: every
 * number left is needed.
 */
export const generate = squareDraftGenerator(checkParams, "Country Road", 100, (size, rng): Puzzle | null => {
  const loop = randomCentreLoop(size, size, rng, 0.45 + 0.3 * rng.next());
  const rooms = roomsFor(size, loop, rng);
  const visits = centreLineCells(size, size, loop);
  const counts = new Map<number, number>();
  rooms.forEach((r, i) => {
    counts.set(r, (counts.get(r) ?? 0) + visits[i]!);
  });
  const numbers = numbersAtTop(
    size,
    rooms,
    rooms.map((r) => counts.get(r)!),
  );
  const puzzle: Puzzle = { width: size, height: size, rooms, numbers };
  if (!unique(puzzle)) return null;
  for (const i of rng.shuffle([...numbers.keys()])) {
    const kept = numbers[i]!;
    if (kept < 0) continue;
    numbers[i] = -1;
    if (!unique(puzzle)) numbers[i] = kept;
  }
  return puzzle;
});
