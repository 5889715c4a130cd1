import { Model } from "@gridsmith/constraint";
import { createRng, describeJson, type Rng } from "@gridsmith/kit";
import { aimAt, drawsFor } from "./difficulty.js";
import {
  boxShape,
  type Cage,
  DIFFICULTIES,
  type Difficulty,
  type Params,
  type Puzzle,
  SIZES,
  unitsOf,
} from "./puzzle.js";
import { limits } from "./shape.js";
import { solve } from "./solve.js";

/** Cage changes tried before the generator gives a digit away instead (each costs one solve). */
const MAX_SPLITS = 40;

/**
 * Levels a small grid is generated at: a 4x4 reached hard in 1 of 12 seeds and expert in none (the generate
 * sweep), the nearest grade (medium) coming back instead, so they are refused with the levels it has.
 */
const REACHABLE: Partial<Record<number, readonly Difficulty[]>> = { 4: ["easy", "medium"] };

/** Checks generator params and fills in defaults; throws a RangeError that says what is wrong. */
export function checkParams(params: Partial<Params>): Params & { maxCage: number } {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(`the params must be an object such as { "size": 9 }, got ${describeJson(params)}`);
  const size = params.size ?? 9;
  if (typeof size === "number" && Number.isInteger(size) && size > limits.maxSide)
    throw new RangeError(`size ${size} is over the largest side, ${limits.maxSide}`);
  if (typeof size !== "number" || !boxShape(size))
    throw new RangeError(`size must be ${SIZES.join(", ")}, got ${describeJson(size)}`);
  const maxCage = params.maxCage ?? Math.min(size, 4);
  if (typeof maxCage !== "number" || !Number.isInteger(maxCage) || maxCage < 2 || maxCage > size)
    throw new RangeError(`maxCage must be a whole number 2 to ${size}, got ${describeJson(maxCage)}`);
  const { difficulty } = params;
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty))
    throw new RangeError(`difficulty must be ${DIFFICULTIES.join(", ")}, got ${describeJson(difficulty)}`);
  const reachable = REACHABLE[size];
  if (difficulty !== undefined && reachable && !reachable.includes(difficulty))
    throw new RangeError(
      `${size}x${size} puzzles at '${difficulty}' are too rare to generate; choose one of ${reachable.join(", ")}`,
    );
  return difficulty === undefined ? { size, maxCage } : { size, maxCage, difficulty };
}

/** A random full grid: the engine with every unit all-different, values tried in random order. */
export function randomGrid(size: number, rng: Rng): number[] {
  const m = new Model();
  const vars = m.intVars(size * size, 1, size);
  for (const unit of unitsOf(size)) m.allDifferent(unit.map((i) => vars[i]!));
  const found = m.solve({ limit: 1, valueOrder: (model, x) => rng.pick(model.values(x)) });
  return found.solutions[0]!;
}

function neighbours(size: number, i: number): number[] {
  const r = Math.floor(i / size);
  const c = i % size;
  const out: number[] = [];
  if (c > 0) out.push(i - 1);
  if (c < size - 1) out.push(i + 1);
  if (r > 0) out.push(i - size);
  if (r < size - 1) out.push(i + size);
  return out;
}

/**
 * Random cages over a full grid: each grows from a random free cell to a random target size through free
 * neighbours whose digit it does not hold yet. A lone cell left over joins a neighbouring cage that can take
 * its digit (even one already at `maxCage`), since a one-cell cage gives its digit away.
 */
export function randomCages(grid: readonly number[], size: number, maxCage: number, rng: Rng): Cage[] {
  const owner = new Int32Array(grid.length).fill(-1);
  const groups: number[][] = [];
  for (const start of rng.shuffle([...grid.keys()])) {
    if (owner[start] !== -1) continue;
    const target = 2 + rng.int(maxCage - 1);
    const cells = [start];
    owner[start] = groups.length;
    while (cells.length < target) {
      const held = new Set(cells.map((i) => grid[i]));
      const free = cells.flatMap((i) =>
        neighbours(size, i).filter((j) => owner[j] === -1 && !held.has(grid[j])),
      );
      if (free.length === 0) break;
      const next = rng.pick(free);
      owner[next] = groups.length;
      cells.push(next);
    }
    groups.push(cells);
  }
  for (const [k, cells] of groups.entries()) {
    if (cells.length !== 1) continue;
    const i = cells[0]!;
    const host = neighbours(size, i)
      .map((j) => owner[j]!)
      .find(
        (g) =>
          g !== k &&
          groups[g]!.length > 0 &&
          groups[g]!.length <= maxCage &&
          groups[g]!.every((j) => grid[j] !== grid[i]),
      );
    if (host === undefined) continue;
    groups[host]!.push(i);
    owner[i] = host;
    groups[k] = [];
  }
  return withSums(
    grid,
    groups.filter((cells) => cells.length > 0),
  );
}

