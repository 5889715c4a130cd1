import { Domains, EV_BOUNDS, EV_DOMAIN, EV_FIXED } from "./domains.js";
import type { ClauseStore } from "./learning/clauses.js";
import { PROPAGATOR } from "./learning/learner.js";
import { LearningSearch } from "./learning/learning-search.js";
import { AllDifferent } from "./propagators/all-different.js";
import { AllDifferentMatching } from "./propagators/all-different-matching.js";
import { ClausePropagator } from "./propagators/clause.js";
import { Linear } from "./propagators/linear.js";
import { Regular } from "./propagators/regular.js";
import { Table } from "./propagators/table.js";
import { Search } from "./search.js";
import type { TrailListener } from "./trail.js";
import type { Dfa, LinearOp, Propagator, SearchOptions, SearchResult } from "./types.js";

// Built-in propagators are dispatched through a switch, so each call site in `propagate` only ever sees one
// class and V8 keeps it monomorphic; custom propagators share the one generic call site.
const CUSTOM = 0;
const ALL_DIFFERENT = 1;
const TABLE = 2;
const LINEAR = 3;
const REGULAR = 4;
const LEVELS = 3;
const SUB = 3;
// Subscription group of a propagator woken by every change but told only the positions fixed since its last run
// (see PropagatorSchedule.fixedPositions): no other change costs it a mark.
const FIXED_POSITIONS = 8;
const EVENT_GROUPS = [FIXED_POSITIONS, EV_DOMAIN, EV_BOUNDS, EV_FIXED] as const;

/**
 * A constraint model: variables with bitset domains (see {@link Domains}), the propagators posted on them, and the
 * queue that runs those propagators to a fixpoint. Search ({@link solve}, {@link solutions}) works on the model in
 * place and undoes everything it did through {@link trail} before it returns.
 *
 * @example
 * const m = new Model();
 * const [x, y] = m.intVars(2, 1, 3);
 * m.allDifferent([x, y]);
 * m.linear([1, 1], [x, y], "=", 4);
 * m.solve({ limit: Infinity }).solutions; // [[1, 3], [3, 1]]
 */
export class Model extends Domains implements TrailListener {
  /**
   * While a propagator runs: positions in its `vars` whose domains changed since it last ran, in
   * `changed[0 .. changedCount)`. On its first run every position is listed.
   */
  changed = new Int32Array(16);
  /** See {@link changed}. */
  changedCount = 0;

  private readonly props: Propagator[] = [];
  private kinds = new Uint8Array(16);
  private levels = new Uint8Array(16);
  private idempotent = new Uint8Array(16);
  private inQueue = new Uint8Array(16);
  private dirtyBase = new Int32Array(17);
  private dirtyCount = new Int32Array(16);
  private dirtyFlag = new Uint8Array(64);
  private dirtyList = new Int32Array(64);
  // One ring buffer per priority level; a propagator is queued at most once, so each holds every propagator.
  private queue = new Int32Array(LEVELS * 16);
  private readonly head = new Int32Array(LEVELS);
  private readonly queued = new Int32Array(LEVELS);
  private current = -1;
  // Trail lengths at which propagate() reached a fixpoint, on the current trail, increasing. Undoing to one of
  // them restores a fixpoint (nothing to run); undoing anywhere else may lose queued work, so all is requeued.
  private fixpoints = new Int32Array(64);
  private fixpointCount = 0;
  private propagationCount = 0;
  // Subscriptions in compressed rows, rebuilt lazily after a post: for variable x, entries subStart[x] ..
  // subStart[x+1] of `subs`, SUB ints each, name a propagator, the position of x in its vars and the dirty flag
  // of that position; `subCuts` splits each row by the events wanted (see buildSubs).
  private readonly subLists: number[][] = [];
  private subsStale = true;
  private subStart = new Int32Array(1);
  private subs = new Int32Array(0);
  private subCuts = new Int32Array(0);
  // The running propagator when it is idempotent (its own changes do not wake it), else -1.
  private quiet = -1;
  private blamedBy = -1;
  // Undone to a state that may not be a fixpoint: every propagator is queued when propagate next runs.
  private requeuePending = false;
  /** @internal The clauses of a learning search, propagated first (null when none runs). */
  clauses: ClauseStore | null = null;
  /** @internal The clauses of {@link clause}, as triples `(x, v, equal)`; a learning search watches them. */
  readonly modelClauses: Int32Array[] = [];
  // How many of modelClauses a search without learning has posted as propagators.
  private clausesPosted = 0;

