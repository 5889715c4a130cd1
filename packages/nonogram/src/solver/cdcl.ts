import { luby, VarHeap } from "@gridsmith/constraint";
import { lineFeasibleBits, MAX_BITS_LINE } from "../line/bits.js";
import { solveLineScalar } from "../line/scalar.js";
import type { Nonogram, NonogramSolution } from "../types.js";
import { LineCache } from "./line-cache.js";

/**
 * Conflict-driven search over the cells, with the exact line solver as the propagator that explains itself:
 * when a line forces a cell, the reason is the set of known cells of that line (shrunk greedily to the ones
 * that matter), so a dead end teaches a clause over cells that is never searched again. This is what the
 * depth-first search with probing lacks on the hardest puzzles (the tournament sets' tail): it keeps
 * re-deriving the same failures in different subtrees.
 *
 * Literals are `2 * cell + value` (value 1 filled, 0 empty). Clause propagation uses two watched literals;
 * lines are solved from a queue of dirty lines after clauses settle. Decisions follow VSIDS with phase
 * saving; restarts follow the Luby sequence; learnt clauses are thinned by glue (LBD) and activity.
 *
 * One file over the usual size on purpose: propagation, explanation and analysis share the assignment
 * arrays in their hot loops, and splitting the class would put an indirection on every one of them.
 */

const DECISION = 0;
const CLAUSE = 1;
const LINE = 2;
const UNIT = 3;

const NO_CONFLICT = -1;

/** Options of {@link CdclSolver.solve}. */
export interface CdclOptions {
  /** Solutions to find (Infinity: all). */
  limit: number;
  /** performance.now() value to stop at. */
  deadline?: number;
  signal?: AbortSignal;
  /** Decisions allowed. */
  nodeLimit?: number;
  /** Cells known before search (-1 unknown, 0 empty, 1 filled), e.g. from probing at the root. */
  initial?: ArrayLike<number>;
  /** Solutions already found elsewhere, to exclude. */
  exclude?: readonly NonogramSolution[];
  onSolution?(picture: NonogramSolution): void;
}

/** What {@link CdclSolver.solve} found. */
export interface CdclResult {
  solutions: NonogramSolution[];
  /** The whole space was explored: no solution beyond `solutions` (and `exclude`) exists. */
  complete: boolean;
  stoppedBy: "limit" | "timeout" | "signal" | "nodes" | null;
  decisions: number;
  conflicts: number;
  lineSolves: number;
}

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/** Knobs of the search, for experiments; the defaults are the tuned values. */
export interface CdclTuning {
  restartBase: number;
  decay: number;
  firstPhase: 0 | 1;
  minimize: boolean;
  /** Share of decisions taken on a random cell, against heavy tails. */
  randomFreq: number;
  /** Learnt clauses kept before the first reduction. */
  maxLearnt: number;
}

const DEFAULT_TUNING: CdclTuning = {
  restartBase: 100,
  decay: 0.9,
  firstPhase: 0,
  minimize: true,
  randomFreq: 0,
  maxLearnt: 4000,
};

/** A CDCL solver for one puzzle; `solve` may be called once. */
export class CdclSolver {
  private readonly tuning: CdclTuning;
  private readonly width: number;
  private readonly height: number;
  private readonly n: number;
  private readonly lines: number;
  private readonly lineCells: Int32Array[] = [];
  private readonly clues: Int32Array;
  private readonly clueStart: Int32Array;
  private readonly clueLength: Int32Array;
  private readonly bits: boolean;
  private readonly cache: LineCache | null;
  private readonly pair = new Int32Array(2);
  private readonly scratchIn: Uint8Array;
  private readonly scratchOut: Uint8Array;

  // Assignment.
  private readonly value: Int8Array;
  private readonly level: Int32Array;
  private readonly trailPos: Int32Array;
  private readonly reasonKind: Uint8Array;
  private readonly reasonIdx: Int32Array;
  private readonly reasonPos: Int32Array;
  private readonly trail: Int32Array;
  private trailLen = 0;
  private qhead = 0;
  private readonly trailLim: number[] = [];
  private readonly phase: Uint8Array;
  private readonly lineFilled: Int32Array;
  private readonly lineEmpty: Int32Array;

  // Lines waiting to be solved.
  private readonly lineQueue: Int32Array;
  private readonly inQueue: Uint8Array;
  private queueHead = 0;
  private queueSize = 0;

