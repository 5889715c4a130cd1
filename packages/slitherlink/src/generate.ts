import { gridGraph, Model, SingleCircuit } from "@gridsmith/constraint";
import { createRng, describeJson, gradeRank, NearestGrade, type Rng } from "@gridsmith/kit";
import { grade, gradeWithUndecided } from "./hints.js";
import {
  cellEdges,
  DIFFICULTIES,
  type Difficulty,
  edgeCells,
  edgeCount,
  GENERATE_MAX_SIDE,
  type Params,
  type Puzzle,
} from "./puzzle.js";
import { buildModel, solve } from "./solve.js";

/**
 * The most cells an `easy` puzzle is made on (12x12). Easy needs a loop whose clues, all given, need no
 * more than the clues and the points: loops that need the no-small-loop rule somewhere even then grow with
 * the grid (of 500 loops, easy with every clue: 67 at 10x10, 9 at 12x12, 1 at 14x14 and 16x16, none at
 * 18x18), so larger grids are refused easy rather than given a medium.
 */
export const EASY_MAX_CELLS = 144;

/**
 * The fewest cells a `medium` or `hard` puzzle is made on. Smaller grids have few loops, and few or none of
 * them need those rules and no trial: of seeds 1-20 (200 draws each), medium came at 2x3, 2x4 and 2x5 for
 * none, 2x6 for 13; hard at 2x3, 2x4, 3x3 and 3x4 for none; from 14 cells (2x7, 3x5, 4x4) for 19 or 20.
 */
export const MIDDLE_MIN_CELLS = 14;

/**
 * Throws a RangeError unless the params are an object, both sides are whole numbers from 2 to
 * {@link GENERATE_MAX_SIDE} ("width 60 is over the largest side generated, 40") and the difficulty is one of
 * {@link DIFFICULTIES} that the size reaches: a 2x2 is expert only, `easy` stops at {@link EASY_MAX_CELLS}
 * cells, and `medium` and `hard` start at {@link MIDDLE_MIN_CELLS}. Without a difficulty, the easiest the size
 * reaches (easy, medium past 12x12, expert on a 2x2).
 */
export function checkParams(params: Partial<Params>): Required<Params> {
  if (typeof params !== "object" || params === null || Array.isArray(params))
    throw new RangeError(`the params must be an object such as { "width": 10 }, got ${describeJson(params)}`);
  const width = params.width ?? 7;
  const height = params.height ?? width;
  for (const [name, v] of [
    ["width", width],
    ["height", height],
  ] as const) {
    if (typeof v === "number" && Number.isInteger(v) && v > GENERATE_MAX_SIDE)
      throw new RangeError(`${name} ${v} is over the largest side generated, ${GENERATE_MAX_SIDE}`);
    if (typeof v !== "number" || !Number.isInteger(v) || v < 2)
      throw new RangeError(`${name} must be 2 to ${GENERATE_MAX_SIDE}, got ${describeJson(v)}`);
  }
  // A 2x2's loops all need trial, even with every clue given: its default is the one level it has.
  const tiny = width === 2 && height === 2;
  const easyFits = width * height <= EASY_MAX_CELLS;
  const difficulty: Difficulty = params.difficulty ?? (tiny ? "expert" : easyFits ? "easy" : "medium");
  if (!DIFFICULTIES.includes(difficulty))
    throw new RangeError(`difficulty must be ${DIFFICULTIES.join(", ")}, got ${describeJson(difficulty)}`);
  if (tiny && difficulty !== "expert")
    throw new RangeError(`a 2x2 grades expert only, not ${difficulty}: ask expert, or a larger grid`);
  if ((difficulty === "medium" || difficulty === "hard") && width * height < MIDDLE_MIN_CELLS)
    throw new RangeError(
      `a ${width}x${height} is too small for ${difficulty} (too few of its loops need it): ask easy or expert, or at least ${MIDDLE_MIN_CELLS} cells`,
    );
  if (difficulty === "easy" && !easyFits)
    throw new RangeError(
      `a ${width}x${height} is too large for easy (its loops need the no-small-loop rule): ask medium, hard or expert, or at most ${EASY_MAX_CELLS} cells (12x12)`,
    );
  return { width, height, difficulty };
}

/**
 * A random single loop: the boundary of a region of cells grown one neighbour at a time, a cell joining only
 * when the boundary stays one loop (no holes, no cells touching only at a corner). Returns the edges, 0/1.
 */
export function randomLoop(width: number, height: number, rng: Rng): number[] {
  return growLoop(width, height, rng, keepsOneLoop);
}

