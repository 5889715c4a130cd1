import { createRng, describeJson, type Rng } from "@gridsmith/kit";
import { Board } from "./board.js";
import { ClueModel } from "./clue-model.js";
import { pattern } from "./generate-pattern.js";
import { splitGivens } from "./generate-split.js";
import type { Params, Puzzle } from "./puzzle.js";
import { solve } from "./solve.js";

/** Smallest and largest side the generator makes, clue row and column included. */
export const GENERATE_SIDE = { min: 3, max: 20 } as const;

// Budgets in nodes or moves, never time, so that generation never hangs and stays the same on every machine.
const FILL_NODES = 20_000;
const REFILL_NODES = 1_000;
// The final check, by solve.
const UNIQUE_NODES = 50_000;
// The uniqueness checks on the clue model: at 8x8 99.9 % take under 100 nodes; the rest are nearly unique
// clue sets that search thrashes on (solve too, for hundreds of thousands of nodes), counted as not unique,
// so a given goes in.
const CHECK_NODES = 2_000;
const TUNE_MOVES_PER_CELL = 100;
// Changes of one digit tried to take a given away. More find fewer givens, slowly: at 8x8 (seeds 1-100)
// none leave 4.5 givens on average, 10 tries 3.8, 40 3.6, 100 3.6 (at 1.7 times the time of 40).
const REPAIR_TRIES = 40;
// And the search nodes of those tries in all, per white cell: large dense grids, whose checks are slow,
// stop trying sooner.
const REPAIR_NODES_PER_CELL = 200;

/** Checks generator parameters; throws a RangeError that says what is wrong. */
export function checkParams(params: Params): Required<Params> {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(
      `the params must be an object such as { "rows": 8, "cols": 8 }, got ${describeJson(params)}`,
    );
  const { rows, cols, density = 0.25 } = params;
  for (const [name, n] of [
    ["rows", rows],
    ["cols", cols],
  ] as const) {
    if (typeof n === "number" && Number.isInteger(n) && n > GENERATE_SIDE.max)
      throw new RangeError(`${name} ${n} is over the largest side the generator makes, ${GENERATE_SIDE.max}`);
    if (typeof n !== "number" || !Number.isInteger(n) || n < GENERATE_SIDE.min)
      throw new RangeError(
        `${name} must be ${GENERATE_SIDE.min} to ${GENERATE_SIDE.max}, got ${describeJson(n)}`,
      );
  }
  if (typeof density !== "number" || !(density >= 0 && density <= 0.6))
    throw new RangeError(`density must be 0 to 0.6, got ${describeJson(density)}`);
  return { rows, cols, density };
}

// Draws made for a puzzle with no given digit (the kind puzz.link and printed kakuros have), in units of the
// square of the white cells, a draw's cost growing about so: 64 at 8x8, 26 at 10x10, 12 at 12x12, 1 at 20x20.
// Seeds 1-60 drew none at 5x5 43 % of the time, 8x8 5 %, 10x10 8 %, 12x12 under 2 %, 15x15 and 20x20 never.
// The best draw's givens then turn into black cells, about two for each: fewer givens, fewer black cells.
const NO_GIVENS_WORK = 100_000;
const NO_GIVENS_MAX_DRAWS = 64;
// Trading givens for black cells (see splitGivens). At 15x15 (seeds 1-10, one draw) 20 moves a cell left
// 0.395 of the inside black, 50 0.382; trying 20 cells where solutions differ instead of 8, 0.395.
const SPLIT_BUDGET = {
  checkNodes: CHECK_NODES,
  splitsPerGiven: 16,
  // At 20x20 (seeds 1-20) the most a puzzle took was 54 splits for about 260 white cells.
  splitShare: 0.25,
  candidates: 8,
  tuneMovesPerCell: 50,
  refillTries: 32,
  refillNodes: 1_000,
} as const;

