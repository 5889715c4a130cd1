import { lowestBit } from "../bits.js";
import type { Domains } from "../domains.js";

/**
 * Literals over the domains. Each value `v` of variable `x` is an atom `[x = v]`; literal `2a` says the atom
 * holds (`x = v`), literal `2a + 1` that it does not (`x != v`), so `lit ^ 1` negates. Atoms are numbered per
 * variable: variable `x` owns the atoms from `atomBase[x]` to `atomBase[x + 1]`, one per value from its words'
 * base to the largest value it had when the learner was made (values outside have no literal: they never hold).
 * Compact on purpose: a 0/1 cell owns 2 atoms, not 32, which keeps the per-literal arrays in cache.
 *
 * A variable with two values at the root (a nonogram cell, a loop edge) has one atom, that of its lower
 * value `a`: `[x = b]` is written `[x != a]`. Otherwise fixing it would put two literals on the trail, and
 * learned clauses would name either, so clause propagation would do the work twice and miss half its
 * watches. `Learner.eq` and `Learner.ne` give the canonical literal; the trail also keeps each
 * entry's literal as the domains wrote it (`Learner.rawLits`), which is how its propagator is asked.
 */
export type Literal = number;

/** How a literal on the implication trail came to be true. */
export const DECISION = 0;
/** Forced by a propagator (`ref`: its index); explained lazily by its `explain`. */
export const PROPAGATOR = 1;
/** Forced by a clause (`ref`: the clause id); its other literals, negated, are the reason. */
export const CLAUSE = 2;
/** `x != u` because `x = v` (`ref`: the entry of `x = v`). */
export const BY_VALUE = 3;
/** `x = v` because every other value of `x` is gone (`ref` unused). */
export const BY_DOMAIN = 4;

/** What failed, for conflict analysis. */
export const NO_CONFLICT = 0;
/** A propagator emptied the domain of `conflictVar`. */
export const WIPE_OUT = 1;
/** A propagator gave up on its own (`conflictRef`: its index). */
export const PROPAGATOR_FAILED = 2;
/** Every literal of clause `conflictRef` is false. */
export const CLAUSE_FAILED = 3;

/**
 * The implication trail of a learning search: every literal that becomes true, in order, with its decision
 * level and why. The domains call in on every write while a learner is attached; nothing is allocated per
 * write. Entries are not cleared on backjump: {@link entryOf} checks that an atom's recorded entry is still on
 * the trail and still about that atom, so a backjump only moves {@link length}.
 */
export class Learner {
  /** First atom of each variable (and the total at the end). */
  readonly atomBase: Int32Array;
  /** The variable of each atom. */
  readonly atomVar: Int32Array;
  /** The first domain word of each variable when the search began: no other value is ever recorded. */
  readonly rootBits: Int32Array;
  /**
   * The trail entry that fixed each variable (its `x = v`; -1 when fixed before the search). Valid only while
   * the variable is fixed: a reason reads "fixed before entry k" with two array reads, where finding the
   * literal and its entry took six (a line's explanation asks it of every cell).
   */
  readonly fixedAt: Int32Array;
  /** The canonical literal of each literal as written (itself, except the upper atom of a two-valued variable). */
  private readonly canon: Int32Array;
  /** Upper atoms of two-valued variables now mapped onto their lower atoms, to undo on {@link reset}. */
  private readonly paired: number[] = [];
  /** Trail entry that last set each atom; valid only when {@link entryOf} agrees. */
  private readonly atomEntry: Int32Array;
  /**
   * @internal The truth of every literal (1, -1, or 0 when open), kept with the trail: clause propagation
   * reads it for every watched literal it visits (from a local, in its loop), where asking the domains cost
   * a third of a nonogram search. Read it through {@link truth} elsewhere.
   */
  readonly truthOf: Int8Array;
  /**
   * The reason of each propagator entry once conflict analysis asked for it: the same inference is met
   * again by later conflicts (and by minimisation), and a propagator's explanation can cost a line solve.
   * Entry k's reason is `reasonArena[reasonStart[k] .. reasonStart[k] + reasonLength[k])`, or none when
   * `reasonStart[k]` is -1: one arena, where an array per reason cost an allocation per explained entry.
   * Reasons of entries that left the trail are dropped when the arena is full (see {@link keepReason}).
   */
  reasonStart = new Int32Array(1024).fill(-1);
  reasonLength = new Int32Array(1024);
  reasonArena = new Int32Array(1 << 12);
  private reasonUsed = 0;
  lits = new Int32Array(1024);
  /** Each entry's literal as the domains wrote it: `x = b` where {@link lits} has `x != a`. */
  rawLits = new Int32Array(1024);
  levels = new Int32Array(1024);
  kinds = new Uint8Array(1024);
  refs = new Int32Array(1024);
  /** Entries on the trail. */
  length = 0;
  /** Current decision level (0 at the root). */
  level = 0;
  /** Trail length when each level began: `levelStart[l]` is the first entry of level `l` (l >= 1). */
  levelStart = new Int32Array(64);
  /** Why the writes now being made happen: {@link DECISION}, {@link PROPAGATOR} or {@link CLAUSE}. */
  kind = DECISION;
  ref = -1;
  /** Entry of the `x = v` of an assignment in progress, whose removals it implies; -1 otherwise. */
  private assigning = -1;
  conflictKind = NO_CONFLICT;
  conflictRef = -1;
  conflictVar = -1;
  /** For a failed assignment: the value the propagator assigned; NaN when it removed values instead. */
  conflictValue = Number.NaN;