  // Clauses.
  private readonly clauses: (Int32Array | null)[] = [];
  private readonly learnt: boolean[] = [];
  private readonly lbd: number[] = [];
  private readonly clauseActivity: number[] = [];
  private readonly watches: number[][];
  private learntCount = 0;
  private maxLearnt: number;
  private seed = 0x2545f491;
  private clauseInc = 1;

  // Conflicts and explanations.
  private conflictKind = CLAUSE;
  private conflictIdx = NO_CONFLICT;
  private conflictPos = 0;
  private readonly explained: (Int32Array | null)[];
  private readonly seen: Uint8Array;
  private readonly heap: VarHeap;
  private readonly order: Int32Array;

  decisions = 0;
  conflicts = 0;
  lineSolves = 0;

  constructor(puzzle: Nonogram, tuning: Partial<CdclTuning> = {}) {
    this.tuning = { ...DEFAULT_TUNING, ...tuning };
    this.maxLearnt = this.tuning.maxLearnt;
    const width = puzzle.columns.length;
    const height = puzzle.rows.length;
    this.width = width;
    this.height = height;
    const n = width * height;
    this.n = n;
    this.lines = width + height;
    const all = [...puzzle.rows, ...puzzle.columns];
    this.clueStart = new Int32Array(all.length);
    this.clueLength = new Int32Array(all.length);
    this.clues = new Int32Array(all.reduce((s, c) => s + c.length, 0));
    let at = 0;
    all.forEach((clue, i) => {
      this.clueStart[i] = at;
      this.clueLength[i] = clue.length;
      for (const c of clue) this.clues[at++] = c;
    });
    for (let r = 0; r < height; r++)
      this.lineCells.push(Int32Array.from({ length: width }, (_, c) => r * width + c));
    for (let c = 0; c < width; c++)
      this.lineCells.push(Int32Array.from({ length: height }, (_, r) => r * width + c));
    this.bits = Math.max(width, height) <= MAX_BITS_LINE;
    this.cache = this.bits ? new LineCache() : null;
    const longest = Math.max(width, height);
    this.scratchIn = new Uint8Array(longest);
    this.scratchOut = new Uint8Array(longest);
    this.value = new Int8Array(n).fill(-1);
    this.level = new Int32Array(n);
    this.trailPos = new Int32Array(n);
    this.reasonKind = new Uint8Array(n);
    this.reasonIdx = new Int32Array(n);
    this.reasonPos = new Int32Array(n);
    this.trail = new Int32Array(n);
    this.phase = new Uint8Array(n).fill(this.tuning.firstPhase);
    this.lineFilled = new Int32Array(this.lines);
    this.lineEmpty = new Int32Array(this.lines);
    this.lineQueue = new Int32Array(this.lines);
    this.inQueue = new Uint8Array(this.lines);
    this.watches = Array.from({ length: 2 * n }, () => []);
    this.explained = new Array<Int32Array | null>(n).fill(null);
    this.seen = new Uint8Array(n);
    this.heap = new VarHeap(n, this.tuning.decay);
    this.order = new Int32Array(longest);
  }

  private get decisionLevel(): number {
    return this.trailLim.length;
  }

  private enqueueLine(line: number): void {
    if (this.inQueue[line] === 1) return;
    this.inQueue[line] = 1;
    let tail = this.queueHead + this.queueSize++;
    if (tail >= this.lines) tail -= this.lines;
    this.lineQueue[tail] = line;
  }

  private clearLineQueue(): void {
    while (this.queueSize > 0) {
      this.inQueue[this.lineQueue[this.queueHead]!] = 0;
      this.queueHead = this.queueHead + 1 === this.lines ? 0 : this.queueHead + 1;
      this.queueSize--;
    }
  }

  private assign(lit: number, kind: number, idx: number, pos: number, skipLine: number): void {
    const x = lit >> 1;
    const v = lit & 1;
    this.value[x] = v;
    this.level[x] = this.decisionLevel;
    this.trailPos[x] = this.trailLen;
    this.trail[this.trailLen++] = lit;
    this.reasonKind[x] = kind;
    this.reasonIdx[x] = idx;
    this.reasonPos[x] = pos;
    const r = (x / this.width) | 0;
    const c = x - r * this.width;
    const col = this.height + c;
    if (v === 1) {
      this.lineFilled[r] |= 1 << c;
      this.lineFilled[col] |= 1 << r;
    } else {
      this.lineEmpty[r] |= 1 << c;
      this.lineEmpty[col] |= 1 << r;
    }
    if (r !== skipLine) this.enqueueLine(r);
    if (col !== skipLine) this.enqueueLine(col);
  }

