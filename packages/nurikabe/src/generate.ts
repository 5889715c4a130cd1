import { createRng, describeJson, NearestGrade, type Rng } from "@gridsmith/kit";
import { grade } from "./hints.js";
import {
  DIFFICULTIES,
  type Difficulty,
  MAX_GENERATED_SIDE,
  neighbours,
  type Params,
  type Puzzle,
} from "./puzzle.js";
import { islandsOf, randomShading, wallsJoinedWithout } from "./shading.js";
import { buildModel, solve } from "./solve.js";

/**
 * The params with defaults filled in; throws a RangeError unless both sides are whole numbers from 2 to
 * {@link MAX_GENERATED_SIDE} (within `limits.maxSide`) and the difficulty is one there is, at that size (a 2x2
 * is medium only).
 */
export function checkParams(params: Partial<Params>): Params {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(
      `the params are an object such as { width: 7, height: 7 }, not ${describeJson(params)}`,
    );
  const width = params.width ?? 7;
  const height = params.height ?? width;
  for (const [name, v] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (!Number.isInteger(v) || v < 2 || v > MAX_GENERATED_SIDE)
      throw new RangeError(`${name} must be 2 to ${MAX_GENERATED_SIDE}, got ${describeJson(v)}`);
  }
  const { difficulty } = params;
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty))
    throw new RangeError(`difficulty must be ${DIFFICULTIES.join(", ")}, got ${describeJson(difficulty)}`);
  // Every 2x2 puzzle is solved without trial (its drafts grade medium): expert is refused, not made medium.
  if (width === 2 && height === 2 && difficulty === "expert")
    throw new RangeError("a 2x2 grades medium only, not expert: ask medium, or a larger grid");
  return difficulty === undefined ? { width, height } : { width, height, difficulty };
}

/**
 * Whether the engine's propagation alone, without search, decides every cell: then the puzzle has exactly one
 * solution and yields to the reasoning the hints name (islands, walls, 2x2 blocks), without guessing.
 */
export function solvedByPropagation(puzzle: Puzzle): boolean {
  const { model, walls } = buildModel(puzzle);
  return model.propagate() && walls.every((x) => model.isFixed(x));
}

// Uniqueness is proved by a search capped in nodes (not time, so the same seed gives the same puzzle); a
// puzzle the cap cuts short is drawn again. The plain search: the drafts are easy for the engine (tens of
// nodes), where learning only costs its set-up; 15x15 took 1.1 s a puzzle with it against 2.0 s with learning
// (seeds 1-8).
const NODE_LIMIT = 20_000;

/**
 * Changes the intended answer `wall` and its numbers so that `other`, a second answer, no longer fits;
 * false when no cell allows it. The cells where the two differ fall into separate places (groups of touching
 * cells), each an ambiguity of its own: each gets one change. Where `other` opens an intended wall cell whose
 * neighbours are all wall, that cell becomes an island of 1 (the walls must stay joined without it); else,
 * where `other` shades a cell of an intended island, that island's number moves there (a number is never
 * shaded). Islands of 1 come first: they only add information, where a moved number can undo an earlier fix.
 */
function exclude(puzzle: Puzzle, wall: Uint8Array, other: readonly number[], rng: Rng): boolean {
  const differ = (i: number) => wall[i] !== other[i];
  const places = islandsOf(
    puzzle,
    [...wall.keys()].map((i) => (differ(i) ? 0 : 1)),
  );
  const moved = new Set<number>();
  let changed = false;
  for (const place of places) {
    const cells = rng.shuffle(place);
    const one = cells.find(
      (d) =>
        wall[d] === 1 &&
        neighbours(puzzle, d).every((j) => wall[j] === 1) &&
        wallsJoinedWithout(puzzle, wall, d),
    );
    if (one !== undefined) {
      wall[one] = 0;
      puzzle.clues[one] = 1;
      changed = true;
      continue;
    }
    // A wall cell `other` opens, beside one intended island and no other, joins that island as its number.
    const grow = cells.find((e) => {
      if (wall[e] !== 1 || !wallsJoinedWithout(puzzle, wall, e)) return false;
      const touching = islandsOf(puzzle, wall).filter((g) =>
        neighbours(puzzle, e).some((j) => g.includes(j)),
      );
      return touching.length === 1 && !touching[0]!.some((i) => moved.has(i));
    });
    if (grow !== undefined && rng.next() < 0.5) {
      const island = islandsOf(puzzle, wall).find((g) =>
        neighbours(puzzle, grow).some((j) => g.includes(j)),
      )!;
      const from = island.find((i) => puzzle.clues[i]! >= 0)!;
      wall[grow] = 0;
      puzzle.clues[from] = -1;
      puzzle.clues[grow] = island.length + 1;
      moved.add(grow);
      changed = true;
      continue;
    }
    for (const d of cells) {
      if (wall[d] !== 0) continue;
      const island = islandsOf(puzzle, wall).find((g) => g.includes(d))!;
      const from = island.find((i) => puzzle.clues[i]! >= 0)!;
      if (moved.has(from)) continue;
      puzzle.clues[d] = puzzle.clues[from]!;
      puzzle.clues[from] = -1;
      moved.add(d);
      changed = true;
      break;
    }
  }
  return changed;
}

