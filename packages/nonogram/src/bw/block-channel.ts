import type { Explanation, Model, Propagator } from "@gridsmith/constraint";

/**
 * Block positions beside the cells, order encoded as a SAT solver would (nonosolve's encoding): for block j of a
 * line, a 0/1 variable per column c between its earliest and latest start, 1 when the block starts at or before
 * c. Clauses tie them to each other and to the cells:
 * - `start_j <= c` implies `start_j <= c + 1` (the order encoding);
 * - `start_{j+1} <= c` implies `start_j <= c - len_j - 1` (a white cell at least between blocks);
 * - a cell no block has started by is white; and when blocks 0..j have started by c and j+1 has not, the cell
 *   is black exactly when block j has not ended by then (`start_j > c - len_j`).
 * Under the order these say a line's cells are the union of its blocks, so the pictures are unchanged and each
 * has one assignment of the start variables: counts stay exact. The clauses are posted as one propagator per
 * line, which runs unit propagation over them and explains each inference by its clause; so conflicts learned
 * through them are clauses over block bounds, which hold for every cell pattern with those bounds.
 */

const TRUE = -2;
const FALSE = -1;

/** The block-start variables of one line, and where their clauses come from. */
interface LineBlocks {
  /** Earliest and latest start of each block. */
  earliest: Int32Array;
  latest: Int32Array;
  /** Engine id of `start_j <= earliest_j` (the others follow, one per column). */
  first: Int32Array;
}

/**
 * Adds the block-start variables of every line to `m` and posts one {@link BlockChannel} a line. `lineVars`
 * are the cell ids of each line, `lengths`/`clueStart`/`clueLength` the packed clues (as `GridLineField`
 * keeps them). Returns the engine ids of the block variables, in one array.
 */
export function postBlockChannels(
  m: Model,
  lineVars: readonly Int32Array[],
  lengths: Int32Array,
  clueStart: Int32Array,
  clueLength: Int32Array,
  height: number,
): Int32Array {
  const all: number[] = [];
  lineVars.forEach((cells, line) => {
    const n = cells.length;
    const k = clueLength[line]!;
    const len = (j: number) => lengths[clueStart[line]! + j]!;
    const blocks: LineBlocks = {
      earliest: new Int32Array(k),
      latest: new Int32Array(k),
      first: new Int32Array(k),
    };
    let at = 0;
    for (let j = 0; j < k; j++) {
      blocks.earliest[j] = at;
      at += len(j) + 1;
    }
    at = n + 1;
    for (let j = k - 1; j >= 0; j--) {
      at -= len(j) + 1;
      blocks.latest[j] = at;
    }
    for (let j = 0; j < k; j++) {
      const count = blocks.latest[j]! - blocks.earliest[j]!;
      blocks.first[j] = count > 0 ? m.intVars(count, 0, 1)[0]! : -1;
      for (let i = 0; i < count; i++) all.push(blocks.first[j]! + i);
    }
    const name = line < height ? `row ${line + 1} blocks` : `column ${line - height + 1} blocks`;
    m.post(new BlockChannel(cells, blocks, k, len, name));
  });
  return Int32Array.from(all);
}

/** Unit propagation over one line's block clauses (see the module comment), explained clause by clause. */
class BlockChannel implements Propagator {
  readonly idempotent = true;
  readonly vars: number[] = [];
  /** Clause i is `lits[start[i] .. start[i + 1])`; a literal is (local variable << 1) | 1 when it says 0. */
  private readonly lits: Int32Array;
  private readonly start: Int32Array;
  /** The clause that last fixed each local variable. */
  private readonly reason: Int32Array;
  private failed = -1;
  /** The clauses of each local literal: `occ[occStart[l] .. occStart[l + 1])`. */
  private readonly occStart: Int32Array;
  private readonly occ: Int32Array;
  private readonly queue: Int32Array;
  private readonly queued: Uint8Array;
  private readonly local = new Map<number, number>();

