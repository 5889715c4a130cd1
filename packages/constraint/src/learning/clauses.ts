import type { Domains } from "../domains.js";
import { CLAUSE, CLAUSE_FAILED, DECISION, type Learner, type Literal } from "./learner.js";

/**
 * Learned clauses (and the blocking clauses that exclude solutions already found), with two watched literals
 * each: a clause is looked at only when one of its first two literals becomes false. Literals become true
 * through domain writes, which the {@link Learner} records; {@link propagate} walks those records from
 * `head`, and makes a clause's last open literal true through the domains (an assignment or a removal), with
 * the clause as its reason.
 */
export class ClauseStore {
  /**
   * Every clause's literals back to back (clause `id` at `start[id] .. start[id] + size[id]`); the first two
   * of each are the watched ones. One flat array, where a typed array per clause cost propagation two
   * dependent reads (the array object, then its elements) for each clause it looks into. Each clause's
   * literals follow its id and its size (`arena[start - 2]`, `arena[start - 1]`): a watch names the clause by
   * its start, so propagation reads one place in memory for a clause, not `size` and `start` as well (two
   * more cache misses, a tenth of a numlin search).
   */
  arena = new Int32Array(1 << 12);
  start = new Int32Array(256);
  /** Literals of each clause; 0 once deleted. */
  size = new Int32Array(256);
  /** Clauses added so far (ids run from 0; deleted ones keep theirs). */
  count = 0;
  private used = 0;
  /** Literal block distance of each clause (the distinct decision levels it spans when learned). */
  lbd: number[] = [];
  activity: number[] = [];
  /** Whether each clause was learned (blocking clauses are not, and are never deleted). */
  learned: boolean[] = [];
  /**
   * The clauses watching each literal (they hold it in position 0 or 1), as pairs of clause start (see
   * {@link arena}) and a blocker:
   * another literal of the clause, often true, which spares reading the clause at all (MiniSat's trick).
   * Literal `l`'s pairs are `watches[l][0 .. watchCount[l])`: typed arrays with a count, where arrays cut with
   * `length =` cost a runtime call each time a walk moved a watch (a fortieth of a nonogram search).
   */
  private readonly watches: Int32Array[];
  private readonly watchCount: Int32Array;
  /** Next trail entry whose literal's watchers have not been visited. */
  head = 0;
  learnedCount = 0;
  private activityInc = 1;

  constructor(
    private readonly m: Domains,
    private readonly learner: Learner,
  ) {
    // Filled, not left with holes: a read of a holey array checks the prototype chain on every miss.
    this.watches = new Array(2 * learner.atoms).fill(NO_WATCHES);
    this.watchCount = new Int32Array(2 * learner.atoms);
  }

  /** Forgets every clause, for a new search. */
  reset(): void {
    if (this.count > 0) this.watchCount.fill(0);
    this.count = 0;
    this.used = 0;
    this.lbd = [];
    this.activity = [];
    this.learned = [];
    this.head = 0;
    this.learnedCount = 0;
    this.activityInc = 1;
  }

  /** The literals of clause `id` (a view: read it before clauses are added or deleted). */
  literals(id: number): Int32Array {
    return this.arena.subarray(this.start[id]!, this.start[id]! + this.size[id]!);
  }

  /** Adds a clause (at least two literals, the first two to be watched) and returns its id. */
  add(lits: Int32Array, learned: boolean, lbd: number): number {
    const id = this.count++;
    if (id === this.start.length) {
      this.start = grown(this.start, 2 * id);
      this.size = grown(this.size, 2 * id);
    }
    const need = this.used + lits.length + 2;
    if (need > this.arena.length) this.arena = grown(this.arena, 2 * need);
    const c = this.used + 2;
    this.arena[c - 2] = id;
    this.arena[c - 1] = lits.length;
    this.arena.set(lits, c);
    this.start[id] = c;
    this.size[id] = lits.length;
    this.used = c + lits.length;
    this.lbd.push(lbd);
    this.activity.push(0);
    this.learned.push(learned);
    if (learned) this.learnedCount++;
    this.watch(lits[0]!, c, lits[1]!);
    this.watch(lits[1]!, c, lits[0]!);
    return id;
  }