  private backtrack(target: number): void {
    if (this.decisionLevel <= target) return;
    const stop = this.trailLim[target]!;
    for (let i = this.trailLen - 1; i >= stop; i--) {
      const lit = this.trail[i]!;
      const x = lit >> 1;
      this.phase[x] = lit & 1;
      this.value[x] = -1;
      this.explained[x] = null;
      const r = (x / this.width) | 0;
      const c = x - r * this.width;
      const col = this.height + c;
      this.lineFilled[r] &= ~(1 << c);
      this.lineEmpty[r] &= ~(1 << c);
      this.lineFilled[col] &= ~(1 << r);
      this.lineEmpty[col] &= ~(1 << r);
      if (!this.heap.contains(x)) this.heap.insert(x);
    }
    this.trailLen = stop;
    this.qhead = stop;
    this.trailLim.length = target;
    this.clearLineQueue();
  }

  /** 1 true, 0 false, -1 unassigned. */
  private litValue(lit: number): number {
    const v = this.value[lit >> 1]!;
    return v === -1 ? -1 : v === (lit & 1) ? 1 : 0;
  }

  private addClause(lits: Int32Array, isLearnt: boolean, glue: number): number {
    const ci = this.clauses.length;
    this.clauses.push(lits);
    this.learnt.push(isLearnt);
    this.lbd.push(glue);
    this.clauseActivity.push(0);
    if (isLearnt) this.learntCount++;
    this.watches[lits[0]!]!.push(ci, lits[1]!);
    this.watches[lits[1]!]!.push(ci, lits[0]!);
    return ci;
  }

  /** Unit propagation over clauses and lines to a fixpoint; false on conflict (conflictKind/Idx set). */
  private propagate(): boolean {
    for (;;) {
      while (this.qhead < this.trailLen) {
        const falseLit = this.trail[this.qhead++]! ^ 1;
        if (!this.propagateClauses(falseLit)) return false;
      }
      if (this.queueSize === 0) return true;
      const line = this.lineQueue[this.queueHead]!;
      this.queueHead = this.queueHead + 1 === this.lines ? 0 : this.queueHead + 1;
      this.queueSize--;
      this.inQueue[line] = 0;
      if (!this.solveLine(line)) {
        this.conflictKind = LINE;
        this.conflictIdx = line;
        this.conflictPos = this.trailLen;
        this.clearLineQueue();
        return false;
      }
    }
  }

  /** Watch lists hold (clause, blocker) pairs: a true blocker settles the clause without reading it. */
  private propagateClauses(falseLit: number): boolean {
    const ws = this.watches[falseLit]!;
    const value = this.value;
    let i = 0;
    let j = 0;
    const len = ws.length;
    while (i < len) {
      const ci = ws[i]!;
      const blocker = ws[i + 1]!;
      i += 2;
      const bv = value[blocker >> 1]!;
      if (bv === (blocker & 1)) {
        ws[j++] = ci;
        ws[j++] = blocker;
        continue;
      }
      const c = this.clauses[ci];
      if (!c) continue;
      if (c[0] === falseLit) {
        c[0] = c[1]!;
        c[1] = falseLit;
      }
      const first = c[0]!;
      const fv = value[first >> 1]!;
      if (fv === (first & 1)) {
        ws[j++] = ci;
        ws[j++] = first;
        continue;
      }
      let moved = false;
      for (let k = 2; k < c.length; k++) {
        const l = c[k]!;
        const lv = value[l >> 1]!;
        if (lv === -1 || lv === (l & 1)) {
          c[1] = l;
          c[k] = falseLit;
          this.watches[l]!.push(ci, first);
          moved = true;
          break;
        }
      }
      if (moved) continue;
      ws[j++] = ci;
      ws[j++] = first;
      if (fv !== -1) {
        while (i < len) ws[j++] = ws[i++]!;
        ws.length = j;
        this.conflictKind = CLAUSE;
        this.conflictIdx = ci;
        this.clearLineQueue();
        return false;
      }
      this.assign(first, CLAUSE, ci, 0, -1);
    }
    ws.length = j;
    return true;
  }