  constructor(private readonly m: Domains) {
    const n = m.numVars;
    this.atomBase = new Int32Array(n + 1);
    for (let x = 0; x < n; x++) this.atomBase[x + 1] = this.atomBase[x]! + m.max(x) - m.base[x]! + 1;
    const atoms = this.atomBase[n]!;
    this.atomVar = new Int32Array(atoms);
    for (let x = 0; x < n; x++) this.atomVar.fill(x, this.atomBase[x]!, this.atomBase[x + 1]!);
    this.atomEntry = new Int32Array(atoms).fill(0x7fffffff);
    this.rootBits = new Int32Array(n);
    this.fixedAt = new Int32Array(n);
    this.truthOf = new Int8Array(2 * atoms);
    this.canon = new Int32Array(2 * atoms);
    for (let l = 0; l < 2 * atoms; l++) this.canon[l] = l;
    this.readRoot();
  }

  // The root as the domains have it now: what holds there is not on the trail.
  private readRoot(): void {
    const m = this.m;
    const canon = this.canon;
    for (const b of this.paired) {
      canon[2 * b] = 2 * b;
      canon[2 * b + 1] = 2 * b + 1;
    }
    this.paired.length = 0;
    const n = this.rootBits.length;
    this.fixedAt.fill(-1);
    for (let x = 0; x < n; x++) {
      this.rootBits[x] = m.nw[x] === 1 ? m.dom[m.off[x]!]! : -1;
      const fixed = m.info[x * 3] === 1;
      for (let a = this.atomBase[x]!, v = m.base[x]!; a < this.atomBase[x + 1]!; a++, v++) {
        const t = !m.has(x, v) ? -1 : fixed ? 1 : 0;
        this.truthOf[2 * a] = t;
        this.truthOf[2 * a + 1] = -t;
      }
      if (m.info[x * 3] === 2) {
        const a = this.atomBase[x]! + m.min(x) - m.base[x]!;
        const b = this.atomBase[x]! + m.max(x) - m.base[x]!;
        canon[2 * b] = 2 * a + 1;
        canon[2 * b + 1] = 2 * a;
        this.paired.push(b);
      }
    }
  }

  /** Starts over for a new search on the same variables: nothing recorded, the root as it is now. */
  reset(): void {
    this.length = 0;
    this.reasonStart.fill(-1);
    this.reasonUsed = 0;
    this.level = 0;
    this.kind = DECISION;
    this.ref = -1;
    this.assigning = -1;
    this.clearConflict();
    this.readRoot();
  }