  /**
   * Adds the model's own clauses ({@link Model.clause}: triples `(x, v, equal)`, "x = v" when equal is 1,
   * "x != v" when 0) at the start of a search, read against the root domains: a clause that holds there is
   * left out and its false literals are dropped; one left with a single literal makes it true at level 0
   * (clause propagation goes on from it, as from a learned unit); one left with none is false. They are never
   * deleted and are forgotten with the rest by {@link reset}. Returns false when a clause is false at the root.
   */
  addModelClauses(specs: readonly Int32Array[]): boolean {
    const m = this.m;
    const learner = this.learner;
    let lits = new Int32Array(16);
    for (const spec of specs) {
      let count = 0;
      let holds = false;
      for (let i = 0; i < spec.length && !holds; i += 3) {
        const x = spec[i]!;
        const v = spec[i + 1]!;
        const equal = spec[i + 2] === 1;
        if (!m.has(x, v)) {
          holds = !equal;
          continue;
        }
        if (m.isFixed(x)) {
          holds = equal;
          continue;
        }
        const lit = equal ? learner.eq(x, v) : learner.ne(x, v);
        // Canonical literals: "x = b" and "x != a" of a two-valued x are one, so repeats show only here.
        let seen = false;
        for (let j = 0; j < count; j++) {
          if (lits[j] === lit) seen = true;
          else if (lits[j] === (lit ^ 1)) holds = true;
        }
        if (seen || holds) continue;
        if (count === lits.length) lits = grown(lits, 2 * count);
        lits[count++] = lit;
      }
      if (holds) continue;
      if (count === 0) return false;
      if (count === 1) {
        // A unit at the root needs no reason, like a learned unit.
        learner.kind = DECISION;
        learner.ref = -1;
        const x = learner.variable(lits[0]!);
        const v = learner.value(lits[0]!);
        if (!((lits[0]! & 1) === 0 ? m.assign(x, v) : m.remove(x, v))) return false;
        continue;
      }
      this.add(lits.slice(0, count), false, 0);
    }
    return true;
  }

  /** Adds the watch of the clause starting at `c` to `lit`'s list. */
  private watch(lit: Literal, c: number, blocker: Literal): void {
    let list = this.watches[lit]!;
    const n = this.watchCount[lit]!;
    if (n === list.length) {
      list = grown(list, Math.max(8, 2 * n));
      this.watches[lit] = list;
    }
    list[n] = c;
    list[n + 1] = blocker;
    this.watchCount[lit] = n + 2;
  }

  /** Makes `lit` true through the domains, with clause `id` as its reason. False on a conflict. */
  assert(lit: Literal, id: number): boolean {
    const learner = this.learner;
    learner.kind = CLAUSE;
    learner.ref = id;
    const x = learner.variable(lit);
    const v = learner.value(lit);
    return (lit & 1) === 0 ? this.m.assign(x, v) : this.m.remove(x, v);
  }

