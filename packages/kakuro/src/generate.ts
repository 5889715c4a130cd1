import { Model } from "@gridsmith/constraint";
import { createRng, type Rng } from "@gridsmith/kit";
import { layoutOf } from "./entries.js";
import type { Block, KakuroCell, Params, Puzzle } from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/** Smallest and largest side the generator makes, clue row and column included. */
export const GENERATE_SIDE = { min: 3, max: 20 } as const;

// Search budgets, in nodes, so that generation never hangs and stays the same on every machine.
const FILL_NODES = 20_000;
const UNIQUE_NODES = 50_000;
const ADJUST_ROUNDS_PER_CELL = 10;

/** Checks generator parameters; throws a RangeError that says what is wrong. */
export function checkParams(params: Params): Required<Params> {
  const { rows, cols, density = 0.25 } = params;
  for (const [name, n] of [
    ["rows", rows],
    ["cols", cols],
  ] as const) {
    if (!Number.isInteger(n) || n < GENERATE_SIDE.min || n > GENERATE_SIDE.max)
      throw new RangeError(`${name} must be ${GENERATE_SIDE.min} to ${GENERATE_SIDE.max}, got ${n}`);
  }
  if (!(density >= 0 && density <= 0.6)) throw new RangeError(`density must be 0 to 0.6, got ${density}`);
  return { rows, cols, density };
}

/**
 * A kakuro with exactly one solution, the same for the same params and seed. The top row and left column are
 * clue cells; inside them a random, point-symmetric pattern of black cells is drawn, filled with random
 * digits that differ within every entry, and the clues are read off the filling. While the clues allow
 * another filling, a digit of the filling where two solutions differ becomes a given; then each given that
 * is not needed for uniqueness is taken away again.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { rows, cols, density } = checkParams(params);
  const rng = createRng(seed);
  for (let attempt = 0; ; attempt++) {
    // Dense patterns can leave nothing to fill; after a few tries fall back to ever fewer black cells.
    const white = pattern(rows, cols, attempt < 8 ? density : density / (attempt - 6), rng);
    if (!white.includes(true)) continue;
    const fill = randomFill(rows, cols, white, rng);
    if (fill) return uniqueFrom(rows, cols, white, fill, rng);
  }
}

/** White cells: none in the top row or left column, black ones inside placed in pairs about the centre. */
function pattern(rows: number, cols: number, density: number, rng: Rng): boolean[] {
  const white = Array.from({ length: rows * cols }, (_, i) => i >= cols && i % cols !== 0);
  const mirror = (i: number) => (rows - Math.floor(i / cols)) * cols + (cols - (i % cols));
  const setBlack = (i: number) => {
    white[i] = false;
    white[mirror(i)] = false;
  };
  for (let i = 0; i < white.length; i++) if (white[i] && i <= mirror(i) && rng.next() < density) setBlack(i);
  // Repair until stable: runs of more than 9 get a black cell, white cells in no entry turn black.
  for (let changed = true; changed; ) {
    changed = false;
    const runs = runsOf(rows, cols, white);
    for (const run of runs) {
      if (run.length > 9) {
        setBlack(run[1 + rng.int(run.length - 2)]!);
        changed = true;
      }
    }
    const inRun = new Set(runs.filter((r) => r.length >= 2).flat());
    for (let i = 0; i < white.length; i++) {
      if (white[i] && !inRun.has(i)) {
        setBlack(i);
        changed = true;
      }
    }
  }
  return white;
}

/** Maximal runs of white cells (any length), across then down. */
function runsOf(rows: number, cols: number, white: boolean[]): number[][] {
  const runs: number[][] = [];
  const scan = (start: number, step: number, count: number) => {
    let run: number[] = [];
    for (let k = 0; k <= count; k++) {
      const i = start + k * step;
      if (k < count && white[i]) run.push(i);
      else if (run.length > 0) {
        runs.push(run);
        run = [];
      }
    }
  };
  for (let r = 0; r < rows; r++) scan(r * cols, 1, cols);
  for (let c = 0; c < cols; c++) scan(c, cols, rows);
  return runs;
}

/**
 * Random digits, different within every run, or null when the search budget runs out first. With `keep`,
 * only the cells in `free` change; the others keep their digit from `keep`.
 */
