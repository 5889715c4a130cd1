import { centreEdges, createRng, gridNeighbours, type Rng, sideParams } from "@gridsmith/kit";
import { firstDraft } from "@gridsmith/kit/setter";
import type { Params, Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** The generator's `size` field, its reader and its check (the kit's square-side params, 4 to 10, 7 first). */
export const sizeParams = sideParams(4, 10, 7);

/** The params with the default filled in; throws a RangeError unless the size is 4 to 10. */
export const checkParams: (params: Partial<Params>) => Params = sizeParams.check;

// Uniqueness is proved by a search capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

/**
 * Paths that cover most of a `size` x `size` grid: each starts at a free cell with the fewest free
 * neighbours and walks to a free neighbour with the fewest free neighbours of its own (ties at random) until
 * it has `2 + rng.int(size)` cells or is stuck. A free cell with no free neighbour stays empty.
 */
function randomPaths(size: number, rng: Rng): number[][] {
  const free = new Array<boolean>(size * size).fill(true);
  const around = (i: number) => gridNeighbours(i, size, size).filter((j) => free[j]);
  const fewest = (cells: number[]) => {
    const least = Math.min(...cells.map((i) => around(i).length));
    return rng.pick(cells.filter((i) => around(i).length === least));
  };
  const paths: number[][] = [];
  for (;;) {
    const open = free.flatMap((f, i) => (f && around(i).length > 0 ? [i] : []));
    if (open.length === 0) return paths;
    const path = [fewest(open)];
    free[path[0]!] = false;
    const length = 3 + rng.int(size);
    while (path.length < length) {
      const next = around(path.at(-1)!);
      if (next.length === 0) break;
      const j = fewest(next);
      free[j] = false;
      path.push(j);
    }
    paths.push(path);
  }
}

/** The puzzle whose pairs are the ends of `paths`, numbered 1 up in order. */
function puzzleOf(size: number, paths: readonly number[][]): Puzzle {
  const numbers = new Array<number>(size * size).fill(-1);
  paths.forEach((path, p) => {
    numbers[path[0]!] = p + 1;
    numbers[path.at(-1)!] = p + 1;
  });
  return { width: size, height: size, numbers };
}

/**
 * A Numberlink with exactly one solution, the same for the same size and seed; params are checked first.
 * The ends of random paths that cover the grid are the numbers; while another answer stands, a path of four
 * cells or more that it reroutes is cut in two in its middle (two new numbers), up to a few times, else the
 * generator starts again.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = checkParams(params);
  const rng = createRng(seed);
  const draft = (): Puzzle | null => {
    const paths = randomPaths(size, rng);
    for (let mend = 0; mend < 2 * size; mend++) {
      const puzzle = puzzleOf(size, paths);
      const result = solve(puzzle, { limit: 2, nodeLimit: NODE_LIMIT });
      if (result.status === "unique") return puzzle;
      if (result.status !== "multiple") break;
      // A path of the intended answer that the other answer does not draw: one of its lines is off there.
      const other = result.solutions.find((s) => paths.some((path) => !drawn(size, path, s)));
      const cut = paths.findIndex((path) => path.length >= 4 && other && !drawn(size, path, other));
      if (cut < 0) break;
      const path = paths[cut]!;
      const middle = Math.floor(path.length / 2);
      paths.splice(cut, 1, path.slice(0, middle), path.slice(middle));
    }
    return null;
  };
  return firstDraft(100, draft, `unique ${size}x${size} Numberlink`, seed);
}

/** Whether `solution` draws every line of `path`. */
function drawn(size: number, path: readonly number[], solution: readonly number[]): boolean {
  return path.slice(1).every((j, k) => {
    const i = path[k]!;
    const [up, down, left, right] = centreEdges.around(size, size, i);
    const line = j === i - size ? up : j === i + size ? down : j === i - 1 ? left : right;
    return solution[line!] === 1;
  });
}