  private solveLine(line: number): boolean {
    this.lineSolves++;
    const cells = this.lineCells[line]!;
    const len = cells.length;
    const pos = this.trailLen;
    if (this.bits) {
      const filled = this.lineFilled[line]!;
      const empty = this.lineEmpty[line]!;
      const cache = this.cache!;
      const pair = this.pair;
      if (
        !cache.solveLine(
          line,
          this.clues,
          this.clueStart[line]!,
          this.clueLength[line]!,
          len,
          filled,
          empty,
          pair,
        )
      ) {
        return false;
      }
      const outFilled = pair[0]!;
      const outEmpty = pair[1]!;
      for (let b = outFilled & ~filled; b !== 0; b &= b - 1) {
        this.assign(2 * cells[31 - Math.clz32(b & -b)]! + 1, LINE, line, pos, line);
      }
      for (let b = outEmpty & ~empty; b !== 0; b &= b - 1) {
        this.assign(2 * cells[31 - Math.clz32(b & -b)]!, LINE, line, pos, line);
      }
      return true;
    }
    const input = this.scratchIn;
    for (let i = 0; i < len; i++) {
      const v = this.value[cells[i]!]!;
      input[i] = v === -1 ? 0 : v === 1 ? 1 : 2;
    }
    const out = this.scratchOut;
    if (!solveLineScalar(this.clues, this.clueStart[line]!, this.clueLength[line]!, input, len, out))
      return false;
    for (let i = 0; i < len; i++) {
      const v = out[i]!;
      if (v !== 0 && input[i] === 0) this.assign(2 * cells[i]! + (v === 1 ? 1 : 0), LINE, line, pos, line);
    }
    return true;
  }

  /** Whether a line of at most 30 cells has a completion with only these cells known. */
  private feasible(line: number, filled: number, empty: number): boolean {
    const len = this.lineCells[line]!.length;
    return lineFeasibleBits(this.clues, this.clueStart[line]!, this.clueLength[line]!, len, filled, empty);
  }

  /** The same check for long lines, with the known cells given as a 0/1/2 array. */
  private feasibleSet(line: number, states: Uint8Array): boolean {
    const len = this.lineCells[line]!.length;
    return solveLineScalar(
      this.clues,
      this.clueStart[line]!,
      this.clueLength[line]!,
      states,
      len,
      this.scratchOut,
    );
  }

  /**
   * The cells that justify a line's deduction of cell `x` (or, with x = -1, the line's conflict): the cells
   * of the line known before trail position `pos`, shrunk greedily (farthest from x first) to a set that
   * still forces the same conclusion.
   */
  private explainLine(line: number, pos: number, x: number, xValue: number): Int32Array {
    const cells = this.lineCells[line]!;
    const len = cells.length;
    const order = this.order;
    let xi = -1;
    for (let i = 0; i < len; i++) if (cells[i] === x) xi = i;
    // Known cells before `pos`, farthest from the deduced cell first: they are the least likely to matter.
    let count = 0;
    if (xi >= 0) {
      for (let d = len - 1; d >= 1; d--) {
        const a = xi - d;
        const b = xi + d;
        if (a >= 0 && this.knownBefore(cells[a]!, pos)) order[count++] = a;
        if (b < len && this.knownBefore(cells[b]!, pos)) order[count++] = b;
      }
    } else {
      for (let i = 0; i < len; i++) if (this.knownBefore(cells[i]!, pos)) order[count++] = i;
    }
    let kept = count;
    if (this.bits) {
      let filled = 0;
      let empty = 0;
      for (let k = 0; k < count; k++) {
        const i = order[k]!;
        if (this.value[cells[i]!] === 1) filled |= 1 << i;
        else empty |= 1 << i;
      }
      // The deduction x = v holds exactly when the line is infeasible with x = not v.
      if (xi >= 0) {
        if (xValue === 1) empty |= 1 << xi;
        else filled |= 1 << xi;
      }
      for (let k = 0; k < count; k++) {
        const bit = 1 << order[k]!;
        const f = filled & ~bit;
        const e = empty & ~bit;
        if (!this.feasible(line, f, e)) {
          filled = f;
          empty = e;
          order[k] = -1;
          kept--;
        }
      }
    } else {
      const states = this.scratchIn;
      states.fill(0, 0, len);
      for (let k = 0; k < count; k++) {
        const i = order[k]!;
        states[i] = this.value[cells[i]!] === 1 ? 1 : 2;
      }
      if (xi >= 0) states[xi] = xValue === 1 ? 2 : 1;
      for (let k = 0; k < count; k++) {
        const i = order[k]!;
        const old = states[i]!;
        states[i] = 0;
        if (this.feasibleSet(line, states)) states[i] = old;
        else {
          order[k] = -1;
          kept--;
        }
      }
    }
    const out = new Int32Array(kept);
    let o = 0;
    for (let k = 0; k < count; k++) if (order[k]! >= 0) out[o++] = cells[order[k]!]!;
    return out;
  }