  /**
   * Visits the clauses watching the literals made false since the last call. Returns false on a conflict
   * (recorded on the learner): a clause all of whose literals are false, or a failed write.
   */
  propagate(): boolean {
    const learner = this.learner;
    const truth = learner.truthOf;
    // Locals: no clause is added or deleted while clauses propagate.
    const arena = this.arena;
    const watchCount = this.watchCount;
    // A local, written back on the way out: nothing else reads it while clauses propagate.
    let head = this.head;
    while (head < learner.length) {
      // Not a local: an assertion below may grow the trail into a new array.
      const falsified = learner.lits[head++]! ^ 1;
      const end = watchCount[falsified]!;
      if (end === 0) continue;
      // Watches move only to other literals' lists (ones not false), so this one is not replaced in the walk.
      const list = this.watches[falsified]!;
      let keep = 0;
      let i = 0;
      for (; i < end; i += 2) {
        const c = list[i]!;
        const blocker = list[i + 1]!;
        if (truth[blocker] === 1) {
          list[keep++] = c;
          list[keep++] = blocker;
          continue;
        }
        // No watch names a deleted clause: reduce() drops them all.
        const len = arena[c - 1]!;
        if (arena[c] === falsified) {
          arena[c] = arena[c + 1]!;
          arena[c + 1] = falsified;
        }
        if (arena[c + 1] !== falsified) continue; // no longer watches it (moved earlier in this walk)
        const first = arena[c]!;
        if (truth[first] === 1) {
          list[keep++] = c;
          list[keep++] = first;
          continue;
        }
        let moved = false;
        for (let k = c + 2; k < c + len; k++) {
          const other = arena[k]!;
          if (truth[other] !== -1) {
            arena[c + 1] = other;
            arena[k] = falsified;
            this.watch(other, c, first);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        list[keep++] = c;
        list[keep++] = first;
        if (truth[first] === -1 || !this.assert(first, arena[c - 2]!)) {
          learner.clearConflict();
          learner.conflictKind = CLAUSE_FAILED;
          learner.conflictRef = arena[c - 2]!;
          for (i += 2; i < end; i++) list[keep++] = list[i]!;
          watchCount[falsified] = keep;
          this.head = head;
          return false;
        }
      }
      watchCount[falsified] = keep;
    }
    this.head = head;
    return true;
  }

  /** Rewards a clause that took part in a conflict. */
  bump(id: number): void {
    if ((this.activity[id]! += this.activityInc) > 1e20) {
      for (let c = 0; c < this.activity.length; c++) this.activity[c]! *= 1e-20;
      this.activityInc *= 1e-20;
    }
  }

  decayActivity(): void {
    this.activityInc *= 1 / 0.999;
  }

  /**
   * Deletes about half of the learned clauses, those of highest LBD (then least activity), keeping every
   * clause of LBD 2 or less and every clause that is the reason of a literal now on the trail.
   */
  reduce(): void {
    const candidates: number[] = [];
    for (let id = 0; id < this.count; id++) {
      if (this.size[id] !== 0 && this.learned[id] && this.lbd[id]! > 2 && !this.locked(id))
        candidates.push(id);
    }
    candidates.sort((a, b) => this.lbd[b]! - this.lbd[a]! || this.activity[a]! - this.activity[b]!);
    const drop = Math.floor(candidates.length / 2);
    for (let i = 0; i < drop; i++) {
      this.size[candidates[i]!] = 0;
      this.learnedCount--;
    }
    // The deleted clauses' watches go (propagation never meets one), and the others, named by where their
    // clauses start, are named by id while the clauses move, then by their new starts; their order stays.
    const arena = this.arena;
    for (let lit = 0; lit < this.watches.length; lit++) {
      const list = this.watches[lit]!;
      const end = this.watchCount[lit]!;
      let keep = 0;
      for (let i = 0; i < end; i += 2) {
        const id = arena[list[i]! - 2]!;
        if (this.size[id] === 0) continue;
        list[keep++] = id;
        list[keep++] = list[i + 1]!;
      }
      this.watchCount[lit] = keep;
    }
    this.compact();
    for (let lit = 0; lit < this.watches.length; lit++) {
      const list = this.watches[lit]!;
      const end = this.watchCount[lit]!;
      for (let i = 0; i < end; i += 2) list[i] = this.start[list[i]!]!;
    }
  }

  /** Whether clause `id` is the reason a literal on the trail holds (then it must stay). */
  private locked(id: number): boolean {
    const lit = this.arena[this.start[id]!]!;
    const k = this.learner.entryOf(lit);
    return k >= 0 && this.learner.kinds[k] === CLAUSE && this.learner.refs[k] === id;
  }

  /** Moves the live clauses (with their ids and sizes) together, in id order, over the room deleted ones left. */
  private compact(): void {
    const arena = this.arena;
    let to = 2;
    for (let id = 0; id < this.count; id++) {
      const len = this.size[id]!;
      if (len === 0) continue;
      const from = this.start[id]!;
      if (from !== to) arena.copyWithin(to - 2, from - 2, from + len);
      this.start[id] = to;
      to += len + 2;
    }
    this.used = to - 2;
  }
}

const NO_WATCHES = new Int32Array(0);

function grown(a: Int32Array, length: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(length);
  b.set(a);
  return b;
}