  /**
   * An empty model; `options.explaining` turns on {@link Domains.explaining} from the start, for a model
   * builder whose own removals (a given, a clue's cell) should be logged with their reasons too.
   */
  constructor(options: { explaining?: boolean } = {}) {
    super();
    this.trail.listener = this;
    this.explaining = options.explaining === true;
  }

  /** @internal Called by the trail after an undo to `mark`. */
  undone(mark: number): void {
    let k = this.fixpointCount;
    while (k > 0 && this.fixpoints[k - 1]! > mark) k--;
    this.fixpointCount = k;
    if (k > 0 && this.fixpoints[k - 1] === mark) {
      this.requeuePending = false;
      if (this.queued[0]! + this.queued[1]! + this.queued[2]! !== 0) this.clearQueue();
    } else {
      // Left to the next propagate: an undo to a fixpoint often comes first (a search ends at its root, then
      // its caller undoes its own mark), and then nothing needs queueing.
      this.requeuePending = true;
    }
  }

  /** Queues every propagator with every position changed: always safe, used when the state is unknown. */
  private requeueAll(): void {
    for (let p = 0; p < this.props.length; p++) {
      for (let pos = 0; pos < this.props[p]!.vars.length; pos++) this.mark(p, pos);
      if (this.inQueue[p] === 0) this.enqueue(p);
    }
  }

  /** Propagator runs since the model was made. */
  get propagations(): number {
    return this.propagationCount;
  }

  /** The posted propagators, by index. */
  propagator(p: number): Propagator {
    return this.props[p]!;
  }

  /** Number of posted propagators. */
  get numPropagators(): number {
    return this.props.length;
  }

  /**
   * Adds a propagator and queues it for its first run; returns its index. Posting is permanent: undoing the trail
   * does not remove it, so post while modelling (or accept that it stays).
   */
  post(p: Propagator): number {
    return this.add(p, CUSTOM);
  }

  /**
   * All `vars[i] + offsets[i]` take different values (offsets default to 0; n-queens diagonals use them).
   * Removes the value of every fixed variable from the others (naked singles); when the variables must use every
   * value of their union (as in sudoku), also fixes a variable that is the only one left for a value (hidden
   * singles) and fails when fewer values than variables remain. With `consistency: "domain"` a matching
   * propagator (see {@link AllDifferentMatching}) runs after them and removes every value no assignment of
   * all the variables can give: stronger on large groups, at a cost linear in their values per run.
   */
  allDifferent(
    vars: readonly number[],
    offsets?: readonly number[],
    options: { consistency?: "singles" | "domain" } = {},
  ): number {
    const p = this.add(new AllDifferent(this, vars, offsets), ALL_DIFFERENT);
    if (options.consistency === "domain") {
      if (offsets?.some((o) => o !== 0))
        throw new RangeError('allDifferent: consistency "domain" takes no offsets');
      this.post(new AllDifferentMatching(this, vars));
    }
    return p;
  }

  /** `vars` take one of `tuples` (allowed combinations); domain consistent (simple tabular reduction). */
  table(vars: readonly number[], tuples: readonly (readonly number[])[]): number {
    return this.add(new Table(this, vars, tuples), TABLE);
  }