  /** xorshift32 in [0, 1): decisions stay reproducible. */
  private random(): number {
    let s = this.seed;
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    this.seed = s;
    return (s >>> 0) / 4294967296;
  }

  private knownBefore(y: number, pos: number): boolean {
    return this.value[y] !== -1 && this.trailPos[y]! < pos;
  }

  /** Cells (other than x) whose assignments imply x. */
  private antecedents(x: number): Int32Array | null {
    const kind = this.reasonKind[x]!;
    if (kind === CLAUSE) {
      const c = this.clauses[this.reasonIdx[x]!]!;
      const out = new Int32Array(c.length - 1);
      for (let k = 1; k < c.length; k++) out[k - 1] = c[k]! >> 1;
      return out;
    }
    if (kind === LINE) {
      let e = this.explained[x];
      if (!e) {
        e = this.explainLine(this.reasonIdx[x]!, this.reasonPos[x]!, x, this.value[x]!);
        this.explained[x] = e;
      }
      return e;
    }
    return null;
  }

  private readonly toClear: number[] = [];
  private readonly stack: number[] = [];

  /** Whether cell y's literal follows from the clause's other literals (see analyze). */
  private redundant(y: number, levels: number): boolean {
    const seen = this.seen;
    const stack = this.stack;
    const toClear = this.toClear;
    const top = toClear.length;
    stack.length = 0;
    stack.push(y);
    while (stack.length > 0) {
      const v = stack.pop()!;
      const reason = this.antecedents(v)!;
      for (let r = 0; r < reason.length; r++) {
        const z = reason[r]!;
        if (seen[z] === 1 || this.level[z] === 0) continue;
        const kind = this.reasonKind[z];
        if ((kind === CLAUSE || kind === LINE) && (levels & (1 << (this.level[z]! & 31))) !== 0) {
          seen[z] = 1;
          stack.push(z);
          toClear.push(z);
        } else {
          for (let k = top; k < toClear.length; k++) seen[toClear[k]!] = 0;
          toClear.length = top;
          return false;
        }
      }
    }
    return true;
  }

  private bumpVar(x: number): void {
    this.heap.bump(x);
  }

