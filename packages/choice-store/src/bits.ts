import type { TrailedInt32Array } from "@gridsmith/constraint";

/**
 * Calls `fn` on `ids[k]` for every bit `k` set in `bits[start..end)` (32 bits a word), in ascending `k`;
 * stops when `fn` returns false. `fn` may clear bits: a member removed before its turn is skipped.
 * @internal
 */
export function eachBit(
  bits: Int32Array,
  start: number,
  end: number,
  ids: Int32Array,
  fn: (id: number) => unknown,
) {
  for (let i = start; i < end; i++) {
    let word = bits[i]!;
    const base = (i - start) << 5;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      // A bit cleared by fn since the word was read is no longer a member.
      if ((bits[i]! & low) === 0) continue;
      if (fn(ids[base + 31 - Math.clz32(low)]!) === false) return;
    }
  }
}

/** Toggles `bit` of word `index` through the trail. @internal */
export function flip(array: TrailedInt32Array, index: number, bit: number): void {
  array.set(index, array.values[index]! ^ bit);
}
