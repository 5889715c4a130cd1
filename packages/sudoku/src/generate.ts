import { createRng, describeJson, type Rng } from "@gridsmith/kit";
import { Board } from "./logic/board.js";
import { gradeOf, LEVELS, type Level, levelIndex, logicPath, solvesUpTo } from "./logic/ladder.js";
import { emptySudoku, geometry, isSupportedSize, limits, SIZES, type Sudoku } from "./puzzle.js";
import { search } from "./solver/solve.js";

/** How the givens of a generated puzzle are placed: freely, or in pairs mirrored by a symmetry. */
export type Symmetry = "none" | "rotational" | "mirror" | "diagonal";

/** Symmetries, for the CLI and forms. */
export const SYMMETRIES: readonly Symmetry[] = ["none", "rotational", "mirror", "diagonal"];

/** Parameters of {@link generate}. */
export interface GenerateParams {
  /** Grid size (default 9). */
  size?: number;
  /** Grade to hit (default "medium", or the hardest level up to it that the size reaches: "easy" on 4x4). */
  difficulty?: Level;
  /** Default "rotational" (180 degrees), as in most published puzzles. */
  symmetry?: Symmetry;
}

/**
 * Levels a small grid can be generated at. A 4x4 never needs more than singles; a 6x6 almost never needs pairs
 * or triples without also needing a wing (none in thousands of random minimal 6x6 puzzles).
 */
const REACHABLE: Record<number, readonly Level[]> = {
  4: ["easy"],
  6: ["easy", "medium", "expert", "diabolical"],
};

/**
 * The checked form of {@link GenerateParams}, checked against the package's limits before anything is sized
 * by them; throws a RangeError saying what is wrong ("size 1000000000 is over the largest side, 25").
 */
export function resolveGenerateParams(params: GenerateParams = {}): Required<GenerateParams> {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(`the params must be an object such as { "size": 9 }, got ${describeJson(params)}`);
  const size = params.size ?? 9;
  const symmetry = params.symmetry ?? "rotational";
  if (typeof size === "number" && Number.isInteger(size) && size > limits.maxSide)
    throw new RangeError(`size ${size} is over the largest side, ${limits.maxSide}`);
  if (typeof size !== "number" || !isSupportedSize(size))
    throw new RangeError(`size must be one of ${SIZES.join(", ")}, got ${describeJson(size)}`);
  // No difficulty: medium, or on a size that cannot reach it (4x4) the easiest level it has.
  const difficulty = params.difficulty ?? (REACHABLE[size]?.includes("medium") === false ? "easy" : "medium");
  if (!LEVELS.includes(difficulty)) {
    throw new RangeError(`difficulty must be one of ${LEVELS.join(", ")}, got ${describeJson(difficulty)}`);
  }
  const reachable = REACHABLE[size];
  if (reachable && !reachable.includes(difficulty)) {
    throw new RangeError(
      `${size}x${size} puzzles at '${difficulty}' are too rare to generate; choose one of ${reachable.join(", ")}`,
    );
  }
  // Diabolical proves each removed given unique by search: on 25x25 some 625 searches, each of which may take
  // seconds (the generate sweep saw runs go past 20 CPU-s), so it is refused at once rather than left unbounded.
  if (size === 25 && difficulty === "diabolical")
    throw new RangeError(
      "25x25 puzzles at 'diabolical' take too long to generate; choose one of easy, medium, hard, expert",
    );
  if (!SYMMETRIES.includes(symmetry)) {
    throw new RangeError(`symmetry must be one of ${SYMMETRIES.join(", ")}, got ${describeJson(symmetry)}`);
  }
  return { size, difficulty, symmetry };
}

/** Groups of cells that a symmetry keeps together (each cell in exactly one orbit). */
function orbits(size: number, symmetry: Symmetry): number[][] {
  const seen = new Uint8Array(size * size);
  const out: number[][] = [];
  for (let c = 0; c < size * size; c++) {
    if (seen[c]) continue;
    const r = Math.floor(c / size);
    const col = c % size;
    const mate =
      symmetry === "rotational"
        ? size * size - 1 - c
        : symmetry === "mirror"
          ? r * size + (size - 1 - col)
          : symmetry === "diagonal"
            ? col * size + r
            : c;
    const orbit = mate === c ? [c] : [c, mate];
    for (const x of orbit) seen[x] = 1;
    out.push(orbit);
  }
  return out;
}

