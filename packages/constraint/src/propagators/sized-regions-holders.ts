import { lowestBit } from "../bits.js";
import type { Domains } from "../domains.js";

/**
 * Per value, how many of `vars` may hold it: `counts[v]` for v in `from .. to`, the rest of `counts` left as
 * it was. Read from each domain's first word ({@link Domains.bits}: one read per cell instead of one `has` per
 * cell and value); values past a variable's first 32 are asked one by one.
 *
 * Along one branch of a search domains only shrink, so two counts of one value from a state and a later state
 * of the branch are equal only when the cells that may hold it are the same: SizedRegions' small rule uses
 * that to skip a value whose cells are as its last run left them.
 */
export function countHolders(
  m: Domains,
  vars: readonly number[],
  from: number,
  to: number,
  counts: Int32Array,
): void {
  counts.fill(0, from, to + 1);
  if (to < from) return;
  for (let i = 0; i < vars.length; i++) {
    const x = vars[i]!;
    const o = m.offset(x);
    // Bits lo .. hi of the first word are the values from .. to it holds.
    const lo = Math.max(from - o, 0);
    const hi = Math.min(to - o, 31);
    if (lo <= hi) {
      let r = (m.bits(x) >>> lo) & (-1 >>> (31 - (hi - lo)));
      for (; r !== 0; r &= r - 1) counts[o + lo + lowestBit(r)]!++;
    }
    for (let v = Math.max(from, o + 32); v <= to; v++) if (m.has(x, v)) counts[v]!++;
  }
}

/**
 * Word k of the values 2 .. top that `x` may hold, by value: bit j is value 32k + j (a read of the domain's
 * words, where a `has` per value was most of SizedRegions' time).
 */
export function heldWord(m: Domains, x: number, k: number, top: number): number {
  const lo = Math.max(2 - 32 * k, 0);
  const hi = Math.min(top - 32 * k, 31);
  if (hi < lo) return 0;
  // The domain's bit of value 32k (its bit j is value base + j), and its words.
  const at = 32 * k - m.base[x]!;
  const nw = m.nw[x]!;
  if (at <= -32 || at >= 32 * nw) return 0;
  const wi = Math.floor(at / 32);
  const sh = at - 32 * wi;
  const o = m.off[x]!;
  const a = wi >= 0 ? m.dom[o + wi]! : 0;
  const w = sh === 0 ? a : (a >>> sh) | (wi + 1 < nw ? m.dom[o + wi + 1]! << (32 - sh) : 0);
  return w & (-1 >>> (31 - hi)) & (-1 << lo);
}
