import { createRng, gridNeighbours, type Rng, sideParams } from "@gridsmith/kit";
import { goalGivens, growRooms, mendRooms, roomCountSetter } from "@gridsmith/kit/setter";
import { EMPTY, type Params, type Puzzle, roomCells, topCell } from "./puzzle.js";
import { solutionProblems } from "./rules.js";
import { solve } from "./solve.js";

/** The generator's `size` field (4 to 6, default 6: larger drafts rarely mend to one answer) and its check of a params value. */
export const sizeParams = sideParams(4, 6, 6);

// Each solve is capped in nodes (not time), so the same seed gives the same puzzle.
const NODE_LIMIT = 20_000;

/**
 * Islands placed at random, none touching another by a side: cells in random order, each free one starts an
 * island of 1 to 4 cells grown through free cells clear of the islands so far. Returns each island's cells.
 */
function islands(n: number, rng: Rng): number[][] {
  const owner = new Array<number>(n * n).fill(-1);
  const clear = (i: number, island: number) =>
    owner[i] === -1 && gridNeighbours(i, n, n).every((j) => owner[j] === -1 || owner[j] === island);
  const out: number[][] = [];
  for (const start of rng.shuffle(Array.from({ length: n * n }, (_, i) => i))) {
    const k = out.length;
    if (!clear(start, k)) continue;
    const cells = [start];
    owner[start] = k;
    const want = 1 + rng.int(4);
    while (cells.length < want) {
      const next = cells.flatMap((i) => gridNeighbours(i, n, n)).filter((j) => clear(j, k));
      if (next.length === 0) break;
      const j = next[rng.int(next.length)]!;
      owner[j] = k;
      cells.push(j);
    }
    out.push(cells);
  }
  return out;
}

/**
 * The rooms' islands in `goal` (1 shaded) made to differ in size from the rooms beside them, in place: while
 * two rooms side by side have islands of one size, one of them (the other when it cannot) is shaded again,
 * a random island of a size no neighbour has, grown through its cells that touch no other room's island.
 * False when neither can, or after a bounded number of tries.
 */
function separateSizes(puzzle: Puzzle, goal: number[], rng: Rng): boolean {
  const { width, height, rooms } = puzzle;
  const cells = roomCells(puzzle);
  const sizeOf = (r: number) => cells[r]!.filter((i) => goal[i] === 1).length;
  const beside = cells.map(
    (room, r) =>
      new Set(
        room.flatMap((i) => gridNeighbours(i, width, height).map((j) => rooms[j]!)).filter((b) => b !== r),
      ),
  );
  const regrow = (r: number): boolean => {
    const taken = new Set([...beside[r]!].map(sizeOf));
    const old = cells[r]!.filter((i) => goal[i] === 1);
    for (const i of old) goal[i] = 0;
    const free = (i: number) =>
      goal[i] === 0 && gridNeighbours(i, width, height).every((j) => rooms[j] === r || goal[j] === 0);
    const starts = cells[r]!.filter(free);
    const sizes = Array.from({ length: Math.min(cells[r]!.length, 6) }, (_, k) => k + 1).filter(
      (k) => !taken.has(k),
    );
    for (const want of rng.shuffle(sizes)) {
      if (starts.length === 0) break;
      const island = [starts[rng.int(starts.length)]!];
      goal[island[0]!] = 1;
      while (island.length < want) {
        const next = island
          .flatMap((i) => gridNeighbours(i, width, height))
          .filter((j) => rooms[j] === r && free(j));
        if (next.length === 0) break;
        const j = next[rng.int(next.length)]!;
        goal[j] = 1;
        island.push(j);
      }
      if (island.length === want) return true;
      for (const i of island) goal[i] = 0;
    }
    for (const i of old) goal[i] = 1;
    return false;
  };
  for (let tries = 0; tries < 4 * cells.length; tries++) {
    const clash = cells.findIndex((_, r) => [...beside[r]!].some((b) => sizeOf(b) === sizeOf(r)));
    if (clash < 0) return true;
    const other = [...beside[clash]!].find((b) => sizeOf(b) === sizeOf(clash))!;
    const [first, second] = rng.int(2) === 0 ? [clash, other] : [other, clash];
    if (!regrow(first) && !regrow(second)) return false;
  }
  return false;
}

/** Every room numbered with its island's size in `goal`, each on its top cell. */
function numbered(puzzle: Puzzle, goal: readonly number[], rooms: readonly number[]): Puzzle {
  const numbers = new Array<number>(puzzle.rooms.length).fill(EMPTY);
  const cells = roomCells(puzzle);
  for (const r of rooms) numbers[topCell(puzzle, cells[r]!)] = cells[r]!.filter((i) => goal[i] === 1).length;
  return { ...puzzle, numbers };
}

/** A room per given, numbered with its shaded cells (the kit's `roomCountSetter`). */
const setter = roomCountSetter<Puzzle>(solve);

/**
 * A Shimaguni with exactly one solution, the same for the same size and seed; params are checked first.
 * Islands are placed at random and a room grown around each (the kit's `growRooms`); islands of rooms side
 * by side are reshaped until their sizes differ. With every room numbered, while the solver finds another
 * answer a cell it shades moves to a neighbouring room (the kit's `mendRooms`) and the islands are told
 * apart again; then the kit's `givensForUniqueness` keeps as few numbers as it can.
 * Every search is capped in nodes.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { size } = sizeParams.check(params);
  const rng = createRng(seed);
  for (let draft = 0; draft < 200; draft++) {
    const pieces = islands(size, rng);
    const goal = new Array<number>(size * size).fill(0);
    for (const cells of pieces) for (const i of cells) goal[i] = 1;
    const bare: Puzzle = {
      width: size,
      height: size,
      rooms: growRooms(size, size, pieces, rng),
      numbers: new Array<number>(size * size).fill(EMPTY),
    };
    let puzzle: Puzzle | null = bare;
    const all = () => roomCells(puzzle!).map((_, r) => r);
    for (let step = 0; puzzle !== null && step < size * size; step++) {
      // A move may set two rooms of one island size side by side: the islands change to tell them apart.
      if (!separateSizes(puzzle, goal, rng) || solutionProblems(puzzle, goal).length > 0) break;
      const result = solve(numbered(puzzle, goal, all()), { limit: 2, nodeLimit: NODE_LIMIT });
      if (result.status === "unique") {
        const givens = goalGivens(setter, puzzle, goal, NODE_LIMIT);
        if (givens === null) break;
        return numbered(
          puzzle,
          goal,
          givens.map((g) => g.index),
        );
      }
      if (result.status !== "multiple") break;
      const other = result.solutions.find((s) => s.some((v, i) => v !== goal[i]))!;
      const rooms = mendRooms(puzzle, goal, other, rng);
      puzzle = rooms === null ? null : { ...puzzle, rooms };
    }
  }
  throw new Error(`no unique ${size}x${size} Shimaguni in 200 drafts (seed ${seed})`);
}