/** Whether cell (r, c), outside the region `inside`, may join it (see {@link randomLoop}). */
export type JoinsLoop = (inside: Uint8Array, width: number, height: number, r: number, c: number) => boolean;

/** {@link randomLoop} with the test of a joining cell given: the draws are the same whatever `joins` is. */
export function growLoop(width: number, height: number, rng: Rng, joins: JoinsLoop): number[] {
  const shape = { width, height };
  const inside = new Uint8Array(width * height);
  inside[rng.int(width * height)] = 1;
  // Half to two thirds of the cells inside gives loops that wander over the whole grid.
  const target = Math.max(1, Math.round(width * height * (0.5 + rng.next() / 6)));
  let size = 1;
  for (let tries = 0; size < target && tries < width * height * 12; tries++) {
    const i = rng.int(width * height);
    if (inside[i] === 1) continue;
    if (joins(inside, width, height, Math.floor(i / width), i % width)) {
      inside[i] = 1;
      size++;
    }
  }
  const edges = new Array<number>(edgeCount(shape)).fill(0);
  inside.forEach((x, i) => {
    if (x === 1) for (const e of cellEdges(shape, i)) edges[e] ^= 1;
  });
  return edges;
}

// The eight cells around a cell, in order round it (row and column steps): N, NE, E, SE, S, SW, W, NW.
const RING_ROW = [-1, -1, 0, 1, 1, 1, 0, -1];
const RING_COL = [0, 1, 1, 1, 0, -1, -1, -1];

/**
 * Whether cell (r, c), outside a region whose boundary is one loop, can join it with the boundary still one
 * loop, by its eight neighbours alone (cells off the grid are outside): no corner of
 * the cell may join it to a diagonal neighbour with both cells between them outside (two loop pieces would
 * meet at that corner), and the inside neighbours must form one unbroken run round the cell (two runs are two
 * parts of the region that the cell would join round a hole). The same answer as checking the whole new
 * boundary by the rules, for a size-independent cost: that check made a 60x60 loop take about 10 s.
 */