  /** 1UIP analysis; returns the learnt clause (asserting literal first) and its backjump level. */
  private analyze(): { clause: Int32Array; back: number; glue: number } {
    const seen = this.seen;
    const learnt: number[] = [0];
    let pathCount = 0;
    const current = this.decisionLevel;
    let index = this.trailLen - 1;
    let vars: ArrayLike<number>;
    if (this.conflictKind === CLAUSE) {
      const c = this.clauses[this.conflictIdx]!;
      this.bumpClause(this.conflictIdx);
      const list: number[] = [];
      for (let k = 0; k < c.length; k++) list.push(c[k]! >> 1);
      vars = list;
    } else {
      vars = this.explainLine(this.conflictIdx, this.conflictPos, -1, 0);
    }
    let p = -1;
    for (;;) {
      for (let k = 0; k < vars.length; k++) {
        const y = vars[k]!;
        if (y === p || seen[y] === 1 || this.level[y] === 0) continue;
        seen[y] = 1;
        this.bumpVar(y);
        if (this.level[y] === current) pathCount++;
        else learnt.push(2 * y + (1 - this.value[y]!));
      }
      while (seen[this.trail[index]! >> 1] === 0) index--;
      p = this.trail[index]! >> 1;
      index--;
      seen[p] = 0;
      pathCount--;
      if (pathCount <= 0) break;
      const reason = this.antecedents(p)!;
      if (this.reasonKind[p] === CLAUSE) this.bumpClause(this.reasonIdx[p]!);
      vars = reason;
    }
    learnt[0] = 2 * p + (1 - this.value[p]!);
    if (this.tuning.minimize) {
      // Recursive minimisation (MiniSat): a literal is redundant when its reason rests only on cells of the
      // clause, cells fixed at level 0, or cells that are themselves redundant. seen[] marks the clause.
      const all = learnt.slice();
      const toClear = this.toClear;
      toClear.length = 0;
      let levels = 0;
      for (let k = 1; k < learnt.length; k++) levels |= 1 << (this.level[learnt[k]! >> 1]! & 31);
      let j = 1;
      for (let k = 1; k < learnt.length; k++) {
        const y = learnt[k]! >> 1;
        const kind = this.reasonKind[y];
        if ((kind !== CLAUSE && kind !== LINE) || !this.redundant(y, levels)) learnt[j++] = learnt[k]!;
      }
      learnt.length = j;
      for (let k = 1; k < all.length; k++) seen[all[k]! >> 1] = 0;
      for (let k = 0; k < toClear.length; k++) seen[toClear[k]!] = 0;
    } else {
      for (let k = 1; k < learnt.length; k++) seen[learnt[k]! >> 1] = 0;
    }
    // Backjump to the highest level among the rest; put that literal second (it is watched).
    let back = 0;
    let at = 1;
    for (let k = 1; k < learnt.length; k++) {
      const lv = this.level[learnt[k]! >> 1]!;
      if (lv > back) {
        back = lv;
        at = k;
      }
    }
    if (learnt.length > 1) {
      const t = learnt[1]!;
      learnt[1] = learnt[at]!;
      learnt[at] = t;
    }
    const levels = new Set<number>();
    for (const l of learnt) levels.add(this.level[l >> 1]!);
    return { clause: Int32Array.from(learnt), back, glue: levels.size };
  }

  private bumpClause(ci: number): void {
    if (!this.learnt[ci]) return;
    this.clauseActivity[ci]! += this.clauseInc;
    if (this.clauseActivity[ci]! > 1e20) {
      for (let i = 0; i < this.clauseActivity.length; i++) this.clauseActivity[i]! *= 1e-20;
      this.clauseInc *= 1e-20;
    }
  }

  private locked(ci: number): boolean {
    const c = this.clauses[ci]!;
    const x = c[0]! >> 1;
    return this.value[x] !== -1 && this.reasonKind[x] === CLAUSE && this.reasonIdx[x] === ci;
  }

  /** Drops about half of the learnt clauses: high glue and low activity first, never glue <= 2 or reasons. */
  private reduce(): void {
    const candidates: number[] = [];
    for (let ci = 0; ci < this.clauses.length; ci++) {
      if (this.clauses[ci] && this.learnt[ci] && this.lbd[ci]! > 2 && !this.locked(ci)) candidates.push(ci);
    }
    candidates.sort(
      (a, b) => this.lbd[b]! - this.lbd[a]! || this.clauseActivity[a]! - this.clauseActivity[b]!,
    );
    const drop = candidates.length >> 1;
    for (let k = 0; k < drop; k++) {
      this.clauses[candidates[k]!] = null;
      this.learntCount--;
    }
    for (const ws of this.watches) {
      let j = 0;
      for (let i = 0; i < ws.length; i += 2) {
        if (this.clauses[ws[i]!]) {
          ws[j++] = ws[i]!;
          ws[j++] = ws[i + 1]!;
        }
      }
      ws.length = j;
    }
  }

  private picture(): NonogramSolution {
    const rows: string[] = [];
    for (let r = 0; r < this.height; r++) {
      let s = "";
      for (let c = 0; c < this.width; c++) s += this.value[r * this.width + c] === 1 ? "#" : ".";
      rows.push(s);
    }
    return rows;
  }

  /** Adds a clause at level 0 over the unassigned literals given; false when it is already falsified. */
  private addRootClause(lits: number[]): boolean {
    const open: number[] = [];
    for (const l of lits) {
      const v = this.litValue(l);
      if (v === 1) return true;
      if (v === -1) open.push(l);
    }
    if (open.length === 0) return false;
    if (open.length === 1) {
      this.assign(open[0]!, UNIT, 0, 0, -1);
      return true;
    }
    this.addClause(Int32Array.from(open), false, 0);
    return true;
  }