/**
 * A kakuro with exactly one solution and no given digit, the same for the same params and seed. The top row
 * and left column are clue cells; inside them a random, point-symmetric pattern of black cells is drawn,
 * filled with random digits that differ within every entry, and the clues are read off the filling once it
 * is tuned to make them tell more. While the clues allow another filling, a digit of the filling where two
 * solutions differ becomes a given; then givens are taken away again wherever the puzzle stays unique
 * without them, some after a digit of the filling changes. Such draws are made until one needs no given
 * digit, within a budget that falls with the grid's size; the draw with the fewest givens is kept, and its
 * givens are traded for black cells where solutions differ (see splitGivens in generate-split.ts), which
 * breaks the pattern's point symmetry there. Should that fail (it did for no seed measured), the givens stay.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { rows, cols, density } = checkParams(params);
  const rng = createRng(seed);
  const whites = (rows - 1) * (cols - 1) * (1 - density);
  const draws = Math.max(1, Math.min(NO_GIVENS_MAX_DRAWS, Math.floor(NO_GIVENS_WORK / (whites * whites))));
  let best: { board: Board; givens: Uint8Array; count: number } | undefined;
  for (let i = 0; i < draws && best?.count !== 0; i++) {
    const drawn = draw(rows, cols, density, rng);
    const count = drawn.givens.reduce((sum, g) => sum + g, 0);
    if (!best || count < best.count) best = { ...drawn, count };
  }
  const { board, givens, count } = best!;
  const split = count > 0 ? splitGivens(board, givens, rng, SPLIT_BUDGET) : null;
  if (split) return verified({ rows, cols, cells: split.cells() }, split.fill, rng);
  return verified({ rows, cols, cells: board.cells(givens) }, board.fill, rng);
}

/** One draw: a pattern, its filling, and the clues (with givens where they are not enough). */
function draw(rows: number, cols: number, density: number, rng: Rng): { board: Board; givens: Uint8Array } {
  for (let attempt = 0; ; attempt++) {
    // Dense patterns can leave nothing to fill; after a few tries fall back to ever fewer black cells.
    const white = pattern(rows, cols, attempt < 8 ? density : density / (attempt - 6), rng);
    if (!white.includes(true)) continue;
    const board = new Board(rows, cols, white);
    if (!board.refill(Array.from(board.whites), rng, FILL_NODES)) continue;
    // Clues that tell more (see Board.tune): uniqueness needs fewer givens.
    board.tune(rng, TUNE_MOVES_PER_CELL * board.whites.length);
    return { board, givens: uniqueFrom(board, rng) };
  }
}

/**
 * The givens (1 per given cell) that, with the board's clues, have one solution. While the clues allow a
 * second filling, the cell where the two differ that leaves least open to propagation becomes a given. Then
 * each given in turn is taken away: kept away when the puzzle stays unique without it, or when one of a few
 * changes of one digit of the filling where a second solution differs (which changes two clues) makes it
 * unique again; otherwise put back. The checks run on one engine model of the pattern whose clues follow the
 * filling (see {@link ClueModel}); solve has the last word.
 */
function uniqueFrom(board: Board, rng: Rng): Uint8Array {
  const search = new ClueModel(board);
  const givens = new Uint8Array(board.fill.length);
  let spent = 0;
  /** Null when the puzzle is unique; else what the search found. */
  const ambiguity = () => {
    const r = search.solutions(2, CHECK_NODES, givens);
    spent += r.nodes;
    return r.count === 1 && r.complete ? null : r;
  };
  // Cells that are not givens, where `other` differs from the filling (all of them when there is no other).
  const differ = (other: Int32Array | null) =>
    Array.from(board.whites).filter((c) => !givens[c] && (other === null || other[c] !== board.fill[c]));
  for (let r = ambiguity(); r; r = ambiguity()) {
    let best = -1;
    let bestOpen = Number.POSITIVE_INFINITY;
    for (const c of rng.shuffle(differ(r.other))) {
      givens[c] = 1;
      const open = search.propagate(givens);
      givens[c] = 0;
      if (open < bestOpen) {
        best = c;
        bestOpen = open;
      }
    }
    givens[best] = 1;
  }
  const budget = spent + REPAIR_NODES_PER_CELL * board.whites.length;
  for (const g of rng.shuffle(Array.from(board.whites).filter((c) => givens[c]))) {
    givens[g] = 0;
    let r = ambiguity();
    // Without a second solution to aim at (the check ran out of budget), changes are blind: the given stays.
    for (let tries = 0; r?.other && tries < REPAIR_TRIES && spent < budget; tries++) {
      const free = [rng.pick(differ(r.other))];
      const old = board.refill(free, rng, REFILL_NODES);
      if (!old) continue;
      if (ambiguity()) board.put(free, old);
      else r = null;
    }
    if (r) givens[g] = 1;
  }
  // A change of the filling for one given can make one kept before it needless; with the filling fixed from
  // here, one more pass leaves only givens the puzzle needs (taking givens away never makes one needless).
  for (const g of Array.from(board.whites).filter((c) => givens[c])) {
    givens[g] = 0;
    if (ambiguity()) givens[g] = 1;
  }
  return givens;
}

/**
 * The puzzle after solve (limit 2) agrees it has one solution. It always does when the clue model's checks
 * are right, so the loop is a safety net: while solve finds a second solution (or runs out of budget), a
 * digit of the filling where two solutions differ becomes a given.
 */
function verified(puzzle: Puzzle, fill: Int32Array, rng: Rng): Puzzle {
  for (;;) {
    const result = solve(puzzle, { limit: 2, nodeLimit: UNIQUE_NODES });
    if (result.status === "unique") return puzzle;
    const [a, b] = result.solutions;
    const open = puzzle.cells.flatMap((cell, i) => (cell === 0 ? [i] : []));
    const differ = a && b ? open.filter((i) => a[i] !== b[i]) : open;
    const i = rng.pick(differ.length > 0 ? differ : open);
    puzzle.cells[i] = fill[i]!;
  }
}