  /** Whether `v` has an atom of `x`: inside the values `x` could hold when the learner was made. */
  inRange(x: number, v: number): boolean {
    const i = v - this.m.base[x]!;
    return i >= 0 && i < this.atomBase[x + 1]! - this.atomBase[x]!;
  }

  /** Whether every variable's domain still fits its atoms (a model whose domains grew needs a new learner). */
  fits(): boolean {
    const m = this.m;
    for (let x = 0; x < this.rootBits.length; x++) if (!this.inRange(x, m.max(x))) return false;
    return true;
  }

  /** Number of atoms (literals are twice that). */
  get atoms(): number {
    return this.atomVar.length;
  }

  /** `x = v`. */
  eq(x: number, v: number): Literal {
    return this.canon[(this.atomBase[x]! + v - this.m.base[x]!) << 1]!;
  }

  /** `x != v`. */
  ne(x: number, v: number): Literal {
    return this.canon[((this.atomBase[x]! + v - this.m.base[x]!) << 1) | 1]!;
  }

  /** `x = v` as written, not canonical: how a propagator is asked about an inference it made. */
  rawEq(x: number, v: number): Literal {
    return (this.atomBase[x]! + v - this.m.base[x]!) << 1;
  }

  /** `x != v` as written (see {@link rawEq}). */
  rawNe(x: number, v: number): Literal {
    return ((this.atomBase[x]! + v - this.m.base[x]!) << 1) | 1;
  }

  /** The canonical literal of one built from atom numbers (see {@link Learner}). */
  canonical(lit: Literal): Literal {
    return this.canon[lit]!;
  }

  /** The variable a literal is about. */
  variable(lit: Literal): number {
    return this.atomVar[lit >> 1]!;
  }

  /** The value a literal is about. */
  value(lit: Literal): number {
    const x = this.atomVar[lit >> 1]!;
    return this.m.base[x]! + (lit >> 1) - this.atomBase[x]!;
  }

  /** 1 when `lit` holds in the current domains, -1 when its negation does, 0 when neither is known yet. */
  truth(lit: Literal): number {
    return this.truthOf[lit]!;
  }

  /**
   * The trail entry at which the true literal `lit` was set, or -1 when it has held since before the search
   * (level 0, nothing to explain).
   */
  entryOf(lit: Literal): number {
    const k = this.atomEntry[lit >> 1]!;
    return k < this.length && this.lits[k] === lit ? k : -1;
  }

  /** Decision level at which the true literal `lit` was set (0 when it was true before the search). */
  levelOf(lit: Literal): number {
    const k = this.entryOf(lit);
    return k < 0 ? 0 : this.levels[k]!;
  }

  /**
   * Keeps `lits[0 .. count)` as the reason of trail entry `k` (see {@link reasonStart}). When the arena is
   * full, the reasons of entries still on the trail move to the front of a new one first: a reason read
   * before this call may have moved, so read it again by its start.
   */
  keepReason(k: number, lits: Int32Array, count: number): void {
    if (this.reasonUsed + count > this.reasonArena.length) {
      let live = 0;
      for (let j = 0; j < this.length; j++) if (this.reasonStart[j]! >= 0) live += this.reasonLength[j]!;
      const arena = new Int32Array(Math.max(this.reasonArena.length, 2 * (live + count)));
      let used = 0;
      for (let j = 0; j < this.length; j++) {
        const from = this.reasonStart[j]!;
        if (from < 0) continue;
        this.reasonStart[j] = used;
        for (let i = from, end = from + this.reasonLength[j]!; i < end; i++)
          arena[used++] = this.reasonArena[i]!;
      }
      this.reasonArena = arena;
      this.reasonUsed = used;
    }
    const arena = this.reasonArena;
    const at = this.reasonUsed;
    for (let i = 0; i < count; i++) arena[at + i] = lits[i]!;
    this.reasonStart[k] = at;
    this.reasonLength[k] = count;
    this.reasonUsed = at + count;
  }