/**
 * Unique puzzles drawn for a difficulty before the nearest is taken. Expert: 40 on small grids, fewer as they
 * grow (4 from 15x15, where a draw costs some 0.3 CPU-s), as most drafts of islands up to 4 cells grade
 * expert (29 of 30 at 15x15). Medium: 40 at every size, as its drafts (islands up to 3 or 2 cells, see
 * {@link largestIsland}) cost under 0.1 CPU-s at 15x15 and half or more of them grade medium.
 */
const gradedDraws = (area: number, difficulty: Difficulty | undefined): number =>
  difficulty === "medium" ? 40 : Math.max(4, Math.min(40, Math.floor(1000 / area)));

/**
 * The largest island a draft draws (fixes grow some past it): 4 cells, 3 on small grids; bigger ones leave so
 * many ways to shape them that the fixes rarely converge (15x15: 1.1 s a puzzle at 4 against 18 s at 5).
 * Smaller islands for medium: the more cells an island has, the likelier a place where only trial settles
 * its shape. Of 30 drafts (100 at 14x14 and 15x15) medium with islands of up to 4, 3 and 2 cells: 12x12 1, 9
 * and 23; 14x14 -, 12 and 72; 15x15 1, 12 and 63; 10x10 5 and 15 (of 4 and 3).
 */
function largestIsland(area: number, difficulty: Difficulty | undefined): number {
  if (area <= 25) return 3;
  if (difficulty === "medium") return area <= 100 ? 3 : 2;
  return 4;
}

/**
 * A puzzle with exactly one solution, the same for the same params and seed: a random shading (joined walls,
 * no 2x2 of wall, islands of up to a few cells), one number per island in a random cell of it; while the
 * solver finds a second solution, the intended answer changes where they differ so that the second no longer
 * fits (see `exclude`). Draws a new shading after 16 changes, or when `grade` does not give the puzzle the
 * difficulty asked for; after `gradedDraws` unique puzzles, the one whose grade was nearest.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { width, height, difficulty } = checkParams(params);
  const rng = createRng(seed);
  const shape = { width, height };
  const area = width * height;
  const maxIsland = largestIsland(area, difficulty);
  const draws = difficulty === undefined ? undefined : new NearestGrade<Puzzle>(difficulty);
  let graded = 0;
  for (;;) {
    const wall = randomShading(shape, rng, maxIsland, 0.4 + rng.next() * 0.15);
    if (wall === null) continue;
    const islands = islandsOf(shape, wall);
    if (islands.length === 0) continue;
    const puzzle: Puzzle = { width, height, clues: new Array<number>(area).fill(-1) };
    for (const g of islands) puzzle.clues[rng.pick(g)] = g.length;
    for (let fix = 0; fix < 16; fix++) {
      const result = solve(puzzle, { limit: 2, nodeLimit: NODE_LIMIT, learning: false });
      if (result.status === "unique") {
        if (!draws || draws.offer(puzzle, grade(puzzle).level)) return puzzle;
        // Tiny grids may have no puzzle of some levels at all: the nearest met, after enough draws.
        if (++graded >= gradedDraws(area, difficulty)) return draws.nearest();
        break;
      }
      if (result.status !== "multiple") break;
      const other = result.solutions.find((s) => s.some((v, i) => v !== wall[i]));
      if (other === undefined || !exclude(puzzle, wall, other, rng)) break;
    }
  }
}
