import { createRng, describeJson, type Rng } from "@gridsmith/kit";
import {
  cellEdges,
  DIFFICULTIES,
  type Difficulty,
  edgeCount,
  MAX_SIDE,
  type Params,
  type Puzzle,
} from "./puzzle.js";
import { solutionProblems } from "./rules.js";
import { buildModel, solve } from "./solve.js";

/**
 * Throws a RangeError unless the params are an object, both sides are whole numbers from 2 to {@link MAX_SIDE}
 * ("width 1000000000 is over the largest side, 60") and the difficulty is one of {@link DIFFICULTIES}.
 */
export function checkParams(params: Partial<Params>): Required<Params> {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(`the params must be an object such as { "width": 10 }, got ${describeJson(params)}`);
  const width = params.width ?? 7;
  const height = params.height ?? width;
  const difficulty: Difficulty = params.difficulty ?? "easy";
  if (!DIFFICULTIES.includes(difficulty))
    throw new RangeError(`difficulty must be ${DIFFICULTIES.join(" or ")}, got ${describeJson(difficulty)}`);
  for (const [name, v] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (typeof v === "number" && Number.isInteger(v) && v > MAX_SIDE)
      throw new RangeError(`${name} ${v} is over the largest side, ${MAX_SIDE}`);
    if (typeof v !== "number" || !Number.isInteger(v) || v < 2)
      throw new RangeError(`${name} must be 2 to ${MAX_SIDE}, got ${describeJson(v)}`);
  }
  return { width, height, difficulty };
}

/**
 * A random single loop: the boundary of a region of cells grown one neighbour at a time, a cell joining only
 * when the boundary stays one loop (no holes, no cells touching only at a corner). Returns the edges, 0/1.
 */
export function randomLoop(width: number, height: number, rng: Rng): number[] {
  const shape = { width, height, clues: new Array<number>(width * height).fill(-1) };
  const inside = new Uint8Array(width * height);
  const boundary = (): number[] => {
    const edges = new Array<number>(edgeCount(shape)).fill(0);
    inside.forEach((x, i) => {
      if (x === 1) for (const e of cellEdges(shape, i)) edges[e] ^= 1;
    });
    return edges;
  };
  inside[rng.int(width * height)] = 1;
  // Half to two thirds of the cells inside gives loops that wander over the whole grid.
  const target = Math.max(1, Math.round(width * height * (0.5 + rng.next() / 6)));
  let size = 1;
  for (let tries = 0; size < target && tries < width * height * 12; tries++) {
    const i = rng.int(width * height);
    if (inside[i] === 1) continue;
    const r = Math.floor(i / width);
    const c = i % width;
    const touches =
      (r > 0 && inside[i - width] === 1) ||
      (r < height - 1 && inside[i + width] === 1) ||
      (c > 0 && inside[i - 1] === 1) ||
      (c < width - 1 && inside[i + 1] === 1);
    if (!touches) continue;
    inside[i] = 1;
    if (solutionProblems(shape, boundary()).length > 0) inside[i] = 0;
    else size++;
  }
  return boundary();
}

/**
 * Whether the engine's propagation alone, without search, fixes every edge: then the puzzle has exactly one
 * solution (propagation removes only what no solution has), and a person can solve it by the rules the hints
 * name. A check is one propagation, so generating stays fast; proving uniqueness by search instead took
 * about 6 s for a 15x15 and left puzzles that need guessing.
 */
export function solvedByPropagation(puzzle: Puzzle): boolean {
  const { model, edges } = buildModel(puzzle);
  return model.propagate() && edges.every((x) => model.isFixed(x));
}

/** Every cell's clue for a loop. */
function cluesOf(width: number, height: number, loop: readonly number[]): number[] {
  return Array.from({ length: width * height }, (_, i) =>
    cellEdges({ width, height }, i).reduce((n, e) => n + loop[e]!, 0),
  );
}

// A `hard` removal keeps a clue whose absence the search cannot settle within this many nodes, so one slow
// proof costs a clue, not minutes. A node budget, not a time one: the same seed must give the same puzzle on
// a busy machine too. 2,000 nodes is about what the 2 s this used to allow bought on a quiet machine.
const HARD_PROOF_NODES = 2000;
// Full clues that propagation does not solve are proven unique by search, within this many nodes (a loop
// over budget is drawn again).
const FULL_CLUES_NODES = 20_000;

/**
 * A puzzle with exactly one solution, the same for the same params and seed: a random loop, every cell's clue
 * from it, then clues taken away in random order while propagation alone still finds the loop; for `hard`,
 * then each clue left taken away (again in random order) while the learning search still proves the loop is
 * the only one (limit 2) within a node budget: nodes, not time, decide what is kept, so the same params and
 * seed give the same puzzle on any machine. `hard` takes about a second for a 10x10 and tens of seconds for a 20x20.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { width, height, difficulty } = checkParams(params);
  const rng = createRng(seed);
  // Some loops are not found by propagation even with every clue given; draw again (tiny grids may never
  // get one, so after a while any loop whose full clues are unique by search is taken).
  let loop: number[] = [];
  let clues: number[] = [];
  for (let attempt = 0; ; attempt++) {
    loop = randomLoop(width, height, rng);
    clues = cluesOf(width, height, loop);
    if (solvedByPropagation({ width, height, clues })) break;
    if (attempt >= 50 && solve({ width, height, clues }, { nodeLimit: FULL_CLUES_NODES }).status === "unique")
      break;
  }
  for (const i of rng.shuffle([...clues.keys()])) {
    const kept = clues[i]!;
    clues[i] = -1;
    if (!solvedByPropagation({ width, height, clues })) clues[i] = kept;
  }
  if (difficulty === "hard") {
    for (const i of rng.shuffle([...clues.keys()])) {
      const kept = clues[i]!;
      if (kept < 0) continue;
      clues[i] = -1;
      if (solve({ width, height, clues }, { limit: 2, nodeLimit: HARD_PROOF_NODES }).status !== "unique")
        clues[i] = kept;
    }
  }
  return { width, height, clues };
}