  /**
   * A clause: some `x = v` of `equal` holds, or some `x != v` of `unequal`. A learning search watches it in
   * its clause store (two watched literals, as learned clauses are), where a clause costs nothing until one of
   * its two watched literals turns false and explains what it forces by its other literals: far cheaper than a
   * `table` for a rule that reads "these values imply that one". A search without learning posts it first as a
   * propagator (see `ClausePropagator`). Neither sees it before a search starts: {@link propagate} alone does
   * not. Returns its index among the model's clauses.
   */
  clause(
    equal: readonly (readonly [x: number, v: number])[],
    unequal: readonly (readonly [x: number, v: number])[] = [],
  ): number {
    const lits = new Int32Array(3 * (equal.length + unequal.length));
    let i = 0;
    for (const [pairs, flag] of [
      [equal, 1],
      [unequal, 0],
    ] as const)
      for (const [x, v] of pairs) {
        if (!Number.isInteger(x) || x < 0 || x >= this.numVars)
          throw new RangeError(`clause: no variable ${x}`);
        if (!Number.isInteger(v))
          throw new RangeError(`clause: value ${v} of variable ${x} is not an integer`);
        lits[i++] = x;
        lits[i++] = v;
        lits[i++] = flag;
      }
    return this.modelClauses.push(lits) - 1;
  }

  /** `sum(coeffs[i] * vars[i]) op rhs`, filtered on bounds. */
  linear(coeffs: readonly number[], vars: readonly number[], op: LinearOp, rhs: number): number {
    return this.add(new Linear(vars, coeffs, op, rhs), LINEAR);
  }

  /** The sequence of values of `vars` is a word accepted by `dfa`; domain consistent (layered graph). */
  regular(vars: readonly number[], dfa: Dfa): number {
    return this.add(new Regular(this, vars, dfa), REGULAR);
  }

  private add(p: Propagator, kind: number): number {
    const id = this.props.length;
    const n = p.vars.length;
    for (const x of p.vars) {
      if (!Number.isInteger(x) || x < 0 || x >= this.numVars)
        throw new RangeError(`${p.name}: no variable ${x}`);
    }
    if (id === this.kinds.length) this.growProps(id * 2);
    const base = this.dirtyBase[id]!;
    if (base + n > this.dirtyList.length) {
      const size = Math.max(this.dirtyList.length * 2, base + n);
      this.dirtyList = grownInt(this.dirtyList, size);
      const flags = new Uint8Array(size);
      flags.set(this.dirtyFlag);
      this.dirtyFlag = flags;
    }
    if (n > this.changed.length) this.changed = new Int32Array(Math.max(n, this.changed.length * 2));
    this.props.push(p);
    this.kinds[id] = kind;
    const schedule = p.schedule ?? {};
    this.levels[id] = schedule.priority ?? 1;
    this.idempotent[id] = schedule.idempotent ? 1 : 0;
    this.dirtyBase[id + 1] = base + n;
    const events =
      schedule.events === "fixed"
        ? EV_FIXED
        : schedule.events === "bounds"
          ? EV_BOUNDS
          : schedule.fixedPositions === true
            ? FIXED_POSITIONS
            : EV_DOMAIN;
    p.vars.forEach((x, pos) => {
      const list = (this.subLists[x] ??= []);
      list.push(id, pos, events);
      this.mark(id, pos);
    });
    this.enqueue(id);
    this.subsStale = true;
    // No earlier state is a fixpoint of the new propagator.
    this.fixpointCount = 0;
    return id;
  }

  private growProps(n: number): void {
    this.kinds = grownBytes(this.kinds, n);
    this.levels = grownBytes(this.levels, n);
    this.idempotent = grownBytes(this.idempotent, n);
    this.inQueue = grownBytes(this.inQueue, n);
    this.dirtyBase = grownInt(this.dirtyBase, n + 1);
    this.dirtyCount = grownInt(this.dirtyCount, n);
    // Unroll each ring into the front of its larger replacement.
    const cap = this.queue.length / LEVELS;
    const queue = new Int32Array(LEVELS * n);
    for (let l = 0; l < LEVELS; l++) {
      for (let k = 0; k < this.queued[l]!; k++)
        queue[l * n + k] = this.queue[l * cap + ((this.head[l]! + k) % cap)]!;
      this.head[l] = 0;
    }
    this.queue = queue;
  }

