import { type Explanation, Model, type Propagator, type PropagatorSchedule } from "@gridsmith/constraint";
import type { Rng } from "@gridsmith/kit";
import { type Geometry, geometry } from "../puzzle.js";
import { BandFilter, bandCells } from "./band-filter.js";
import type { SearchLimits, SearchOutcome } from "./search-types.js";

/**
 * Box-line reduction (pointing and claiming) for one digit-independent pair of a box and a line that cross:
 * when, inside the box, a digit's candidates all lie on the line, the digit leaves the rest of the line, and the
 * other way round. The engine's all-different already gives naked and hidden singles; on 16x16 and 25x25 grids
 * this cuts the search a great deal (it is the rule that separates the easy from the hard there).
 */
export class BoxLine implements Propagator {
  readonly name = "sudoku.boxLine";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { priority: 2 };
  private readonly inner: Int32Array; // cells of the box on the line
  private readonly boxRest: Int32Array; // cells of the box off the line
  private readonly lineRest: Int32Array; // cells of the line off the box

  constructor(inner: number[], boxRest: number[], lineRest: number[]) {
    this.inner = Int32Array.from(inner);
    this.boxRest = Int32Array.from(boxRest);
    this.lineRest = Int32Array.from(lineRest);
    this.vars = [...inner, ...boxRest, ...lineRest];
  }

  /**
   * A digit left a cell of the line outside the box because no cell of the box off the line still had it
   * (pointing), or a cell of the box off the line because no cell of the line outside the box had it
   * (claiming). Either way the reason is that digit gone from the other part.
   */
  explain(e: Explanation): void {
    const d = e.value;
    const x = e.variable;
    const other = this.lineRest.includes(x) ? this.boxRest : this.boxRest.includes(x) ? this.lineRest : null;
    if (other === null || e.equal || other.some((y) => e.had(y, d))) {
      for (const y of this.vars) e.becauseDomain(y);
      return;
    }
    for (const y of other) e.becauseNot(y, d);
  }

  propagate(m: Model): boolean {
    let onLine = 0;
    for (const x of this.inner) onLine |= m.bits(x);
    let boxOff = 0;
    for (const x of this.boxRest) boxOff |= m.bits(x);
    let lineOff = 0;
    for (const x of this.lineRest) lineOff |= m.bits(x);
    // Digits the box can only place on the line leave the rest of the line (pointing), and digits the line can
    // only place in the box leave the rest of the box (claiming).
    const pointing = onLine & ~boxOff;
    const claiming = onLine & ~lineOff;
    if ((pointing & lineOff) !== 0) {
      for (const x of this.lineRest)
        if ((m.bits(x) & pointing) !== 0 && !m.restrict(x, ~pointing)) return false;
    }
    if ((claiming & boxOff) !== 0) {
      for (const x of this.boxRest)
        if ((m.bits(x) & claiming) !== 0 && !m.restrict(x, ~claiming)) return false;
    }
    return true;
  }
}

/** Options for {@link buildModel}. */
export interface ModelOptions {
  /**
   * Post the box-line propagators (default: above 9x9). On 9x9 they cost more per node than they save in
   * nodes (forum hardest, dom/wdeg: 81,000 nodes at 370 puzzles/s with them, 109,000 at 660/s without); on
   * 25x25 they are what makes the hard puzzles feasible (2,800 nodes against 60,000).
   */
  boxLine?: boolean;
  /**
   * On 9x9, a {@link BandFilter} per band and stack in place of the box and column all-differents, which
   * they and the rows imply (default: on 9x9 unless `matching`). Forum hardest 315 to 215 nodes a puzzle and
   * 1.44x the puzzles per second; 17-clue (first 20,000) 5.57 to 1.24 nodes, 1.35x (CPU time, interleaved).
   */
  bands?: boolean;
  /**
   * Domain consistent all-different per unit (naked and hidden subsets of every size; default: 25x25). On
   * 25x25 (6 generated expert puzzles) it took the search from 19,802 nodes to 136, ten times faster; on
   * 16x16 and 9x9 it saves nodes but costs more than it saves.
   */
  matching?: boolean;
}

/**
 * The sudoku as a constraint model: one variable per cell (variable c is cell c) with domain 1..N, an
 * all-different per row (naked and hidden singles in the engine); on 9x9 a band filter per band and stack,
 * on the other sizes an all-different per column and box too, and above 9x9 box-line propagators.
 * No givens: {@link engineSearch} assigns them on the trail and undoes them afterwards, so one model per size
 * serves every puzzle (building it costs more than solving an easy 9x9).
 */
