/** Number of set bits in a 32-bit word (SWAR popcount: no table, no loop). */
export function popcount(w: number): number {
  w -= (w >>> 1) & 0x55555555;
  w = (w & 0x33333333) + ((w >>> 2) & 0x33333333);
  return Math.imul((w + (w >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Index of the lowest set bit of a non-zero word. */
export function lowestBit(w: number): number {
  return 31 - Math.clz32(w & -w);
}

/** Index of the highest set bit of a non-zero word. */
export function highestBit(w: number): number {
  return 31 - Math.clz32(w);
}