  private buildSubs(): void {
    const n = this.numVars;
    const start = new Int32Array(n + 1);
    for (let x = 0; x < n; x++) start[x + 1] = start[x]! + (this.subLists[x]?.length ?? 0) / 3;
    const subs = new Int32Array(start[n]! * SUB);
    const cuts = new Int32Array(3 * n);
    for (let x = 0; x < n; x++) {
      const list = this.subLists[x] ?? [];
      // Grouped by the events they want, widest first: every change wakes the first two groups (and marks the
      // second), a bounds change the first three, fixing all four (marking all), so notify needs no test per
      // subscription.
      let s = start[x]! * SUB;
      for (const wanted of EVENT_GROUPS) {
        if (wanted === EV_DOMAIN) cuts[3 * x] = s;
        if (wanted === EV_BOUNDS) cuts[3 * x + 1] = s;
        if (wanted === EV_FIXED) cuts[3 * x + 2] = s;
        for (let k = 0; k < list.length; k += 3) {
          if (list[k + 2] !== wanted) continue;
          const p = list[k]!;
          subs[s] = p;
          subs[s + 1] = list[k + 1]!;
          subs[s + 2] = this.dirtyBase[p]! + list[k + 1]!;
          s += SUB;
        }
      }
    }
    this.subStart = start;
    this.subCuts = cuts;
    this.subs = subs;
    this.subsStale = false;
  }

  protected notify(x: number, events: number): void {
    if (this.subsStale) this.buildSubs();
    const subs = this.subs;
    const flags = this.dirtyFlag;
    const cuts = this.subCuts;
    const inQueue = this.inQueue;
    const quiet = this.quiet;
    let s = this.subStart[x]! * SUB;
    let end: number;
    if ((events & EV_FIXED) !== 0) end = this.subStart[x + 1]! * SUB;
    else {
      const wakeOnly = cuts[3 * x]!;
      if (s < wakeOnly) {
        // The all-different subscriptions of a sudoku cell: the hottest loop of its search, so enqueue is inlined.
        const { levels, head, queued, queue } = this;
        const cap = this.kinds.length;
        for (; s < wakeOnly; s += SUB) {
          const p = subs[s]!;
          if (p === quiet || inQueue[p] !== 0) continue;
          const l = levels[p]!;
          let tail = head[l]! + queued[l]!;
          if (tail >= cap) tail -= cap;
          queue[l * cap + tail] = p;
          queued[l]!++;
          inQueue[p] = 1;
        }
      }
      end = (events & EV_BOUNDS) !== 0 ? cuts[3 * x + 2]! : cuts[3 * x + 1]!;
    }
    if (s === end) return;
    const { dirtyList, dirtyBase, dirtyCount } = this;
    for (; s < end; s += SUB) {
      const p = subs[s]!;
      if (p === quiet) continue;
      const f = subs[s + 2]!;
      if (flags[f] === 0) {
        flags[f] = 1;
        dirtyList[dirtyBase[p]! + dirtyCount[p]!++] = subs[s + 1]!;
      }
      if (inQueue[p] === 0) this.enqueue(p);
    }
  }

  protected variableAdded(): void {
    this.subsStale = true;
  }

  protected runningName(): string | null {
    return this.current < 0 ? null : this.props[this.current]!.name;
  }

  private mark(p: number, pos: number): void {
    const f = this.dirtyBase[p]! + pos;
    if (this.dirtyFlag[f] === 0) {
      this.dirtyFlag[f] = 1;
      this.dirtyList[this.dirtyBase[p]! + this.dirtyCount[p]!++] = pos;
    }
  }

  private enqueue(p: number): void {
    const l = this.levels[p]!;
    const cap = this.kinds.length;
    let tail = this.head[l]! + this.queued[l]!;
    if (tail >= cap) tail -= cap;
    this.queue[l * cap + tail] = p;
    this.queued[l]!++;
    this.inQueue[p] = 1;
  }

