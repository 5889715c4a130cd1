import type { Domains } from "../domains.js";

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