/** The parts of `cells` that touch side by side. */
function components(size: number, cells: number[]): number[][] {
  const left = new Set(cells);
  const parts: number[][] = [];
  for (const first of cells) {
    if (!left.delete(first)) continue;
    const part = [first];
    for (let k = 0; k < part.length; k++)
      for (const j of neighbours(size, part[k]!)) if (left.delete(j)) part.push(j);
    parts.push(part);
  }
  return parts;
}

function withSums(grid: readonly number[], groups: number[][]): Cage[] {
  return groups
    .map((cells) => {
      const sorted = [...cells].sort((a, b) => a - b);
      return { sum: sorted.reduce((s, i) => s + grid[i]!, 0), cells: sorted };
    })
    .sort((a, b) => a.cells[0]! - b.cells[0]!);
}

/**
 * One step towards uniqueness where two solutions differ at cell i: i leaves its cage (which may fall in
 * pieces, each its own cage) and joins a smaller neighbouring cage that lacks its digit, or stays alone. The
 * sums then tell apart what they did not; a lone cell is a given in all but name, so it is the last resort.
 */
function splitAt(
  grid: readonly number[],
  size: number,
  maxCage: number,
  cages: Cage[],
  i: number,
  rng: Rng,
): Cage[] {
  const groups = cages.map((c) => [...c.cells]);
  const home = groups.findIndex((g) => g.includes(i));
  const rest = groups[home]!.filter((j) => j !== i);
  groups.splice(home, 1, ...components(size, rest));
  const hosts = groups.filter(
    (g) =>
      g.length < maxCage &&
      g.some((j) => neighbours(size, i).includes(j)) &&
      g.every((j) => grid[j] !== grid[i]),
  );
  if (hosts.length > 0) rng.pick(hosts).push(i);
  else groups.push([i]);
  return withSums(grid, groups);
}

/**
 * A killer sudoku with exactly one solution, the same for the same params and seed: a random full grid and
 * random cages over it; while the solver finds two solutions, a cell where they differ moves to another cage
 * (`splitAt`), and after `MAX_SPLITS` moves a digit is given there instead. With a `difficulty`, see
 * `aimAt` (difficulty.ts): puzzles graded harder get givens, easier ones are drawn again.
 */
export function generate(params: Partial<Params>, seed: number): Puzzle {
  const { size, maxCage, difficulty } = checkParams(params);
  const rng = createRng(seed);
  if (difficulty !== undefined)
    return aimAt(difficulty, () => uniquePuzzle(size, maxCage, rng), drawsFor(size));
  return uniquePuzzle(size, maxCage, rng).puzzle;
}

/** A unique puzzle from the generator's random stream, with the grid it was made from. */
function uniquePuzzle(size: number, maxCage: number, rng: Rng): { puzzle: Puzzle; grid: number[] } {
  const grid = randomGrid(size, rng);
  const givens = new Array<number>(size * size).fill(0);
  let cages = randomCages(grid, size, maxCage, rng);
  for (let step = 0; ; step++) {
    const result = solve({ size, cages, givens }, { limit: 2 });
    if (result.status === "unique") return { puzzle: { size, cages, givens }, grid };
    const [a, b] = result.solutions as [number[], number[]];
    const i = rng.pick([...grid.keys()].filter((k) => a[k] !== b[k]));
    if (step < MAX_SPLITS) cages = splitAt(grid, size, maxCage, cages, i, rng);
    else givens[i] = grid[i]!;
  }
}