  solve(o: CdclOptions): CdclResult {
    const solutions: NonogramSolution[] = [];
    const deadline = o.deadline ?? Number.POSITIVE_INFINITY;
    const nodeLimit = o.nodeLimit ?? Number.POSITIVE_INFINITY;
    const finish = (complete: boolean, stoppedBy: CdclResult["stoppedBy"]): CdclResult => ({
      solutions,
      complete,
      stoppedBy,
      decisions: this.decisions,
      conflicts: this.conflicts,
      lineSolves: this.lineSolves,
    });
    for (let x = 0; x < this.n; x++) this.heap.insert(x);
    for (let line = 0; line < this.lines; line++) this.enqueueLine(line);
    if (o.initial) {
      for (let x = 0; x < this.n; x++) {
        const v = o.initial[x]!;
        if (v === 0 || v === 1) {
          if (this.value[x] === -1) this.assign(2 * x + v, UNIT, 0, 0, -1);
          else if (this.value[x] !== v) return finish(true, null);
        }
      }
    }
    if (!this.propagate()) return finish(true, null);
    for (const s of o.exclude ?? []) {
      const lits: number[] = [];
      for (let x = 0; x < this.n; x++) {
        const filled = s[(x / this.width) | 0]![x % this.width] === "#";
        lits.push(2 * x + (filled ? 0 : 1));
      }
      if (!this.addRootClause(lits) || !this.propagate()) return finish(true, null);
    }
    let restart = 1;
    const base = this.tuning.restartBase;
    let conflictBudget = luby(restart) * base;
    let tick = 0;
    for (;;) {
      if (!this.propagate()) {
        this.conflicts++;
        conflictBudget--;
        if (this.decisionLevel === 0) return finish(true, null);
        const { clause, back, glue } = this.analyze();
        this.backtrack(back);
        if (clause.length === 1) {
          this.assign(clause[0]!, UNIT, 0, 0, -1);
        } else {
          const ci = this.addClause(clause, true, glue);
          this.bumpClause(ci);
          this.assign(clause[0]!, CLAUSE, ci, 0, -1);
        }
        this.heap.decay();
        this.clauseInc *= 1 / 0.999;
        continue;
      }
      if (++tick >= 64) {
        tick = 0;
        if (o.signal?.aborted) return finish(false, "signal");
        if (now() > deadline) return finish(false, "timeout");
      }
      if (this.trailLen === this.n) {
        const picture = this.picture();
        solutions.push(picture);
        o.onSolution?.(picture);
        if (this.decisionLevel === 0) return finish(true, null);
        if (solutions.length >= o.limit) return finish(false, "limit");
        // Block this solution through its decisions: any solution agreeing with all of them is this one.
        const block: number[] = [];
        for (let lv = this.decisionLevel; lv >= 1; lv--) block.push(this.trail[this.trailLim[lv - 1]!]! ^ 1);
        this.backtrack(this.decisionLevel - 1);
        if (block.length === 1) this.assign(block[0]!, UNIT, 0, 0, -1);
        else {
          const ci = this.addClause(Int32Array.from(block), false, 0);
          this.assign(block[0]!, CLAUSE, ci, 0, -1);
        }
        continue;
      }
      if (conflictBudget <= 0) {
        restart++;
        conflictBudget = luby(restart) * base;
        this.backtrack(0);
        if (this.learntCount > this.maxLearnt) {
          this.reduce();
          this.maxLearnt = Math.floor(this.maxLearnt * 1.1);
        }
        continue;
      }
      if (this.decisions >= nodeLimit) return finish(false, "nodes");
      let x = -1;
      if (this.tuning.randomFreq > 0 && this.random() < this.tuning.randomFreq) {
        const y = Math.floor(this.random() * this.n);
        if (this.value[y] === -1) x = y;
      }
      if (x < 0) x = this.heap.pop();
      while (x >= 0 && this.value[x] !== -1) x = this.heap.pop();
      if (x < 0) return finish(false, null);
      this.decisions++;
      this.trailLim.push(this.trailLen);
      this.assign(2 * x + this.phase[x]!, DECISION, 0, 0, -1);
    }
  }
}
