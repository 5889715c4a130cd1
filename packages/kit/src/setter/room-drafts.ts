// Drafts of the room genres whose rooms each hold one piece of the shading (Norinori's dominoes, LITS's
// tetrominoes): rooms grown around an intended shading's pieces, then mended while the solver still finds
// another answer: a cell the other answer shades, and the intended one does not, moves to a neighbouring
// room. The intended answer survives every move; the other one usually does not (`uniqueRoomDraft`).
import { gridNeighbours } from "../cells.js";
import { canonicalRooms } from "../puzzlink-rooms.js";
import type { Rng } from "../rng.js";
import type { SolveOptions, SolveResult } from "../types.js";

/** A grid of rooms: `width` x `height` cells, row by row, each cell's room. */
export interface RoomGrid {
  width: number;
  height: number;
  rooms: readonly number[];
}

/**
 * The cells of `room` that leave it with `x`: `x` itself and every piece of the room cut off from the room's
 * shaded cells in `intended` once `x` is gone (unshaded there, they may go along).
 */
function leaving(grid: RoomGrid, intended: readonly number[], room: number, x: number): number[] {
  const { width, height, rooms } = grid;
  const stays = new Set<number>();
  const stack = rooms.flatMap((r, i) => (r === room && intended[i] === 1 ? [i] : []));
  for (const i of stack) stays.add(i);
  while (stack.length > 0)
    for (const j of gridNeighbours(stack.pop()!, width, height))
      if (rooms[j] === room && j !== x && !stays.has(j)) {
        stays.add(j);
        stack.push(j);
      }
  return rooms.flatMap((r, i) => (r === room && !stays.has(i) ? [i] : []));
}

/**
 * The rooms of a draft with a second answer, mended: a random cell shaded in `other` but not in `intended`
 * moves to a room beside it (when none can, a neighbour of one that neither shades moves instead), with any piece of its room cut off from the room's intended shaded cells (all
 * unshaded in `intended`, so every room keeps its intended shading and stays one piece). Rooms come back
 * numbered in reading order; null when no cell can move.
 */
export function mendRooms(
  grid: RoomGrid,
  intended: readonly number[],
  other: readonly number[],
  rng: Rng,
): number[] | null {
  const { width, height } = grid;
  const moves: [number, number][] = [];
  other.forEach((v, x) => {
    if (v !== 1 || intended[x] === 1) return;
    for (const y of gridNeighbours(x, width, height))
      if (grid.rooms[y] !== grid.rooms[x]) moves.push([x, grid.rooms[y]!]);
  });
  // A cell the other answer shades deep in its room (every neighbour in that room) cannot move itself: a
  // neighbour of it that neither answer shades moves instead, taking the room's edge a cell closer to it.
  if (moves.length === 0)
    other.forEach((v, x) => {
      if (v !== 1 || intended[x] === 1) return;
      for (const z of gridNeighbours(x, width, height)) {
        if (other[z] === 1 || intended[z] === 1) continue;
        for (const y of gridNeighbours(z, width, height))
          if (grid.rooms[y] !== grid.rooms[z]) moves.push([z, grid.rooms[y]!]);
      }
    });
  if (moves.length === 0) return null;
  const [x, room] = moves[rng.int(moves.length)]!;
  const rooms = [...grid.rooms];
  for (const i of leaving(grid, intended, rooms[x]!, x)) rooms[i] = room;
  return canonicalRooms(width, height, rooms);
}

/**
 * Rooms grown from `pieces` (cells of a `width` x `height` grid, one room each, the k-th piece room k before
 * renumbering): a random cell beside a room joins the smallest room beside it (small rooms leave their piece
 * fewer places) until every cell has one. Rooms come back numbered in reading order.
 */
export function growRooms(
  width: number,
  height: number,
  pieces: readonly (readonly number[])[],
  rng: Rng,
): number[] {
  const n = width * height;
  const rooms = new Array<number>(n).fill(-1);
  pieces.forEach((cells, k) => {
    for (const i of cells) rooms[i] = k;
  });
  const sizes = pieces.map((cells) => cells.length);
  for (let left = rooms.filter((r) => r < 0).length; left > 0; ) {
    const i = rng.int(n);
    if (rooms[i]! >= 0) continue;
    const beside = gridNeighbours(i, width, height)
      .map((j) => rooms[j]!)
      .filter((r) => r >= 0);
    if (beside.length === 0) continue;
    const room = beside.reduce((a, b) => (sizes[b]! < sizes[a]! ? b : a));
    rooms[i] = room;
    sizes[room]!++;
    left--;
  }
  return canonicalRooms(width, height, rooms);
}

/**
 * Random rooms of a `width` x `height` grid: from the first cell without a room, in reading order, a room
 * grows to a size drawn from `sizes` through random neighbours without a room (smaller when it runs out of
 * them). With `joinSingles`, a room left at one cell (past the first) joins a neighbour's room instead.
 * Rooms come back numbered in reading order.
 */
export function randomRooms(
  width: number,
  height: number,
  sizes: readonly number[],
  rng: Rng,
  joinSingles = false,
): number[] {
  const rooms = new Array<number>(width * height).fill(-1);
  let next = 0;
  for (let start = 0; start < width * height; start++) {
    if (rooms[start] !== -1) continue;
    const size = rng.pick(sizes);
    const cells = [start];
    rooms[start] = next;
    while (cells.length < size) {
      const free = cells.flatMap((i) => gridNeighbours(i, width, height).filter((j) => rooms[j] === -1));
      if (free.length === 0) break;
      const j = rng.pick(free);
      rooms[j] = next;
      cells.push(j);
    }
    if (joinSingles && cells.length === 1 && start > 0)
      rooms[start] = rooms[gridNeighbours(start, width, height).find((j) => rooms[j]! >= 0 && j !== start)!]!;
    else next++;
  }
  return canonicalRooms(width, height, rooms);
}

/**
 * A draft of a `size` x `size` room genre whose one answer shades `pieces` (Norinori's dominoes, LITS's
 * tetrominoes), or null: rooms grown around the pieces ({@link growRooms}), then mended ({@link mendRooms})
 * while `solve` (asked for two answers) finds another, at most once a cell. Null when a search ends without
 * a verdict (its budget ran out) or no cell can move: the caller draws new pieces.
 */
export function uniqueRoomDraft(
  size: number,
  pieces: readonly (readonly number[])[],
  rng: Rng,
  solve: (
    grid: { width: number; height: number; rooms: number[] },
    options: SolveOptions,
  ) => SolveResult<number[]>,
): { width: number; height: number; rooms: number[] } | null {
  const intended = new Array<number>(size * size).fill(0);
  for (const cells of pieces) for (const i of cells) intended[i] = 1;
  let grid = { width: size, height: size, rooms: growRooms(size, size, pieces, rng) };
  for (let step = 0; step < size * size; step++) {
    const result = solve(grid, { limit: 2 });
    if (result.status === "unique") return grid;
    if (result.status !== "multiple") return null;
    const other = result.solutions.find((s) => s.some((v, i) => v !== intended[i]))!;
    const rooms = mendRooms(grid, intended, other, rng);
    if (rooms === null) return null;
    grid = { ...grid, rooms };
  }
  return null;
}
