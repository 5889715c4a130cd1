import type { Model } from "../model.js";
import { AT_SOLUTION, DONE, RUNNING, SearchBase, START } from "../search-base.js";
import type { LearningOptions, SearchOptions, SearchView } from "../types.js";
import { VariableChooser } from "../variable-order.js";
import { ConflictAnalysis } from "./analysis.js";
import { ClauseStore } from "./clauses.js";
import { Explanation } from "./explanation.js";
import { DECISION, Learner } from "./learner.js";
import { LongestAssignment } from "./longest-assignment.js";
import { luby } from "./luby.js";
import { VarHeap } from "./var-heap.js";

const DEFAULTS: Required<LearningOptions> = {
  restartBase: 100,
  decay: 0.95,
  maxLearned: 2000,
  minimize: true,
  phaseSaving: true,
  alternate: false,
  rephase: 0,
  learnedGrowth: 1.1,
  targetPhases: false,
};

/**
 * What `rephase` resets the saved values to, in turn: the best assignment seen (the longest trail since the
 * last reset; the value order's when none is kept), the value order's, the other end of each domain, random.
 */
const REPHASES = ["best", "original", "best", "inverted", "best", "random"] as const;

/** What a learning search needs for a model's variables; kept per model, as setting it up costs more than an easy puzzle. */
interface Parts {
  vars: number;
  decay: number;
  learner: Learner;
  clauses: ClauseStore;
  analysis: ConflictAnalysis;
  heap: VarHeap;
  phase: Int32Array;
  hasPhase: Uint8Array;
}

const partsByModel = new WeakMap<Model, Parts>();

/** The parts for `m`, reset for a new search; made anew when the model has gained variables or values. */
function partsFor(m: Model, decay: number): Parts {
  const n = m.numVars;
  const kept = partsByModel.get(m);
  if (kept !== undefined && kept.vars === n && kept.decay === decay && kept.learner.fits()) {
    kept.learner.reset();
    kept.clauses.reset();
    kept.heap.reset();
    kept.hasPhase.fill(0);
    return kept;
  }
  const learner = new Learner(m);
  const clauses = new ClauseStore(m, learner);
  const parts: Parts = {
    vars: n,
    decay,
    learner,
    clauses,
    analysis: new ConflictAnalysis(m, learner, clauses, new Explanation(m, learner)),
    heap: new VarHeap(n, decay),
    phase: new Int32Array(n),
    hasPhase: new Uint8Array(n),
  };
  partsByModel.set(m, parts);
  return parts;
}

/**
 * Conflict-driven search with lazy clause generation: decisions `x = v`; on a conflict the propagators'
 * explanations are resolved to a 1UIP nogood, which is learned as a clause; the search jumps back to the
 * level where that clause asserts, branches on the variables most involved in recent conflicts (VSIDS) with
 * the values they last had (phase saving), and restarts on the Luby sequence. A solution is excluded by a
 * clause over its decisions, so `limit: 2` proves uniqueness and counts stay exact with restarts.
 *
 * Same interface as {@link Search}; {@link Model.search} picks this one when `learning` is set.
 */
export class LearningSearch extends SearchBase {
  private readonly valueFor: (m: Model, x: number) => number;
  private readonly tuning: Required<LearningOptions>;
  private learner!: Learner;
  private clauses!: ClauseStore;
  private analysis!: ConflictAnalysis;
  private heap!: VarHeap;
  private savedValue!: Int32Array;
  private hasPhase!: Uint8Array;
  private levelMark = new Int32Array(64);
  private restartAt = 0;
  private conflictsSinceRestart = 0;
  private maxLearned = 0;
  private rephases = 0;
  private best: LongestAssignment | null = null;
  private target: LongestAssignment | null = null;
  // Between a conflict and the backjump it causes: the trail's last level is not consistent.
  private analysing = false;
  private seed = 0x9e3779b9;
  // A named variable order in place of activity, when the options ask for one.
  private chooser: VariableChooser | null = null;

  // What a brancher sees: the activity heap's scores and the restarts so far.
  private readonly shown = { activity: (x: number) => this.heap.activityOf(x), restarts: 0 };
  protected override readonly view: SearchView = this.shown;

  constructor(m: Model, options: SearchOptions = {}) {
    super(m, options, { nodes: 0, failures: 0, propagations: 0, ms: 0, learned: 0, restarts: 0 });
    const order = options.valueOrder ?? "min";
    const brancherValue = options.brancher?.value?.bind(options.brancher);
    this.valueFor =
      brancherValue ??
      (order === "min" ? (mm, x) => mm.min(x) : order === "max" ? (mm, x) => mm.max(x) : order);
    this.tuning = { ...DEFAULTS, ...(typeof options.learning === "object" ? options.learning : {}) };
  }