export function buildModel(size: number, options: ModelOptions = {}): Model {
  const g = geometry(size);
  const m = new Model();
  m.intVars(g.cellCount, 1, g.size);
  const matching = options.matching ?? size >= 25;
  const bands = size === 9 && (options.bands ?? !matching);
  // Units 0..n-1 are the rows, then the columns, then the boxes.
  const units = bands && !matching ? size : g.unitCount;
  for (let u = 0; u < units; u++)
    m.allDifferent(Array.from(g.units.subarray(u * g.size, (u + 1) * g.size)), undefined, {
      consistency: matching ? "domain" : "singles",
    });
  if (bands)
    for (let k = 0; k < 3; k++) {
      m.post(new BandFilter(m, bandCells(k, false)));
      m.post(new BandFilter(m, bandCells(k, true)));
    }
  if (options.boxLine ?? size > 9) postBoxLine(m, g);
  m.propagate();
  return m;
}

interface Cached {
  model: Model;
  busy: boolean;
}

const cache = new Map<string, Cached>();

// The models of the default options by size: the key below costs a string per solve.
const defaults: (Cached | undefined)[] = [];

function modelFor(size: number, options: ModelOptions): Cached {
  if (options.boxLine === undefined && options.matching === undefined && options.bands === undefined) {
    const hit = defaults[size];
    if (hit && !hit.busy) return hit;
    const fresh = { model: buildModel(size, options), busy: false };
    if (!hit) defaults[size] = fresh;
    return fresh;
  }
  const key = `${size}:${options.boxLine ?? size > 9}:${options.matching ?? size >= 25}:${options.bands}`;
  const hit = cache.get(key);
  if (hit && !hit.busy) return hit;
  const fresh = { model: buildModel(size, options), busy: false };
  if (!hit) cache.set(key, fresh);
  return fresh;
}

function postBoxLine(m: Model, g: Geometry): void {
  const n = g.size;
  for (let b = 0; b < n; b++) {
    const box = Array.from(g.units.subarray((2 * n + b) * n, (2 * n + b + 1) * n));
    const inBox = new Set(box);
    const rows = new Set(box.map((c) => Math.floor(c / n)));
    const cols = new Set(box.map((c) => c % n));
    for (const r of rows) {
      const line = Array.from({ length: n }, (_, k) => r * n + k);
      m.post(
        new BoxLine(
          box.filter((c) => Math.floor(c / n) === r),
          box.filter((c) => Math.floor(c / n) !== r),
          line.filter((c) => !inBox.has(c)),
        ),
      );
    }
    for (const col of cols) {
      const line = Array.from({ length: n }, (_, k) => k * n + col);
      m.post(
        new BoxLine(
          box.filter((c) => c % n === col),
          box.filter((c) => c % n !== col),
          line.filter((c) => !inBox.has(c)),
        ),
      );
    }
  }
}

/** Searches the completions of `givens` on the engine. Same contract as the 9x9 kernel. */
export function engineSearch(
  size: number,
  givens: ArrayLike<number>,
  limits: SearchLimits,
  options: ModelOptions = {},
): SearchOutcome {
  const cached = modelFor(size, options);
  const m = cached.model;
  cached.busy = true;
  const mark = m.trail.mark();
  try {
    for (let c = 0; c < size * size; c++) {
      const d = givens[c]!;
      if (d > 0 && !m.assign(c, d)) {
        return {
          solutions: [],
          count: 0,
          complete: true,
          stoppedBy: null,
          nodes: 0,
          failures: 1,
          propagations: 0,
        };
      }
    }
    const keep = limits.keep ?? limits.limit;
    const solutions: number[][] = [];
    const random = limits.random;
    const result = m.solve({
      limit: limits.limit,
      timeoutMs: limits.deadline === undefined ? undefined : Math.max(0, limits.deadline - performance.now()),
      signal: limits.signal,
      nodeLimit: limits.nodeLimit,
      collect: false,
      learning: limits.learning ?? false,
      // Fewest digits per failure weight: the cells of the part that keeps failing first. On forum hardest it
      // needs 44 % fewer nodes than fewest digits alone; on 25x25 it is the difference between seconds and
      // hours. Squaring the digits (dom^2/wdeg) leans further to the cells with few: forum hardest 337 to 315
      // nodes a puzzle, top1465 52.7 to 50.5, 17-clue (first 20,000) 5.72 to 5.57.
      variableOrder: "dom^2/wdeg",
      valueOrder: random ? (model, x) => randomValue(model, x, random) : "min",
      onSolution: (sol) => {
        if (solutions.length < keep) solutions.push(sol);
      },
    });
    return {
      solutions,
      count: result.count,
      complete: result.complete,
      stoppedBy: result.stoppedBy,
      nodes: result.stats.nodes,
      failures: result.stats.failures,
      propagations: result.stats.propagations,
    };
  } finally {
    m.trail.undoTo(mark);
    cached.busy = false;
  }
}

function randomValue(m: Model, x: number, rng: Rng): number {
  const values = m.values(x);
  return values[rng.int(values.length)]!;
}
