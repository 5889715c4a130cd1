import type { Explanation } from "../learning/explanation.js";
import type { Model } from "../model.js";
import type { TrailedInt32Array } from "../trail.js";
import type { Propagator, PropagatorSchedule, Reason } from "../types.js";
import { removeUnsupported, supportWordStarts } from "./supports.js";

/**
 * The read-only tuple data of tables posted with one tuples array on variables of one layout: a model that
 * posts hundreds of tables from one list (numlin's lines) then keeps one copy, which is most of what a run of
 * such a table reads for the first time.
 */
interface SharedTuples {
  /** The tuples as given, flat, to tell whether the caller changed the array since. */
  readonly given: Float64Array;
  /** Each position's lowest value, word count and first position of its variable (what the filter reads). */
  readonly layout: string;
  readonly tuples: Int32Array;
  readonly offsets: Int32Array;
  /** Tuples kept (not `tuples.length / arity`: a table of no variables keeps its empty tuples). */
  readonly count: number;
  /** The tuples by the value at each position, built by the first explanation (see {@link rowsByValue}). */
  byValue?: RowsByValue;
}

/**
 * The tuples that hold each value at each position, in tuple order: those of value bit `s` (position p's bit
 * o being `s = supStart[p] * 32 + o`, laid out like the support bitsets) are `rows[start[s] .. start[s + 1])`.
 * An explanation of a removal reads only the tuples with the removed value (two of a numlin line's 2k + 1),
 * where a scan of every tuple made explaining the tables the costliest part of a conflict on large grids.
 */
export interface RowsByValue {
  readonly start: Int32Array;
  readonly rows: Int32Array;
}

/** {@link RowsByValue} of `count` tuples whose value offsets are `offsets` (tuple-major, `arity` per tuple). */
export function rowsByValue(
  offsets: Int32Array,
  arity: number,
  count: number,
  supStart: Int32Array,
): RowsByValue {
  const slots = supStart[arity]! * 32;
  const start = new Int32Array(slots + 1);
  for (let t = 0; t < count; t++)
    for (let p = 0; p < arity; p++) start[supStart[p]! * 32 + offsets[t * arity + p]! + 1]!++;
  for (let s = 0; s < slots; s++) start[s + 1]! += start[s]!;
  const next = start.slice(0, slots);
  const rows = new Int32Array(count * arity);
  for (let t = 0; t < count; t++)
    for (let p = 0; p < arity; p++) rows[next[supStart[p]! * 32 + offsets[t * arity + p]!]!++] = t;
  return { start, rows };
}

const sharedByTuples = new WeakMap<readonly (readonly number[])[], SharedTuples[]>();
const SHARED_VERSIONS = 8;

/**
 * `vars` take the values of one of the allowed tuples. Simple tabular reduction (STR2-style): the live tuples
 * sit in the front of a permutation whose length is trailed, so dropping a tuple is a swap and undoing is free.
 * Each run checks the live tuples only at the positions that changed (the others were valid at the last
 * fixpoint), collects the values the survivors support, and removes every other value: domain consistent.
 */
export class Table implements Propagator {
  readonly name = "table";
  readonly vars: readonly number[];
  readonly schedule: PropagatorSchedule = { idempotent: true };
  private readonly arity: number;
  private readonly tuples: Int32Array;
  private readonly live: Int32Array;
  private readonly liveCount: TrailedInt32Array;
  // Supported values per position, as bitsets laid out like the variable's own domain words.
  private readonly supStart: Int32Array;
  private readonly sup: Int32Array;
  // Each tuple cell's value as its offset from its variable's lowest (laid out like `tuples`), and where each
  // position's variable starts in `m.dom` (variables never move there): a run tests a cell with one domain
  // word, where `m.has` and `m.offset` cost five scattered reads, and the array is no larger than `tuples`
  // (a run's cost is mostly the first reads of its arrays).
  private readonly offsets: Int32Array;
  private readonly domStart: Int32Array;
  private readonly shared: SharedTuples;

