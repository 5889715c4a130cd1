import type { Model } from "../model.js";
import type { ClauseStore } from "./clauses.js";
import type { Explanation } from "./explanation.js";
import {
  BY_DOMAIN,
  BY_VALUE,
  CLAUSE,
  CLAUSE_FAILED,
  DECISION,
  type Learner,
  type Literal,
  PROPAGATOR,
  PROPAGATOR_FAILED,
  WIPE_OUT,
} from "./learner.js";

// Marks of `seen` per atom during an analysis: in the clause (or resolved away), known to follow from the
// clause (minimisation), known not to.
const SOURCE = 1;
const REMOVABLE = 2;
const FAILED = 3;

/** Reason literals a minimisation may look into (past those already settled). */
const MINIMISE_BUDGET = 4096;

/** A learned clause: `lits[0]` is asserted at `backLevel`, `lits[1]` (if any) is of that level. */
export interface Learned {
  lits: Int32Array;
  backLevel: number;
  lbd: number;
}

/**
 * Conflict analysis: the reasons of a conflict, resolved back along the implication trail to the first unique
 * implication point (1UIP) of the conflict's level, then minimised (a literal goes when its own reason is
 * covered by the others: MiniSat's recursive minimisation). Reasons are asked for lazily: a propagator's
 * `explain` runs only for the inferences a conflict leads back to.
 */
export class ConflictAnalysis {
  private readonly seen: Uint8Array;
  // Typed arrays with counts, not JS arrays: cutting one with `length =` is a runtime call, a push may grow
  // it, and an analysis ran both for every literal it met. Each atom is marked (and so cleared, touched or
  // learnt) at most once an analysis, so the atom count bounds all three.
  private readonly toClear: Int32Array;
  private cleared = 0;
  // The path of a minimisation walk: (literal, next reason index) pairs, the literals on one path back along
  // the trail, so twice the trail bounds it (grown with the trail).
  private walk = new Int32Array(256);
  private readonly learnt: Int32Array;
  private learntCount = 0;
  private readonly conflict: number[] = [];
  /** Variables met in the last analysis (`touched[0 .. touchedCount)`), for the branching heuristic. */
  readonly touched: Int32Array;
  touchedCount = 0;
  minimize = true;
  // Per decision level, the analysis that last counted it (for the LBD, without a Set per conflict).
  private levelStamp = new Int32Array(64);
  private stamp = 0;
  /**
   * 1 when the array {@link reasonLits} returned last is a clause (its literals false: negate each to read
   * the reason), 0 when it is a reason. A clause is read in place rather than copied; its own literal needs
   * no skipping, as its negation is not on the trail and so adds nothing.
   */
  private flip = 0;
  /** Where in that array the reason's literals lie: `from .. to` (a clause lies inside the store's arena). */
  private from = 0;
  private to = 0;
  /** Reason literals the minimisation of the current clause may still read (see {@link minimise}). */
  private budget = 0;

  constructor(
    private readonly m: Model,
    private readonly learner: Learner,
    private readonly clauses: ClauseStore,
    private readonly e: Explanation,
  ) {
    this.seen = new Uint8Array(learner.atoms);
    this.toClear = new Int32Array(learner.atoms);
    this.touched = new Int32Array(learner.atoms);
    this.learnt = new Int32Array(learner.atoms + 1);
  }

  /**
   * The literals (all true) whose conjunction the constraints refute, for the conflict the learner recorded.
   * Returns a fresh array: its owner may backjump before analysing.
   */
  conflictSet(): Int32Array {
    const learner = this.learner;
    const out = this.conflict;
    if (out.length !== 0) out.length = 0;
    const at = learner.length;
    const kind = learner.conflictKind;
    if (kind === CLAUSE_FAILED) {
      for (const lit of this.clauses.literals(learner.conflictRef)) out.push(lit ^ 1);
    } else if (kind === PROPAGATOR_FAILED) {
      this.explainBy(learner.conflictRef, -1, 0, false, at);
      this.collect(out);
    } else if (kind === WIPE_OUT) {
      const x = learner.conflictVar;
      const p = learner.conflictRef;
      if (p < 0) throw new Error("a domain was emptied outside propagation");
      if (!Number.isNaN(learner.conflictValue)) {
        // The propagator assigned x = v with v gone: why x = v, and that v is gone.
        this.explainBy(p, x, learner.conflictValue, true, at);
        this.e.becauseNot(x, learner.conflictValue);
        this.collect(out);
      } else {
        // It removed the last values of x: why each of them went, and what else of x was gone.
        for (const v of this.m.values(x)) {
          this.explainBy(p, x, v, false, at);
          this.collect(out);
        }
        this.e.reset(-1, at).becauseDomain(x);
        this.collect(out);
      }
    } else {
      throw new Error("no conflict to analyse");
    }
    return Int32Array.from(out);
  }