  constructor(
    cells: Int32Array,
    blocks: LineBlocks,
    k: number,
    len: (j: number) => number,
    readonly name: string,
  ) {
    const localOf = (x: number): number => {
      let i = this.local.get(x);
      if (i === undefined) {
        i = this.vars.length;
        this.vars.push(x);
        this.local.set(x, i);
      }
      return i;
    };
    // `start_j <= c` as a local variable, or TRUE/FALSE outside the block's range.
    const le = (j: number, c: number): number => {
      if (j >= k || c < blocks.earliest[j]!) return FALSE;
      if (c >= blocks.latest[j]!) return TRUE;
      return localOf(blocks.first[j]! + c - blocks.earliest[j]!);
    };
    const lits: number[] = [];
    const start: number[] = [0];
    // A clause from (term, positive) pairs: a TRUE term drops the clause, a FALSE one the literal.
    const clause = (...terms: [number, boolean][]) => {
      const mark = lits.length;
      for (const [t, positive] of terms) {
        if (t === (positive ? TRUE : FALSE)) {
          lits.length = mark;
          return;
        }
        if (t >= 0) lits.push((t << 1) | (positive ? 0 : 1));
      }
      start.push(lits.length);
    };
    for (let c = 0; c < cells.length; c++) localOf(cells[c]!);
    for (let j = 0; j < k; j++) {
      for (let c = blocks.earliest[j]!; c < blocks.latest[j]!; c++) {
        clause([le(j, c), false], [le(j, c + 1), true]);
        if (j + 1 < k) clause([le(j + 1, c + len(j) + 1), false], [le(j, c), true]);
      }
    }
    for (let c = 0; c < cells.length; c++) {
      const cell = localOf(cells[c]!);
      clause([le(0, c), true], [cell, false]);
      for (let j = 0; j < k; j++) {
        clause([le(j, c), false], [le(j + 1, c), true], [cell, false], [le(j, c - len(j)), false]);
        clause([le(j, c), false], [le(j + 1, c), true], [cell, true], [le(j, c - len(j)), true]);
      }
    }
    this.lits = Int32Array.from(lits);
    this.start = Int32Array.from(start);
    const nv = this.vars.length;
    this.reason = new Int32Array(nv).fill(-1);
    this.queue = new Int32Array(nv);
    this.queued = new Uint8Array(nv);
    this.occStart = new Int32Array(2 * nv + 1);
    for (const lit of lits) this.occStart[lit + 1]!++;
    for (let l = 0; l < 2 * nv; l++) this.occStart[l + 1]! += this.occStart[l]!;
    this.occ = new Int32Array(lits.length);
    const fill = this.occStart.slice(0, 2 * nv);
    for (let i = 0; i + 1 < start.length; i++) {
      for (let p = start[i]!; p < start[i + 1]!; p++) this.occ[fill[lits[p]!]!++] = i;
    }
  }

  propagate(m: Model): boolean {
    const vars = this.vars;
    const queue = this.queue;
    let tail = 0;
    // Only the clauses of variables that changed can have become unit or false.
    for (let i = 0; i < m.changedCount; i++) {
      const x = m.changed[i]!;
      if (this.queued[x] === 0) {
        this.queued[x] = 1;
        queue[tail++] = x;
      }
    }
    let ok = true;
    for (let head = 0; head < tail && ok; head++) {
      const x = queue[head]!;
      // Only the clauses where the variable's literal is now false: x = 1 made `x = 0` false (lit x << 1 | 1).
      const w = m.bits(vars[x]!);
      if (w === 3) continue;
      const falseLit = (x << 1) | (w === 2 ? 1 : 0);
      for (let o = this.occStart[falseLit]!; o < this.occStart[falseLit + 1]!; o++) {
        const unit = this.unitOf(m, this.occ[o]!);
        if (unit === -1) continue;
        if (unit === -2) {
          ok = false;
          break;
        }
        const y = unit >> 1;
        this.reason[y] = this.occ[o]!;
        m.assign(vars[y]!, (unit & 1) === 0 ? 1 : 0);
        if (this.queued[y] === 0) {
          this.queued[y] = 1;
          queue[tail++] = y;
        }
      }
    }
    for (let i = 0; i < tail; i++) this.queued[queue[i]!] = 0;
    return ok;
  }

  /** Clause `i`'s one open literal when all its others are false; -2 when all are (and it is the failure); else -1. */
  private unitOf(m: Model, i: number): number {
    const lits = this.lits;
    const vars = this.vars;
    let open = -1;
    for (let p = this.start[i]!; p < this.start[i + 1]!; p++) {
      const lit = lits[p]!;
      // Domain word: 1 only 0, 2 only 1, 3 open; the literal holds on 2 (positive) or 1 (negative).
      const w = m.bits(vars[lit >> 1]!);
      if (w === 3) {
        if (open >= 0) return -1;
        open = lit;
      } else if (w === ((lit & 1) === 0 ? 2 : 1)) return -1;
    }
    if (open >= 0) return open;
    this.failed = i;
    return -2;
  }

  explain(e: Explanation): void {
    const clause = e.variable < 0 ? this.failed : this.reason[this.local.get(e.variable)!]!;
    const skip = e.variable < 0 ? -1 : this.local.get(e.variable)!;
    for (let p = this.start[clause]!; p < this.start[clause + 1]!; p++) {
      const lit = this.lits[p]!;
      if (lit >> 1 === skip) continue;
      // Every other literal was false: its variable held the value the literal denies.
      e.becauseEqual(this.vars[lit >> 1]!, (lit & 1) === 0 ? 0 : 1);
    }
  }
}