function keepsOneLoop(inside: Uint8Array, width: number, height: number, r: number, c: number): boolean {
  const ring = RING_ROW.map((dr, k) => {
    const rr = r + dr;
    const cc = c + RING_COL[k]!;
    return rr >= 0 && rr < height && cc >= 0 && cc < width && inside[rr * width + cc] === 1;
  });
  let runs = 0;
  for (let k = 0; k < 8; k++) {
    if (ring[k] && !ring[(k + 7) % 8]) runs++;
    // A diagonal (odd k) inside with both its side neighbours outside touches the cell at a corner only.
    if (k % 2 === 1 && ring[k] && !ring[k - 1] && !ring[(k + 1) % 8]) return false;
  }
  // One run holds a side neighbour (a diagonal alone was refused above): the cell touches the region.
  return runs === 1;
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

/**
 * One model for every "does propagation alone still fix the loop?" question about one loop's clues: the edges,
 * the single circuit, and for every cell `sum of its edges = v` with a variable v that stands for its clue
 * (fixed to the clue while the clue is given, free when it is not: a free v constrains nothing). Questions
 * are then asked by fixing clues on the trail, propagating from there, and undoing: no model is built twice.
 */
// Every 0/1 tuple of n edges (n = 2 to 4, a vertex's edges) with none or two on, by n.
const DEGREE_TUPLES = [0, 1, 2, 3, 4].map((n) =>
  Array.from({ length: 2 ** n }, (_, bits) => Array.from({ length: n }, (_, k) => (bits >> k) & 1)).filter(
    (tuple) => [0, 2].includes(tuple.reduce((a, b) => a + b, 0)),
  ),
);

class ClueModel {
  private readonly model = new Model();
  private readonly trail = this.model.trail;
  private readonly edges: number[];
  private readonly clueVars: number[];

  constructor(
    width: number,
    height: number,
    private readonly clues: readonly number[],
  ) {
    const { numVertices, edges: ends } = gridGraph(width, height);
    this.edges = this.model.intVars(ends.length, 0, 1);
    this.model.post(new SingleCircuit(this.edges, ends, numVertices));
    // The circuit's degree rule again, vertex by vertex (0 or 2 edges on): it changes no fixpoint, but takes
    // the local steps at once, so the circuit's whole-grid passes run about three times fewer.
    const around: number[][] = Array.from({ length: numVertices }, () => []);
    ends.forEach(([a, b], e) => {
      around[a]!.push(this.edges[e]!);
      around[b]!.push(this.edges[e]!);
    });
    for (const vars of around) this.model.table(vars, DEGREE_TUPLES[vars.length]!);
    this.clueVars = clues.map((_, i) => {
      const v = this.model.intVar(0, 4);
      const around = cellEdges({ width, height }, i).map((e) => this.edges[e]!);
      this.model.linear([1, 1, 1, 1, -1], [...around, v], "=", 0);
      return v;
    });
  }

  /** Gives the clues of these cells (on the trail) and propagates; false if that fails. */
  private give(cells: Iterable<number>): boolean {
    for (const i of cells) if (!this.model.assign(this.clueVars[i]!, this.clues[i]!)) return false;
    return this.model.propagate();
  }

  private allFixed(): boolean {
    return this.edges.every((x) => this.model.isFixed(x));
  }

  /** Whether propagation with every clue given fixes the loop. */
  solvedWithAll(): boolean {
    const mark = this.trail.mark();
    const solved = this.give(this.clues.keys()) && this.allFixed();
    this.trail.undoTo(mark);
    return solved;
  }

  /**
   * Takes clues away in `order` while propagation alone still fixes the loop: exactly what taking them away
   * one by one, each time propagating the whole puzzle from scratch, takes away (a propagation fixpoint only
   * grows with the clues given, so whatever is fixed without a set of clues is fixed without any part of it),
   * for O(log n) propagations per clue instead of one of the whole grid: that made a 60x60 take minutes.
   * Returns whether each clue is kept, by cell.
   */
  removeInOrder(order: readonly number[]): boolean[] {
    const kept = new Array<boolean>(this.clues.length).fill(true);
    // Clues order[lo..hi) are undecided and not given; every other clue is given if kept, on the trail.
    const settle = (lo: number, hi: number): void => {
      if (this.allFixed()) {
        // Propagation fixes the loop without all of them, so without each one after the others too.
        for (let k = lo; k < hi; k++) kept[order[k]!] = false;
        return;
      }
      if (hi - lo === 1) return;
      const mid = (lo + hi) >> 1;
      let mark = this.trail.mark();
      if (this.give(order.slice(mid, hi))) settle(lo, mid);
      this.trail.undoTo(mark);
      mark = this.trail.mark();
      if (this.give(order.slice(lo, mid).filter((i) => kept[i]))) settle(mid, hi);
      this.trail.undoTo(mark);
    };
    const mark = this.trail.mark();
    if (this.model.propagate()) settle(0, order.length);
    this.trail.undoTo(mark);
    return kept;
  }
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
// The whole `hard` removal stops once its searches have cost this much, counting a search as its nodes plus
// HARD_SOLVE_NODES (building and propagating the model), each times the cells: the 12x12s (seeds 1-10) are
// not cut short (the same puzzles as without it), the 15x15s sometimes (seeds 5 and 7 of 1-8); a 20x20 was
// 18 CPU-s without it (3.3-4.3 with it), a 40x40 minutes (up to 6.2). Past 20x20 it shrinks with the cells
// (a quarter of it on 40x40), where every search builds and propagates a larger model: a 40x40 expert took
// 4.1-5.5 CPU-s with the whole budget, 3.4-4.0 with a quarter, and its first search removal alone makes it
// need trial (the clues left are all propagation needs).
const HARD_SOLVE_NODES = 50;
const HARD_BUDGET = 8_000_000;
const hardBudget = (cells: number): number => Math.round(HARD_BUDGET * Math.min(1, 400 / cells));
// Loops drawn for an easy puzzle before one whose every clue grades easy: at 12x12 ({@link EASY_MAX_CELLS})
// about 1 in 55 does, so 1,000 miss about once in 10^8 (then the nearest level is made), for at most 1.5 CPU-s.
const EASY_LOOP_TRIES = 1000;
// Full clues that propagation does not solve are proven unique by search, within this many nodes (a loop
// over budget is drawn again).
const FULL_CLUES_NODES = 20_000;

/** How a draw takes clues away: while propagation alone still fixes the loop, then (`search`) while search proves it unique. */
export type Removal = "propagation" | "search";

/**
 * One draw from `rng`: a random loop, every cell's clue from it, then clues taken away in random order while
 * the engine's propagation alone still finds the loop; with `search`, then each clue left taken away (again in
 * random order) while the learning search still proves the loop the only one (limit 2) within a node budget:
 * nodes, not time, decide what is kept, so the same draw on any machine. The searches stop at a node budget
 * that a 12x12 does not reach; a larger grid may get a puzzle where they stopped. `removed`: the clues
 * propagation took away, in the order it took them; `full`, every cell's clue.
 */
function drawFrom(
  width: number,
  height: number,
  removal: Removal,
  rng: Rng,
  easyLoop = false,
): {
  clues: number[];
  removed: number[];
  searched: number[];
  full: number[];
  searchOrder: number[];
  searchedTo: number;
} {
  // Some loops are not found by propagation even with every clue given; draw again (tiny grids may never
  // get one, so after a while any loop whose full clues are unique by search is taken).
  let clues: number[] = [];
  let byPropagation: ClueModel;
  let propagationSolves: boolean;
  for (let attempt = 0; ; attempt++) {
    clues = cluesOf(width, height, randomLoop(width, height, rng));
    // An easy puzzle's loop must grade easy with every clue given (clues only make it easier), which few
    // do on larger grids: the loops are screened first, a grade of every clue costing about 1.5 ms at 12x12.
    if (easyLoop && attempt < EASY_LOOP_TRIES && grade({ width, height, clues }).level !== "easy") continue;
    byPropagation = new ClueModel(width, height, clues);
    propagationSolves = byPropagation.solvedWithAll();
    if (propagationSolves) break;
    if (attempt >= 50 && solve({ width, height, clues }, { nodeLimit: FULL_CLUES_NODES }).status === "unique")
      break;
  }
  // The order is drawn either way, so that the random draws after it (`search`'s order) stay what they were.
  // When propagation does not fix the loop with every clue, it does not without any: no clue can go then.
  const order = rng.shuffle([...clues.keys()]);
  const full = clues;
  let removed: number[] = [];
  if (propagationSolves) {
    const kept = byPropagation.removeInOrder(order);
    removed = order.filter((i) => !kept[i]);
    clues = clues.map((clue, i) => (kept[i] ? clue : -1));
  }
  const searched: number[] = [];
  let searchOrder: number[] = [];
  let searchedTo = 0;
  if (removal === "search") {
    searchOrder = rng.shuffle([...clues.keys()]);
    searchedTo = searchAway(width, height, clues, searchOrder, 0, searched);
  }
  return { clues, removed, searched, full, searchOrder, searchedTo };
}

/**
 * Takes clues away in `order` from `from` on while the learning search still proves the loop the only one
 * within {@link HARD_PROOF_NODES}, until the searches have cost `budget` (the grid's {@link hardBudget}):
 * `clues` changes in place, each clue taken pushed to `searched`. Returns where in `order` it stopped (the clue
 * it stopped at is kept: one proof at the node limit can spend a 40x40's whole budget, so a resumed search
 * starts after it).
 */
export function searchAway(
  width: number,
  height: number,
  clues: number[],
  order: readonly number[],
  from: number,
  searched: number[],
  budget = hardBudget(clues.length),
): number {
  let spent = 0;
  for (let k = from; k < order.length; k++) {
    const i = order[k]!;
    const kept = clues[i]!;
    if (kept < 0) continue;
    clues[i] = -1;
    const proof = solve({ width, height, clues }, { limit: 2, nodeLimit: HARD_PROOF_NODES });
    spent += (proof.stats.nodes + HARD_SOLVE_NODES) * clues.length;
    if (proof.status !== "unique" || spent > budget) clues[i] = kept;
    else searched.push(i);
    if (spent > budget) return k;
  }
  return order.length;
}

/** The first draw from `seed` (what `generate` made before it aimed at a grade; its tests pin these puzzles). */
export function firstDraw(params: { width: number; height: number; removal: Removal }, seed: number): Puzzle {
  const { width, height, removal } = params;
  return { width, height, clues: drawFrom(width, height, removal, createRng(seed)).clues };
}

/**
 * The puzzle of the fewest of `removed`'s clues given back (the last taken first) that `grade` puts at
 * `target` or below, found by halving (a clue given back never makes the path harder, so the levels fall
 * as more are given); every clue given back when even that grades above it. With the level it grades.
 */
function easedTo(
  puzzle: Puzzle,
  removed: readonly number[],
  full: readonly number[],
  target: string,
): { puzzle: Puzzle; level: string } {
  const withBack = (k: number): Puzzle => {
    const clues = [...puzzle.clues];
    for (const i of removed.slice(removed.length - k)) clues[i] = full[i]!;
    return { ...puzzle, clues };
  };
  const levelWith = (k: number) => grade(withBack(k)).level;
  let lo = 0;
  let hi = removed.length;
  let level = levelWith(hi);
  // Harder than asked even with every clue: that is as near as this loop comes.
  if (gradeRank(level) > gradeRank(target)) return { puzzle: withBack(hi), level };
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const at = levelWith(mid);
    if (gradeRank(at) <= gradeRank(target)) {
      hi = mid;
      level = at;
    } else lo = mid;
  }
  return { puzzle: withBack(hi), level };
}

/**
 * An `expert` draw that grades "beyond" (the logical path gets stuck even with trial) with the clues that
 * search took away given back beside every edge the path left undecided: propagation then finishes from
 * where the path stopped, as the clues propagation needs are all there again, so the puzzle grades expert or
 * easier. One walk more: halving over the clues given back, as `easedTo` does, cost some ten grades of a
 * 40x40 at a second each.
 */
function steadied(
  puzzle: Puzzle,
  searched: readonly number[],
  full: readonly number[],
  undecided: number[],
): Puzzle {
  const beside = new Set(
    undecided.flatMap((e) => edgeCells(puzzle, e).map((c) => c.row * puzzle.width + c.col)),
  );
  const clues = [...puzzle.clues];
  for (const i of searched) if (beside.has(i)) clues[i] = full[i]!;
  return { ...puzzle, clues };
}

/**
 * Grids of at most this many cells (6x6) get {@link SMALL_DRAWS} draws: hard on a 4x4 comes about once in 50
 * draws, so its 156 left 8 of seeds 1-200 at medium (3x5 hard: 2 of 200), where a draw costs a millisecond.
 */
const SMALL_CELLS = 36;
const SMALL_DRAWS = 1000;

/**
 * Draws before the nearest grade is taken: many on small grids, where a draw costs a millisecond or two (1000
 * up to 6x6, 69 on a 6x7, 25 on a 10x10), for the levels that few of their loops reach; one on 40x40 (a draw
 * and its grades there, some 2.5 CPU-s for medium, 3.5 for expert).
 */
const drawsFor = (cells: number): number =>
  cells <= SMALL_CELLS ? SMALL_DRAWS : Math.max(1, Math.min(200, Math.floor(2500 / cells)));

/**
 * A puzzle with exactly one solution whose `grade` is the difficulty asked, the same for the same params and
 * seed: draws (see `drawFrom`; `expert` by search, the others by propagation; `easy` from a loop whose every
 * clue grades easy) until one grades at the level asked. A propagation draw that grades harder gets back the
 * fewest clues it lost that bring it down to the level (easedTo); an expert draw that grades beyond gets back
 * the clues search took where its path got stuck (steadied). After `drawsFor` draws (1000 on small
 * grids, 1 on the largest), the draw whose grade was nearest. Levels a size does not reach (easy past 12x12,
 * medium and hard under 14 cells, all but expert on a 2x2) are refused by {@link checkParams}.
 */
export function generate(params: Params, seed: number): Puzzle {
  const { width, height, difficulty } = checkParams(params);
  const rng = createRng(seed);
  const removal: Removal = difficulty === "expert" ? "search" : "propagation";
  const draws = new NearestGrade<Puzzle>(difficulty);
  for (let n = drawsFor(width * height); n > 0; n--) {
    const draw = drawFrom(width, height, removal, rng, difficulty === "easy");
    const { clues, removed, searched, full } = draw;
    let puzzle = { width, height, clues };
    let graded = gradeWithUndecided(puzzle);
    // An expert draw whose search stopped at its budget before it needed trial searches on once, after the
    // clue it stopped at: on 40x40 (one draw, a quarter of the budget, which one proof at the node limit spends
    // whole) seed 7 of 1-20 graded hard, its search having taken no clue. Once: a search and a grade more cost
    // a 40x40 about a CPU-second.
    if (
      removal === "search" &&
      gradeRank(graded.grade.level) < gradeRank("expert") &&
      draw.searchedTo + 1 < draw.searchOrder.length
    ) {
      searchAway(width, height, clues, draw.searchOrder, draw.searchedTo + 1, searched);
      puzzle = { width, height, clues };
      graded = gradeWithUndecided(puzzle);
    }
    let level = graded.grade.level;
    if (level === "beyond" && removal === "search") {
      puzzle = steadied(puzzle, searched, full, graded.undecided);
      level = grade(puzzle).level;
    }
    if (draws.offer(puzzle, level)) return puzzle;
    if (removal === "propagation" && gradeRank(level) > gradeRank(difficulty)) {
      const eased = easedTo(puzzle, removed, full, difficulty);
      if (draws.offer(eased.puzzle, eased.level)) return eased.puzzle;
    }
  }
  return draws.nearest();
}