  /** Opens decision level `level + 1`. */
  newLevel(): void {
    if (++this.level === this.levelStart.length) this.levelStart = grow(this.levelStart);
    this.levelStart[this.level] = this.length;
  }

  /** Forgets every entry above `level` (the domains are undone by the caller). */
  backjump(level: number): void {
    if (level >= this.level) return;
    const end = this.levelStart[level + 1]!;
    for (let k = this.length - 1; k >= end; k--) {
      const lit = this.lits[k]!;
      this.truthOf[lit] = 0;
      this.truthOf[lit ^ 1] = 0;
      this.reasonStart[k] = -1;
    }
    this.length = end;
    this.level = level;
  }

  /** Records the literal `raw` (as written) and returns its entry; one that already holds keeps its entry. */
  private push(raw: Literal, kind: number, ref: number): number {
    const lit = this.canon[raw]!;
    // Fixing a two-valued variable writes `x = a` and `x != b`, one literal: the second adds nothing.
    if (this.truthOf[lit] === 1) return this.entryOf(lit);
    const k = this.length;
    if (k === this.lits.length) {
      this.lits = grow(this.lits);
      this.rawLits = grow(this.rawLits);
      this.levels = grow(this.levels);
      this.refs = grow(this.refs);
      const kinds = new Uint8Array(k * 2);
      kinds.set(this.kinds);
      this.kinds = kinds;
      const starts = new Int32Array(k * 2).fill(-1);
      starts.set(this.reasonStart);
      this.reasonStart = starts;
      this.reasonLength = grow(this.reasonLength);
    }
    this.lits[k] = lit;
    this.rawLits[k] = raw;
    this.levels[k] = this.level;
    this.kinds[k] = kind;
    this.refs[k] = ref;
    this.atomEntry[lit >> 1] = k;
    this.truthOf[lit] = 1;
    this.truthOf[lit ^ 1] = -1;
    this.length = k + 1;
    return k;
  }

  /** @internal The domains are about to fix `x` to `v` by assignment: `x = v` first, its removals follow. */
  assignStart(x: number, v: number): void {
    this.assigning = this.push(this.rawEq(x, v), this.kind, this.ref);
    this.fixedAt[x] = this.assigning;
  }

  /** @internal Bits `bits` of domain word `word` of `x` are being removed. */
  removed(x: number, word: number, bits: number): void {
    const first = this.atomBase[x]! + 32 * word;
    const kind = this.assigning >= 0 ? BY_VALUE : this.kind;
    const ref = this.assigning >= 0 ? this.assigning : this.ref;
    for (let r = bits; r !== 0; r &= r - 1) this.push(((first + lowestBit(r)) << 1) | 1, kind, ref);
  }

  /** @internal The write to `x` is done; it has `size` values, the smallest `min`. */
  settled(x: number, size: number, min: number): void {
    if (this.assigning < 0 && size === 1) this.fixedAt[x] = this.push(this.rawEq(x, min), BY_DOMAIN, -1);
    this.assigning = -1;
  }

  /** @internal The running propagator assigned `x = v`, but `v` is gone. */
  assignFailed(x: number, v: number): void {
    this.failed(x);
    if (this.conflictKind === WIPE_OUT) this.conflictValue = v;
  }

  /** Forgets the conflict once it has been analysed. */
  clearConflict(): void {
    this.conflictKind = NO_CONFLICT;
    this.conflictRef = -1;
    this.conflictVar = -1;
    this.conflictValue = Number.NaN;
  }

  /** @internal A write failed: the domain of `x` would be empty (x null: the running propagator gave up). */
  failed(x: number | null): void {
    this.assigning = -1;
    if (this.kind === CLAUSE) {
      this.conflictKind = CLAUSE_FAILED;
      this.conflictRef = this.ref;
    } else if (x === null) {
      this.conflictKind = PROPAGATOR_FAILED;
      this.conflictRef = this.ref;
    } else {
      this.conflictKind = WIPE_OUT;
      this.conflictRef = this.ref;
      this.conflictVar = x;
    }
  }
}

function grow(a: Int32Array): Int32Array<ArrayBuffer> {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
}