  /** The highest decision level among `lits` (0 when all held before the search). */
  maxLevel(lits: Int32Array): number {
    let level = 0;
    for (const lit of lits) level = Math.max(level, this.learner.levelOf(lit));
    return level;
  }

  /** 1UIP analysis of a conflict set whose highest level is the current one. */
  analyze(conflict: Int32Array): Learned {
    const learner = this.learner;
    const seen = this.seen;
    const learnt = this.learnt;
    this.learntCount = 1;
    this.touchedCount = 0;
    let pending = this.add(conflict, 0, conflict.length, 0);
    let idx = learner.length - 1;
    let uip = -1;
    const floor = learner.levelStart[learner.level]!;
    for (;;) {
      while (idx >= floor && seen[learner.lits[idx]! >> 1] === 0) idx--;
      // Every literal counted as pending sits on this level's part of the trail; running out is a bug.
      if (idx < floor) throw new Error("conflict analysis lost a literal of the current level");
      uip = learner.lits[idx]!;
      if (--pending <= 0) break;
      const reason = this.reasonLits(idx);
      pending += this.add(reason, this.from, this.to, this.flip);
      idx--;
    }
    learnt[0] = uip ^ 1;
    if (this.minimize) this.minimise();
    const toClear = this.toClear;
    for (let i = 0; i < this.cleared; i++) seen[toClear[i]!] = 0;
    this.cleared = 0;
    const n = this.learntCount;
    // The literal of the highest level after the first is watched with it.
    let back = 0;
    let at = 1;
    for (let i = 1; i < n; i++) {
      const level = learner.levelOf(learnt[i]! ^ 1);
      if (level > back) {
        back = level;
        at = i;
      }
    }
    if (n > 1) {
      const second = learnt[1]!;
      learnt[1] = learnt[at]!;
      learnt[at] = second;
    }
    const lits = learnt.slice(0, n);
    return { lits, backLevel: back, lbd: this.distinctLevels(lits) };
  }

  /** Literal block distance: how many decision levels above the root the clause's literals span. */
  private distinctLevels(lits: Int32Array): number {
    const learner = this.learner;
    if (this.levelStamp.length <= learner.level) this.levelStamp = new Int32Array(2 * learner.level + 2);
    const stamp = ++this.stamp;
    let lbd = 0;
    for (const lit of lits) {
      const level = learner.levelOf(lit ^ 1);
      if (level === 0 || this.levelStamp[level] === stamp) continue;
      this.levelStamp[level] = stamp;
      lbd++;
    }
    return lbd;
  }

  /** Marks the reason literals `lits[from .. to)` (each `^ flip`); returns how many are of the current level. */
  private add(lits: ArrayLike<number>, from: number, to: number, flip: number): number {
    const learner = this.learner;
    const seen = this.seen;
    let current = 0;
    for (let i = from; i < to; i++) {
      const lit = lits[i]! ^ flip;
      const a = lit >> 1;
      if (seen[a] !== 0) continue;
      const k = learner.entryOf(lit);
      if (k < 0 || learner.levels[k] === 0) continue;
      seen[a] = SOURCE;
      this.toClear[this.cleared++] = a;
      this.touched[this.touchedCount++] = learner.atomVar[a]!;
      if (learner.levels[k]! >= learner.level) current++;
      else this.learnt[this.learntCount++] = lit ^ 1;
    }
    return current;
  }

  /** Drops learnt literals whose reasons the other literals already imply. */
  private minimise(): void {
    const learnt = this.learnt;
    const learner = this.learner;
    const n = this.learntCount;
    let levels = 0;
    for (let i = 1; i < n; i++) levels |= 1 << (learner.levelOf(learnt[i]! ^ 1) & 31);
    // The walk reads reasons, which for a propagator with long reasons (a crosspatch slot names every word
    // it lost) can cost more than the conflict: past this many literals, what is left is kept (always sound).
    this.budget = MINIMISE_BUDGET;
    let j = 1;
    for (let i = 1; i < n; i++) {
      const lit = learnt[i]!;
      const k = learner.entryOf(lit ^ 1);
      if (learner.kinds[k] === DECISION || !this.redundant(lit ^ 1, levels)) learnt[j++] = lit;
    }
    this.learntCount = j;
  }