function randomFill(
  rows: number,
  cols: number,
  white: boolean[],
  rng: Rng,
  keep?: { fill: number[]; free: Set<number> },
): number[] | null {
  const m = new Model();
  const cellVar = white.map((w) => (w ? m.intVar(1, 9) : -1));
  for (const run of runsOf(rows, cols, white))
    if (run.length >= 2) m.allDifferent(run.map((i) => cellVar[i]!));
  if (keep) {
    cellVar.forEach((x, i) => {
      if (x >= 0 && !keep.free.has(i)) m.assign(x, keep.fill[i]!);
    });
  }
  const found = m.solve({
    limit: 1,
    nodeLimit: FILL_NODES,
    valueOrder: (model, x) => rng.pick(model.values(x)),
  });
  const values = found.solutions[0];
  return values ? cellVar.map((x) => (x < 0 ? 0 : values[x]!)) : null;
}

function cluesFor(rows: number, cols: number, white: boolean[], fill: number[]): KakuroCell[] {
  const cells: KakuroCell[] = white.map((w) => (w ? 0 : {}));
  const puzzle = { rows, cols, cells };
  for (const entry of layoutOf(puzzle).entries) {
    const block = cells[entry.clueCell] as Block;
    block[entry.direction] = entry.cells.reduce((s, c) => s + fill[c]!, 0);
  }
  // Rebuild the black cells with down before across, so puzzles compare equal to what the formats read.
  return cells.map((c) =>
    typeof c === "number"
      ? c
      : { ...(c.down ? { down: c.down } : {}), ...(c.across ? { across: c.across } : {}) },
  );
}

/**
 * How much the clues of `fill` leave open to logic: after propagating every entry (no search), the number of
 * digits still possible beyond one per cell, and the cells where more than one is.
 */
function openness(
  rows: number,
  cols: number,
  white: boolean[],
  fill: number[],
): { score: number; open: number[] } {
  const { model, cellVar } = buildModel({ rows, cols, cells: cluesFor(rows, cols, white, fill) });
  model.propagate();
  let score = 0;
  const open: number[] = [];
  cellVar.forEach((x, i) => {
    if (x < 0 || model.size(x) === 1) return;
    score += model.size(x) - 1;
    open.push(i);
  });
  return { score, open };
}

/**
 * Makes the clues of `fill` tell more: re-fills the two entries through a cell that propagation leaves open,
 * and keeps the new filling when propagation leaves no more open than before. Real kakuros have no givens;
 * the more the clues alone decide, the fewer givens uniqueness needs afterwards, and the more of the puzzle
 * logic solves.
 */
function adjust(rows: number, cols: number, white: boolean[], fill: number[], rng: Rng): number[] {
  const layout = layoutOf({ rows, cols, cells: white.map((w) => (w ? 0 : {})) });
  let current = openness(rows, cols, white, fill);
  const rounds = ADJUST_ROUNDS_PER_CELL * white.filter(Boolean).length;
  for (let round = 0; round < rounds && current.score > 0; round++) {
    const i = rng.pick(current.open);
    const free = new Set<number>();
    for (const e of [layout.across[i]!, layout.down[i]!])
      if (e >= 0) for (const c of layout.entries[e]!.cells) free.add(c);
    const next = randomFill(rows, cols, white, rng, { fill, free });
    if (!next) continue;
    const measured = openness(rows, cols, white, next);
    if (measured.score <= current.score) {
      fill = next;
      current = measured;
    }
  }
  return fill;
}

function uniqueFrom(rows: number, cols: number, white: boolean[], fill: number[], rng: Rng): Puzzle {
  fill = adjust(rows, cols, white, fill, rng);
  const puzzle: Puzzle = { rows, cols, cells: cluesFor(rows, cols, white, fill) };
  const givens: number[] = [];
  for (;;) {
    const result = solve(puzzle, { limit: 2, nodeLimit: UNIQUE_NODES });
    if (result.status === "unique") break;
    const [a, b] = result.solutions;
    const open = white.flatMap((w, i) => (w && puzzle.cells[i] === 0 ? [i] : []));
    const differ = a && b ? open.filter((i) => a[i] !== b[i]) : open;
    const i = rng.pick(differ.length > 0 ? differ : open);
    puzzle.cells[i] = fill[i]!;
    givens.push(i);
  }
  for (const i of rng.shuffle(givens)) {
    puzzle.cells[i] = 0;
    if (solve(puzzle, { limit: 2, nodeLimit: UNIQUE_NODES }).status !== "unique") puzzle.cells[i] = fill[i]!;
  }
  return puzzle;
}