  constructor(m: Model, vars: readonly number[], tuples: readonly (readonly number[])[]) {
    const k = vars.length;
    this.vars = [...vars];
    this.arity = k;
    for (const t of tuples) {
      if (t.length !== k)
        throw new RangeError(`table: tuple [${t.join(", ")}] has ${t.length} values, not ${k}`);
    }
    const given = Float64Array.from(tuples.flat());
    const layout = vars.map((x) => `${m.offset(x)}/${m.nw[x]}/${vars.indexOf(x)}`).join(",");
    const shared = sharedByTuples.get(tuples) ?? [];
    let data = shared.find((d) => d.layout === layout && sameValues(d.given, given));
    if (data === undefined) {
      // Drop tuples that can never be used: a value outside what the variable was created with, or two values
      // for one variable listed twice. What is left indexes the support bitsets safely.
      const kept = tuples.filter((t) =>
        vars.every((x, i) => {
          const o = t[i]! - m.offset(x);
          return Number.isInteger(o) && o >= 0 && o < m.nw[x]! * 32 && t[vars.indexOf(x)] === t[i];
        }),
      );
      const flat = Int32Array.from(kept.flat());
      const offsets = flat.map((v, c) => v - m.offset(vars[c % k]!));
      data = { given, layout, tuples: flat, offsets, count: kept.length };
      // A caller that changes one array between posts leaves old versions: a few are kept, not all.
      if (shared.push(data) > SHARED_VERSIONS) shared.shift();
      sharedByTuples.set(tuples, shared);
    }
    this.shared = data;
    this.tuples = data.tuples;
    this.offsets = data.offsets;
    this.live = Int32Array.from({ length: data.count }, (_, i) => i);
    this.liveCount = m.trail.int32(1, data.count);
    this.supStart = supportWordStarts(m, vars);
    this.sup = new Int32Array(this.supStart[k]!);
    this.domStart = Int32Array.from(vars, (x) => m.off[x]!);
  }

  propagate(m: Model): boolean {
    const { vars, live, arity, sup, supStart, offsets, domStart } = this;
    const dom = m.dom;
    // Nothing is written while the tuples are read, so the changed positions are read in place.
    const changed = m.changed;
    const nChecks = m.changedCount;
    // Often two or three words: a loop, where `fill` is a call.
    for (let w = 0; w < sup.length; w++) sup[w] = 0;
    let size = this.liveCount.values[0]!;
    for (let i = 0; i < size; ) {
      const t = live[i]!;
      const row = t * arity;
      let valid = true;
      for (let c = 0; c < nChecks; c++) {
        const p = changed[c]!;
        const o = offsets[row + p]!;
        if ((dom[domStart[p]! + (o >>> 5)]! & (1 << (o & 31))) === 0) {
          valid = false;
          break;
        }
      }
      if (!valid) {
        live[i] = live[--size]!;
        live[size] = t;
        continue;
      }
      for (let p = 0; p < arity; p++) {
        const o = offsets[row + p]!;
        sup[supStart[p]! + (o >>> 5)]! |= 1 << (o & 31);
      }
      i++;
    }
    this.liveCount.set(0, size);
    if (size === 0) {
      m.fail(null, 0, m.explaining ? this.reason() : null);
      return false;
    }
    return removeUnsupported(m, vars, sup, supStart, this.reason);
  }

  /**
   * Every tuple that would support the removed value (every tuple, for a failure) had lost a value at another
   * position: one such missing value per tuple is the reason.
   */
  explain(e: Explanation, m: Model): void {
    const { vars, tuples, arity, offsets } = this;
    const dom = m.dom;
    const p = e.variable < 0 ? -1 : vars.indexOf(e.variable);
    if (p < 0) {
      for (let row = 0; row < tuples.length; row += arity) if (!this.explainTuple(e, dom, row)) return;
      return;
    }
    // A removal: only the tuples with the removed value at p, in tuple order as a scan of all would meet them.
    const o = e.value - m.offset(vars[p]!);
    if (!(Number.isInteger(o) && o >= 0 && o < (this.supStart[p + 1]! - this.supStart[p]!) * 32)) return;
    const byValue = (this.shared.byValue ??= rowsByValue(offsets, arity, this.shared.count, this.supStart));
    const slot = this.supStart[p]! * 32 + o;
    for (let k = byValue.start[slot]!; k < byValue.start[slot + 1]!; k++)
      if (!this.explainTuple(e, dom, byValue.rows[k]! * arity)) return;
  }

  /**
   * Adds the reason one tuple (starting at `row`) no longer supports the value explained: one of its values
   * gone at another position. False when none is gone, after explaining by every domain (always valid).
   */
  private explainTuple(e: Explanation, dom: Int32Array, row: number): boolean {
    const { vars, tuples, arity, offsets, domStart } = this;
    let cut = -1;
    for (let q = 0; q < arity; q++) {
      if (vars[q] === e.variable) continue;
      // A value the variable still has, it had then: no need to ask the trail.
      const o = offsets[row + q]!;
      if ((dom[domStart[q]! + (o >>> 5)]! & (1 << (o & 31))) !== 0) continue;
      const x = vars[q]!;
      const v = tuples[row + q]!;
      if (!e.had(x, v)) {
        cut = q;
        // A value gone before the search costs the reason nothing: prefer it.
        if (e.isRootRemoval(x, v)) break;
      }
    }
    if (cut < 0) {
      // Only possible for a failure if the tuple was live: explain by everything, which is always valid.
      for (const x of vars) e.becauseDomain(x);
      return false;
    }
    e.becauseNot(vars[cut]!, tuples[row + cut]!);
    return true;
  }

  // A bound function, handed to removeUnsupported as is.
  private readonly reason = (): Reason => ({
    rule: "table",
    message: "no allowed tuple uses this value",
    vars: [...this.vars],
  });
}

function sameValues(a: Float64Array, b: Float64Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}