  /**
   * Whether the true literal `p` follows from the clause's literals (MiniSat's litRedundant, with its
   * memory): a depth-first walk over reasons, where every literal found to follow is marked removable and
   * every literal on the path to one that does not is marked failed, so no later call walks them again.
   */
  private redundant(p: Literal, levels: number): boolean {
    const learner = this.learner;
    const seen = this.seen;
    if (this.walk.length < 2 * learner.length + 2) this.walk = new Int32Array(4 * learner.length + 4);
    const stack = this.walk;
    const toClear = this.toClear;
    let top = 0;
    let reason = this.reasonLits(learner.entryOf(p));
    let flip = this.flip;
    let i = this.from;
    let end = this.to;
    for (;;) {
      if (i < end) {
        const l = reason[i++]! ^ flip;
        const a = l >> 1;
        const mark = seen[a]!;
        if (mark === SOURCE || mark === REMOVABLE) continue;
        const k = learner.entryOf(l);
        if (k < 0 || learner.levels[k] === 0) continue;
        if (
          --this.budget < 0 ||
          mark === FAILED ||
          learner.kinds[k] === DECISION ||
          ((1 << (learner.levels[k]! & 31)) & levels) === 0
        ) {
          // Everything on the path to `l` rests on it: none of it follows. (Out of budget, the same is
          // assumed: keeping a literal is always sound.)
          stack[top++] = p;
          stack[top++] = i;
          for (let s = 0; s < top; s += 2) {
            const b = stack[s]! >> 1;
            if (seen[b] === 0) {
              seen[b] = FAILED;
              toClear[this.cleared++] = b;
            }
          }
          return false;
        }
        // Where in its reason, not where in the array: asking for the next reason may move this one.
        stack[top++] = p;
        stack[top++] = i - this.from;
        p = l;
        reason = this.reasonLits(k);
        flip = this.flip;
        i = this.from;
        end = this.to;
      } else {
        const a = p >> 1;
        if (seen[a] === 0) {
          seen[a] = REMOVABLE;
          toClear[this.cleared++] = a;
        }
        if (top === 0) return true;
        const at = stack[--top]!;
        p = stack[--top]!;
        reason = this.reasonLits(learner.entryOf(p));
        flip = this.flip;
        i = this.from + at;
        end = this.to;
      }
    }
  }

  /**
   * The reason of trail entry `k`, at {@link from} .. {@link to} of the array returned: the learner's arena
   * of kept reasons for a propagator's inference (kept until the entry leaves the trail), the store's arena
   * for a clause's (see {@link flip}), else the explanation's buffer. Valid until the next call, which may
   * move or overwrite it: a caller coming back to a reason asks again.
   */
  private reasonLits(k: number): Int32Array {
    const learner = this.learner;
    const kind = learner.kinds[k];
    if (kind === CLAUSE) {
      const id = learner.refs[k]!;
      this.clauses.bump(id);
      this.flip = 1;
      this.from = this.clauses.start[id]!;
      this.to = this.from + this.clauses.size[id]!;
      return this.clauses.arena;
    }
    this.flip = 0;
    const propagated = kind === PROPAGATOR || kind === BY_DOMAIN;
    if (propagated && learner.reasonStart[k]! < 0) {
      const e = this.reasonOf(k);
      learner.keepReason(k, e.lits, e.count);
    }
    if (propagated) {
      this.from = learner.reasonStart[k]!;
      this.to = this.from + learner.reasonLength[k]!;
      return learner.reasonArena;
    }
    // Cheap to build again, so not kept: the explanation's own buffer, valid until the next reason is asked.
    const e = this.reasonOf(k);
    this.from = 0;
    this.to = e.count;
    return e.lits;
  }

  /** The reason of trail entry `k` (in the shared explanation buffer: read it before the next call). */
  reasonOf(k: number): Explanation {
    const learner = this.learner;
    const e = this.e;
    const lit = learner.lits[k]!;
    const kind = learner.kinds[k]!;
    if (kind === PROPAGATOR) {
      const raw = learner.rawLits[k]!;
      this.explainBy(learner.refs[k]!, learner.variable(raw), learner.value(raw), (raw & 1) === 0, k);
      return e;
    }
    e.reset(lit, k);
    if (kind === CLAUSE) {
      const id = learner.refs[k]!;
      this.clauses.bump(id);
      for (const other of this.clauses.literals(id)) if (other !== lit) e.because(other ^ 1);
    } else if (kind === BY_VALUE) {
      e.because(learner.lits[learner.refs[k]!]!);
    } else if (kind === BY_DOMAIN) {
      e.becauseDomain(learner.variable(lit));
    } else {
      throw new Error("a decision has no reason");
    }
    return e;
  }

  /**
   * Asks propagator `p` why it made `x = v` (`equal`) or `x != v` true at trail position `at` (x -1: why it
   * failed), in the form it wrote; checks the answer.
   */
  private explainBy(p: number, x: number, v: number, equal: boolean, at: number): void {
    const prop = this.m.propagator(p);
    const e = this.e.about(x, v, equal, at);
    if (prop.explain !== undefined) prop.explain(e, this.m);
    else for (const x of prop.vars) e.becauseDomain(x);
    const learner = this.learner;
    for (let i = 0; i < e.count; i++) {
      if (learner.entryOf(e.lits[i]!) >= at) {
        throw new Error(`${prop.name} explained an inference with a literal set after it`);
      }
    }
  }

  /** Appends the explanation buffer to `out`. */
  private collect(out: number[]): void {
    for (let i = 0; i < this.e.count; i++) out.push(this.e.lits[i]!);
  }
}
