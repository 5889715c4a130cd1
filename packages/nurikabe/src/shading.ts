import { gridGroups, type Rng } from "@gridsmith/kit";
import { blocks, neighbours, type Puzzle } from "./puzzle.js";

// Random answers for the generator: a shading that follows every rule but the numbers (walls joined, no
// 2x2 of wall, islands of a bounded size), grown from an all-wall grid one island cell at a time.

type Shape = Pick<Puzzle, "width" | "height">;

/** Whether the walls stay one group with cell `without` (a wall now) made island (-1: as they are). */
export function wallsJoinedWithout(shape: Shape, wall: Uint8Array, without: number): boolean {
  return gridGroups(shape, (i) => wall[i] === 1 && i !== without).length <= 1;
}

/** The island groups of a shading (cells that are not wall, joined). */
export function islandsOf(shape: Shape, wall: ArrayLike<number>): number[][] {
  const seen = new Uint8Array(wall.length);
  const out: number[][] = [];
  for (let s = 0; s < wall.length; s++) {
    if (seen[s] || wall[s] === 1) continue;
    seen[s] = 1;
    const g = [s];
    for (let q = 0; q < g.length; q++)
      for (const j of neighbours(shape, g[q]!))
        if (!seen[j] && wall[j] !== 1) {
          seen[j] = 1;
          g.push(j);
        }
    out.push(g);
  }
  return out;
}

/** The size of the island cell `i` would join (itself and every island group it touches). */
function joinedSize(shape: Shape, wall: Uint8Array, i: number): number {
  const seen = new Set<number>([i]);
  const stack = [i];
  while (stack.length > 0)
    for (const j of neighbours(shape, stack.pop()!))
      if (!seen.has(j) && wall[j] === 0) {
        seen.add(j);
        stack.push(j);
      }
  return seen.size;
}

/**
 * A random shading (1 wall, 0 island) with joined walls, no 2x2 of wall and islands of at most `maxIsland`
 * cells, or null when the grid got stuck (the caller draws again). About `fill` of the cells end as island.
 */
export function randomShading(shape: Shape, rng: Rng, maxIsland: number, fill: number): Uint8Array | null {
  const n = shape.width * shape.height;
  const wall = new Uint8Array(n).fill(1);
  const pools = blocks(shape);
  let island = 0;
  const tryCell = (i: number): boolean => {
    if (wall[i] === 0) return false;
    if (joinedSize(shape, wall, i) > maxIsland) return false;
    if (!wallsJoinedWithout(shape, wall, i)) return false;
    wall[i] = 0;
    island++;
    return true;
  };
  // Every 2x2 of wall broken first, in random order, so the islands spread over the whole grid; then more
  // island cells anywhere up to the fill, which never makes a 2x2 of wall.
  for (const b of rng.shuffle([...pools]))
    if (b.every((i) => wall[i] === 1) && !rng.shuffle([...b]).some(tryCell)) return null;
  for (let tries = 0; island < n * fill && tries < n * 4; tries++) tryCell(rng.int(n));
  return wall;
}