  protected atLastChoice(): boolean {
    return this.learner.level === 0;
  }

  /** Root propagation, then the learning parts attached to the model; false when the search is over. */
  private attach(): boolean {
    const m = this.m;
    // Root propagation first, unrecorded: what holds at level 0 never needs a reason.
    if (!m.propagate()) {
      this.stats.failures++;
      return this.finish(null);
    }
    const parts = partsFor(m, this.tuning.decay);
    this.learner = parts.learner;
    this.clauses = parts.clauses;
    this.analysis = parts.analysis;
    this.heap = parts.heap;
    this.savedValue = parts.phase;
    this.hasPhase = parts.hasPhase;
    this.analysis.minimize = this.tuning.minimize;
    m.learner = this.learner;
    m.clauses = this.clauses;
    // The model's own clauses, watched like learned ones; the units among them are made true at the root.
    if (!this.clauses.addModelClauses(m.modelClauses)) {
      this.stats.failures++;
      return this.finish(null);
    }
    const n = m.numVars;
    // Before any conflict, smaller domains first: a tiny head start that the first bumps outweigh.
    for (let x = 0; x < n; x++) {
      if (m.size(x) > 1) {
        this.heap.seed(x, 1e-6 / m.size(x));
        this.heap.insert(x);
      }
    }
    if (this.order !== undefined && this.order !== "activity")
      this.chooser = new VariableChooser(m, this.order);
    this.restartAt = this.tuning.restartBase * luby(1);
    this.maxLearned = this.tuning.maxLearned;
    this.best = this.tuning.rephase > 0 ? new LongestAssignment(n) : null;
    this.target = this.tuning.targetPhases ? new LongestAssignment(n) : null;
    return true;
  }

  /** Moves to the next solution; false when the search is over. */
  protected advance(): boolean {
    if (this.phase === DONE) return false;
    if (this.phase === START) {
      if (!this.begin() || !this.attach()) return false;
    } else if (this.phase === AT_SOLUTION) {
      this.phase = RUNNING;
      if (this.count >= this.limit) return this.finish(this.learner.level === 0 ? null : "limit");
      if (!this.excludeSolution()) return this.finish(null);
    }
    const m = this.m;
    const stats = this.stats;
    for (;;) {
      if (!m.propagate()) {
        stats.failures++;
        if (!this.learnFromConflict()) return this.finish(null);
        continue;
      }
      const spent = this.outOfBudget();
      if (spent !== null) return this.finish(spent);
      if (this.conflictsSinceRestart >= this.restartAt && this.learner.level > 0) {
        this.restart();
        continue;
      }
      const x = this.pickVariable();
      if (x < 0) {
        this.count++;
        this.phase = AT_SOLUTION;
        return true;
      }
      this.decide(x, this.pickValue(x));
    }
  }

  private decide(x: number, v: number): void {
    const m = this.m;
    const learner = this.learner;
    const level = learner.level + 1;
    if (level >= this.levelMark.length) {
      const marks = new Int32Array(this.levelMark.length * 2);
      marks.set(this.levelMark);
      this.levelMark = marks;
    }
    this.levelMark[level] = m.trail.mark();
    learner.newLevel();
    learner.kind = DECISION;
    learner.ref = -1;
    this.stats.nodes++;
    m.assign(x, v);
  }

  /** Learns from the conflict just met and jumps back; false when the conflict holds at level 0 (done). */
  private learnFromConflict(): boolean {
    const learner = this.learner;
    this.conflictsSinceRestart++;
    if (learner.level === 0) return false;
    this.analysing = true;
    const conflict = this.analysis.conflictSet();
    learner.clearConflict();
    const level = this.analysis.maxLevel(conflict);
    if (level === 0) return false;
    // The levels below the conflict's are a consistent trail, a candidate target.
    this.target?.offer(this.m, learner, learner.levelStart[level]!);
    // A propagator may see a conflict only after deeper decisions: analyse it where it first held.
    if (level < learner.level) this.backjump(level);
    const learned = this.analysis.analyze(conflict);
    const touched = this.analysis.touched;
    for (let i = 0; i < this.analysis.touchedCount; i++) this.heap.bump(touched[i]!);
    this.heap.decay();
    this.clauses.decayActivity();
    this.backjump(learned.backLevel);
    this.analysing = false;
    this.stats.learned = (this.stats.learned ?? 0) + 1;
    if (learned.lits.length === 1) {
      this.assertAtRoot(learned.lits[0]!);
    } else {
      const id = this.clauses.add(learned.lits, true, learned.lbd);
      this.clauses.assert(learned.lits[0]!, id);
    }
    if (this.clauses.learnedCount > this.maxLearned) {
      this.clauses.reduce();
      this.maxLearned = Math.floor(this.maxLearned * this.tuning.learnedGrowth);
    }
    return true;
  }

