import { lowestBit } from "../bits.js";
import type { Model } from "../model.js";

/**
 * How many positions of a counting all-different hold each term value, and which one when it is one: the
 * tally behind hidden singles and the pigeonhole test. Kept between runs against a copy of every position's
 * domain words as last counted; {@link update} compares the words and counts only the bits that differ (values
 * removed since, and values an undo gave back), where a count from scratch enumerated every value of every
 * position. Nothing here is on the trail: an undo only widens domains, and the next update counts what came
 * back. The whole copy is compared on each update because the propagator is told only its fixed positions
 * (see `PropagatorSchedule.fixedPositions`), and one comparison per domain word is a small part of the
 * enumeration it replaces.
 */
export class TermCounts {
  /**
   * Per term value index `u` (term `low + u`): while narrow, the XOR of the positions holding it times 2^16
   * plus their number, so the one holder of a single needs no search; while wide (more than 2^15 positions),
   * the number alone.
   */
  readonly tally: Int32Array;
  /** Term values some position holds. */
  union = 0;
  private readonly narrow: boolean;
  // Position j's domain words as last counted, at seen[seenStart[j] ..], as many as its variable has.
  private readonly seen: Int32Array;
  private readonly seenStart: Int32Array;
  // Term index of bit 0 of position j's first word.
  private readonly bitZero: Int32Array;

  constructor(
    m: Model,
    private readonly vars: readonly number[],
    offsets: Int32Array,
    low: number,
    high: number,
    // Narrow unless there are too many positions for 15 bits (a test may ask for wide).
    narrow = vars.length <= 0x7fff,
  ) {
    const n = vars.length;
    this.tally = new Int32Array(Math.max(0, high - low + 1));
    this.narrow = narrow;
    this.seenStart = new Int32Array(n + 1);
    this.bitZero = new Int32Array(n);
    for (let j = 0; j < n; j++) {
      this.seenStart[j + 1] = this.seenStart[j]! + m.nw[vars[j]!]!;
      this.bitZero[j] = m.offset(vars[j]!) + offsets[j]! - low;
    }
    // Nothing counted yet: the first update counts every value as come back.
    this.seen = new Int32Array(this.seenStart[n]!);
  }

  /** Number of positions holding term index `u`, as of the last {@link update}. */
  count(u: number): number {
    return this.narrow ? this.tally[u]! & 0xffff : this.tally[u]!;
  }

  /** The position holding term index `u` when {@link count} is 1. */
  holder(u: number): number {
    if (this.narrow) return this.tally[u]! >>> 16;
    const { seen, seenStart, bitZero } = this;
    for (let j = 0; j < bitZero.length; j++) {
      const k = (u - bitZero[j]!) >> 5;
      const s = seenStart[j]! + k;
      if (k >= 0 && s < seenStart[j + 1]! && ((seen[s]! >>> ((u - bitZero[j]!) & 31)) & 1) === 1) return j;
    }
    return -1;
  }

  /** Brings the tally to the model's current domains. */
  update(m: Model): void {
    const { vars, seen, seenStart, bitZero, tally, narrow } = this;
    const { dom, off } = m;
    let union = this.union;
    for (let j = 0; j < vars.length; j++) {
      const o = off[vars[j]!]!;
      const step = narrow ? j << 16 : 0;
      for (let s = seenStart[j]!, end = seenStart[j + 1]!, k = 0; s < end; s++, k++) {
        const now = dom[o + k]!;
        const was = seen[s]!;
        if (now === was) continue;
        seen[s] = now;
        const base = bitZero[j]! + 32 * k;
        for (let r = was & ~now; r !== 0; r &= r - 1) {
          const u = base + lowestBit(r);
          const t = (tally[u]! - 1) ^ step;
          tally[u] = t;
          if (t === 0) union--;
        }
        for (let a = now & ~was; a !== 0; a &= a - 1) {
          const u = base + lowestBit(a);
          const t = tally[u]!;
          if (t === 0) union++;
          tally[u] = (t + 1) ^ step;
        }
      }
    }
    this.union = union;
  }
}