  /**
   * Runs queued propagators until none is queued (a fixpoint) or one fails. Returns false on failure, after
   * which the model stays failed until the trail is undone to a mark taken before the failure. Undoing to a mark
   * taken at a fixpoint costs nothing more; undoing to any other mark requeues every propagator, so marks may be
   * taken anywhere but are cheapest right after this returned true.
   */
  propagate(): boolean {
    if (this.failed) {
      this.clearQueue();
      return false;
    }
    if (this.requeuePending) {
      this.requeuePending = false;
      this.requeueAll();
    }
    const props = this.props;
    const queued = this.queued;
    const head = this.head;
    const learner = this.learner;
    // The arrays below are only replaced when a propagator is posted, which a propagator could do while it runs:
    // they are read again when the number of propagators changed.
    let posted = props.length;
    let queue = this.queue;
    let cap = this.kinds.length;
    let kinds = this.kinds;
    let inQueue = this.inQueue;
    let dirtyBase = this.dirtyBase;
    let dirtyCount = this.dirtyCount;
    for (;;) {
      if (learner !== null && this.clauses!.head < learner.length && !this.clauses!.propagate()) {
        if (!this.failed) this.fail(null, 0, null);
        this.clearQueue();
        return false;
      }
      if (props.length !== posted) {
        posted = props.length;
        queue = this.queue;
        cap = this.kinds.length;
        kinds = this.kinds;
        inQueue = this.inQueue;
        dirtyBase = this.dirtyBase;
        dirtyCount = this.dirtyCount;
      }
      const l = queued[0] !== 0 ? 0 : queued[1] !== 0 ? 1 : queued[2] !== 0 ? 2 : LEVELS;
      if (l === LEVELS) {
        this.reachedFixpoint();
        return true;
      }
      const h = head[l]!;
      const p = queue[l * cap + h]!;
      head[l] = h + 1 === cap ? 0 : h + 1;
      queued[l]!--;
      inQueue[p] = 0;
      const count = dirtyCount[p]!;
      if (count !== 0) {
        const base = dirtyBase[p]!;
        const dirtyList = this.dirtyList;
        const dirtyFlag = this.dirtyFlag;
        const changed = this.changed;
        for (let k = 0; k < count; k++) {
          const pos = dirtyList[base + k]!;
          changed[k] = pos;
          dirtyFlag[base + pos] = 0;
        }
        dirtyCount[p] = 0;
      }
      this.changedCount = count;
      this.current = p;
      this.quiet = this.idempotent[p] === 1 ? p : -1;
      if (learner !== null) {
        learner.kind = PROPAGATOR;
        learner.ref = p;
      }
      this.propagationCount++;
      let ok: boolean;
      switch (kinds[p]) {
        case ALL_DIFFERENT:
          ok = (props[p] as AllDifferent).propagate(this);
          break;
        case LINEAR:
          ok = (props[p] as Linear).propagate(this);
          break;
        case TABLE:
          ok = (props[p] as Table).propagate(this);
          break;
        case REGULAR:
          ok = (props[p] as Regular).propagate(this);
          break;
        default:
          ok = props[p]!.propagate(this);
      }
      if (!ok || this.failed) {
        if (!this.failed) {
          if (this.failWeights !== null) this.weighFailure(p);
          this.fail(null, 0, null);
        }
        this.current = -1;
        this.quiet = -1;
        this.clearQueue();
        return false;
      }
      this.current = -1;
      this.quiet = -1;
    }
  }

  /**
   * Said by a propagator about to fail because `x` has no value left in its own bookkeeping (not in the
   * model's domains, where the engine sees it): the `dom/wdeg` order then weighs `x`, not the whole scope.
   */
  blame(x: number): void {
    if (this.failWeights === null) return;
    this.failWeights[x]!++;
    this.blamedBy = this.current;
  }

