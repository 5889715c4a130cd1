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