  /** A literal that holds in every solution: made true at level 0, where nothing needs its reason. */
  private assertAtRoot(lit: number): void {
    const learner = this.learner;
    learner.kind = DECISION;
    learner.ref = -1;
    const x = learner.variable(lit);
    const v = learner.value(lit);
    if ((lit & 1) === 0) this.m.assign(x, v);
    else this.m.remove(x, v);
  }

  /** After a solution: a clause that no later solution repeats its decisions, asserted one level up. */
  private excludeSolution(): boolean {
    const learner = this.learner;
    const level = learner.level;
    if (level === 0) return false;
    const lits = new Int32Array(level);
    for (let l = level, i = 0; l >= 1; l--, i++) lits[i] = learner.lits[learner.levelStart[l]!]! ^ 1;
    this.backjump(level - 1);
    if (lits.length === 1) this.assertAtRoot(lits[0]!);
    else this.clauses.assert(lits[0]!, this.clauses.add(lits, false, level));
    return true;
  }

  private restart(): void {
    this.stats.restarts = (this.stats.restarts ?? 0) + 1;
    this.shown.restarts = this.stats.restarts;
    this.conflictsSinceRestart = 0;
    this.restartAt = this.tuning.restartBase * luby(this.stats.restarts + 1);
    this.backjump(0);
    if (this.tuning.rephase > 0) {
      if (this.stats.restarts % this.tuning.rephase === 0) this.rephase();
    } else {
      // Without rephasing, a target kept for good would pin the search to one region.
      this.target?.clear();
    }
  }

  /** Resets the saved values (see `LearningOptions.rephase`) to the next kind in {@link REPHASES}. */
  private rephase(): void {
    const m = this.m;
    const best = this.best!;
    let kind = REPHASES[this.rephases++ % REPHASES.length]!;
    this.target?.clear();
    if (kind === "best" && best.length === 0) kind = "original";
    if (kind === "best") {
      this.savedValue.set(best.value);
      this.hasPhase.set(best.has);
      best.clear();
    } else if (kind === "original") {
      this.hasPhase.fill(0);
    } else {
      for (let x = 0; x < m.numVars; x++) {
        if (m.size(x) <= 1) continue;
        this.savedValue[x] = kind === "inverted" || this.randomBit() === 1 ? m.max(x) : m.min(x);
        this.hasPhase[x] = 1;
      }
    }
  }

  /** xorshift32 from a fixed seed: a run repeats exactly. */
  private randomBit(): number {
    let s = this.seed;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.seed = s;
    return s & 1;
  }

  /** Undoes every level above `level`, saving the values variables had (phase saving). */
  private backjump(level: number): void {
    const learner = this.learner;
    if (level >= learner.level) return;
    this.best?.offer(this.m, learner, learner.length);
    if (!this.analysing) this.target?.offer(this.m, learner, learner.length);
    const start = learner.levelStart[level + 1]!;
    const m = this.m;
    for (let k = learner.length - 1; k >= start; k--) {
      const x = learner.variable(learner.lits[k]!);
      // Still the deepest domains: a variable fixed there has the value it was given on the way down.
      if (m.size(x) === 1) {
        this.savedValue[x] = m.min(x);
        this.hasPhase[x] = 1;
      }
      this.heap.insert(x);
    }
    this.m.trail.undoTo(this.levelMark[level + 1]!);
    learner.backjump(level);
    learner.clearConflict();
    this.clauses.head = learner.length;
  }

  private pickVariable(): number {
    const m = this.m;
    const chosen = this.brancherChoice();
    if (chosen >= 0) return chosen;
    // The activity heap is kept up to date in either case, so the order can change at any restart.
    const byActivity = this.tuning.alternate && (this.stats.restarts ?? 0) % 2 === 1;
    if (this.chooser !== null && !byActivity) return this.chooser.choose();
    for (;;) {
      const x = this.heap.pop();
      if (x < 0) return -1;
      if (m.size(x) > 1) return x;
    }
  }

  private pickValue(x: number): number {
    const m = this.m;
    const target = this.target;
    if (target !== null && target.has[x] === 1 && m.has(x, target.value[x]!)) return target.value[x]!;
    if (this.tuning.phaseSaving && this.hasPhase[x] === 1 && m.has(x, this.savedValue[x]!))
      return this.savedValue[x]!;
    const v = this.valueFor(m, x);
    if (!m.has(x, v)) throw new Error(`value order chose ${v}, which is not in the domain of variable ${x}`);
    return v;
  }

  protected override released(): void {
    this.chooser?.release();
    this.m.learner = null;
    this.m.clauses = null;
  }
}