  /**
   * Said by a propagator about to fail because of the values its fixed variables took (two alike, say): the
   * `dom/wdeg` order then weighs each fixed variable of `vars` by 1 and each other one by `rest`, not all by 1,
   * so that a search undoing those values settles their variables first.
   */
  blameFixed(vars: readonly number[], rest: number): void {
    const w = this.failWeights;
    if (w === null) return;
    const info = this.info;
    for (let k = 0; k < vars.length; k++) w[vars[k]!]! += info[vars[k]! * 3] === 1 ? 1 : rest;
    this.blamedBy = this.current;
  }

  // A propagator failed without emptying a domain: weigh the variable it blamed, else its whole scope.
  private weighFailure(p: number): void {
    if (this.blamedBy === p) {
      this.blamedBy = -1;
      return;
    }
    const w = this.failWeights!;
    const vars = this.props[p]!.vars;
    for (let k = 0; k < vars.length; k++) w[vars[k]!]!++;
  }

  private reachedFixpoint(): void {
    // A fixpoint is a mark: a later change saves its variables again (see Domains), so the trail grows past this
    // length before the state differs from this fixpoint.
    const length = this.trail.mark();
    const k = this.fixpointCount;
    if (k > 0 && this.fixpoints[k - 1]! >= length) return;
    if (k === this.fixpoints.length) this.fixpoints = grownInt(this.fixpoints, k * 2);
    this.fixpoints[k] = length;
    this.fixpointCount = k + 1;
  }

  // Runs at every failure (half the nodes of a search), so it reads each array once.
  private clearQueue(): void {
    const { queue, queued, head, inQueue, dirtyBase, dirtyCount, dirtyList, dirtyFlag } = this;
    const cap = this.kinds.length;
    for (let l = 0; l < LEVELS; l++) {
      const n = queued[l]!;
      if (n === 0) continue;
      let at = l * cap + head[l]!;
      const wrap = (l + 1) * cap;
      for (let k = 0; k < n; k++) {
        const p = queue[at]!;
        if (++at === wrap) at = l * cap;
        inQueue[p] = 0;
        const count = dirtyCount[p]!;
        if (count === 0) continue;
        const base = dirtyBase[p]!;
        for (let j = 0; j < count; j++) dirtyFlag[base + dirtyList[base + j]!] = 0;
        dirtyCount[p] = 0;
      }
      queued[l] = 0;
      head[l] = 0;
    }
  }

  /** Current value of every variable when all are fixed (the minimum of any that is not). */
  assignment(): number[] {
    const out = new Array<number>(this.numVars);
    for (let x = 0; x < out.length; x++) out[x] = this.info[x * 3 + 1]!;
    return out;
  }

  /** Searches for solutions; the model is left as it was. See {@link SearchOptions}. */
  solve(options: SearchOptions = {}): SearchResult {
    return this.search(options).run();
  }

  /** Solutions one at a time, as search finds them; stopping the loop early ends the search and restores the model. */
  *solutions(options: SearchOptions = {}): Generator<number[], void, undefined> {
    const search = this.search(options);
    try {
      for (let s = search.next(); s !== null; s = search.next()) yield s;
    } finally {
      search.stop();
    }
  }

  /** A search to drive by hand: `next()` solution by solution, then `result()` for counts and stats. */
  search(options: SearchOptions = {}): Search | LearningSearch {
    if (options.learning) return new LearningSearch(this, options);
    // No clause store without learning: the clauses not yet posted become propagators, for good.
    for (; this.clausesPosted < this.modelClauses.length; this.clausesPosted++)
      this.post(new ClausePropagator(this.modelClauses[this.clausesPosted]!));
    return new Search(this, options);
  }
}

function grownInt(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(n);
  b.set(a.subarray(0, Math.min(a.length, n)));
  return b;
}

function grownBytes(a: Uint8Array, n: number): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(n);
  b.set(a.subarray(0, Math.min(a.length, n)));
  return b;
}