/** Whether the ladder, up to `level`, solves the cells outright (which also proves the solution unique). */
function solvableUpTo(size: number, cells: number[], level: Level): boolean {
  return solvesUpTo(Board.from(size, cells), level);
}

function unique(size: number, cells: number[]): boolean {
  const r = search(size, cells, { limit: 2, nodeLimit: 200_000 });
  return r.complete && r.count === 1;
}

/** A random complete grid. */
function fullGrid(size: number, rng: Rng): number[] {
  const r = search(size, emptySudoku(size).cells, { limit: 1, random: rng });
  return r.solutions[0]!;
}

/** One try: a random grid, cells taken away in random order while the puzzle stays within the level. */
function attempt(size: number, target: Level, symmetry: Symmetry, rng: Rng): number[] {
  const full = fullGrid(size, rng);
  const cells = [...full];
  const groups = rng.shuffle(orbits(size, symmetry));
  const logical = target !== "diabolical";
  for (const group of groups) {
    const saved = group.map((c) => cells[c]!);
    for (const c of group) cells[c] = 0;
    const keep = logical ? solvableUpTo(size, cells, target) : unique(size, cells);
    if (!keep) {
      group.forEach((c, i) => {
        cells[c] = saved[i]!;
      });
    }
  }
  // On a small grid a level may be rare (6x6 medium with rotational or mirror symmetry: 8 of seeds 1-20 came
  // out easy after 1000 attempts): an attempt that lands below it takes one step more.
  if (REACHABLE[size] && logical && levelIndex(levelOf(size, cells)) < levelIndex(target))
    return swapped(size, cells, target, groups, full) ?? cells;
  return cells;
}

/** The level the ladder grades the cells at. */
function levelOf(size: number, cells: number[]): Level {
  return gradeOf(logicPath(Board.from(size, cells))).level as Level;
}

/**
 * An attempt that came out easier than `target`, moved one step: one group given back and another taken away,
 * the first pair (in the attempt's group order) that the ladder still solves up to the target and grades at
 * it; null when none does. The attempt took away every group it could, so no single removal gets there.
 */
function swapped(
  size: number,
  cells: number[],
  target: Level,
  groups: number[][],
  full: number[],
): number[] | null {
  const removed = groups.filter((g) => cells[g[0]!] === 0);
  const kept = groups.filter((g) => cells[g[0]!] !== 0);
  for (const back of removed) {
    for (const c of back) cells[c] = full[c]!;
    for (const out of kept) {
      for (const c of out) cells[c] = 0;
      // Solved by the ladder up to the target (so unique), with a step at the target.
      const path = logicPath(Board.from(size, cells), target);
      if (path.solved && gradeOf(path).level === target) return [...cells];
      for (const c of out) cells[c] = full[c]!;
    }
    for (const c of back) cells[c] = 0;
  }
  return null;
}

/** Grids tried before settling for the nearest grade (only rare levels of small grids get near it). */
const ATTEMPTS = 1000;

/**
 * A puzzle with exactly one solution at the asked grade, the same for the same params and seed. Each try
 * takes a random grid and removes givens (in symmetric groups) in random order while the ladder, up to the
 * asked level, still solves it, which also proves the solution unique; for "diabolical" while the solver
 * proves it unique. A try that ends below the asked grade is thrown away. A 9x9 takes a few tries at every
 * level (well under a second); on 6x6 "medium" is rare, so a 6x6 try that ends below the level swaps one
 * group given back for one taken away (see `swapped`); if 1000 tries all miss, the puzzle of the nearest grade
 * is returned.
 */
export function generate(params: GenerateParams, seed: number): Sudoku {
  const { size, difficulty, symmetry } = resolveGenerateParams(params);
  geometry(size);
  const rng = createRng(seed);
  let best: { cells: number[]; distance: number } | null = null;
  const target = levelIndex(difficulty);
  for (let i = 0; i < ATTEMPTS; i++) {
    const cells = attempt(size, difficulty, symmetry, rng);
    const level = gradeOf(logicPath(Board.from(size, cells))).level as Level;
    const distance = Math.abs(levelIndex(level) - target);
    if (distance === 0) return { size, cells };
    if (!best || distance < best.distance) best = { cells, distance };
  }
  return { size, cells: best!.cells };
}
