/**
 * Digit sets as bitmasks: bit d stands for digit d (1-9), so a set of digits fits in 10 bits. Every table
 * here is computed once from the 511 non-empty subsets of 1-9.
 */

/** Mask of all digits 1-9. */
export const ALL_DIGITS = 0b11_1111_1110;

const SUM_OF = new Int32Array(1024);
const SIZE_OF = new Int32Array(1024);
const BY_SUM_AND_LENGTH = new Map<number, number[]>();

for (let mask = 2; mask < 1024; mask += 2) {
  let sum = 0;
  let size = 0;
  for (let d = 1; d <= 9; d++) {
    if (mask & (1 << d)) {
      sum += d;
      size++;
    }
  }
  SUM_OF[mask] = sum;
  SIZE_OF[mask] = size;
  const key = sum * 16 + size;
  const list = BY_SUM_AND_LENGTH.get(key);
  if (list) list.push(mask);
  else BY_SUM_AND_LENGTH.set(key, [mask]);
}

// Smallest digits first: 1+4 before 2+3, as people list them. The sets of one list have as many digits,
// so their ascending digits read as one number (14 < 23) put them in that order (cheaply: this runs at
// import, for every program that loads the catalog).
const digitsAsNumber = (mask: number) => digitsOf(mask).reduce((n, d) => n * 10 + d, 0);
for (const list of BY_SUM_AND_LENGTH.values()) list.sort((a, b) => digitsAsNumber(a) - digitsAsNumber(b));

const NONE: readonly number[] = [];

/** Every set of `length` different digits 1-9 adding up to `sum`, as masks, smallest digits first. */
export function combinations(sum: number, length: number): readonly number[] {
  if (!Number.isInteger(sum) || !Number.isInteger(length) || length < 0 || length > 9) return NONE;
  if (length === 0) return sum === 0 ? [0] : NONE;
  return BY_SUM_AND_LENGTH.get(sum * 16 + length) ?? NONE;
}

/** Smallest and largest sum of `length` different digits: 1+2+... and 9+8+... */
export function sumRange(length: number): { min: number; max: number } {
  return { min: (length * (length + 1)) / 2, max: (length * (19 - length)) / 2 };
}

/** Sum of the digits in `mask`. */
export function sumOf(mask: number): number {
  return SUM_OF[mask & ALL_DIGITS]!;
}

/** Number of digits in `mask`. */
export function sizeOf(mask: number): number {
  return SIZE_OF[mask & ALL_DIGITS]!;
}

/** The digits of `mask`, ascending. */
export function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << d)) out.push(d);
  return out;
}

/** The only digit of a one-digit mask, else 0. */
export function singleDigit(mask: number): number {
  return sizeOf(mask) === 1 ? 31 - Math.clz32(mask) : 0;
}

// Scratch space for supportedDigits, reused across calls so that propagation allocates nothing: per cell
// position (0-9) a list of digit sets and a stamp per set, valid when it equals the current call's number.
const LIST = new Int32Array(10 * 512);
const LIST_LENGTH = new Int32Array(10);
const SEEN = new Int32Array(10 * 1024);
const GOOD = new Int32Array(10 * 1024);
let call = 0;
// MIN_REST[used * 10 + k]: the smallest sum of k digits outside `used`.
const MIN_REST = new Float64Array(1024 * 10);
for (let used = 0; used < 1024; used++) {
  for (let k = 0; k < 10; k++) {
    let total = 0;
    let left = k;
    for (let d = 1; d <= 9 && left > 0; d++) {
      if (!(used & (1 << d))) {
        total += d;
        left--;
      }
    }
    MIN_REST[used * 10 + k] = left > 0 ? Number.POSITIVE_INFINITY : total;
  }
}

/**
 * What each cell of an entry can still hold: for cells with candidate masks `cands` that must take different
 * digits adding up to `sum`, keeps in each cell exactly the digits that appear there in some valid filling
 * (generalised arc consistency). Null when no filling exists. Writes into `out` when given.
 *
 * The partial fillings of cells 0..i-1 are told apart only by the set of digits they used (which fixes their
 * sum), so a forward pass over at most 512 sets per cell and a backward pass keeping the sets that can still
 * be completed visit every filling without listing them.
 */
export function supportedDigits(cands: readonly number[], sum: number, out?: number[]): number[] | null {
  const n = cands.length;
  if (n > 9) return null;
  if (++call === 0x7fffffff) {
    SEEN.fill(0);
    GOOD.fill(0);
    call = 1;
  }
  const stamp = call;
  LIST[0] = 0;
  LIST_LENGTH[0] = 1;
  for (let i = 0; i < n; i++) {
    const from = i * 512;
    const to = from + 512;
    const rest = n - i - 1;
    const cand = cands[i]! & ALL_DIGITS;
    let length = 0;
    for (let k = 0; k < LIST_LENGTH[i]!; k++) {
      const used = LIST[from + k]!;
      for (let free = cand & ~used; free !== 0; free &= free - 1) {
        const next = used | (free & -free);
        // The cheapest way to finish still has to fit under the sum.
        if (SUM_OF[next]! + MIN_REST[next * 10 + rest]! > sum) continue;
        const s = (i + 1) * 1024 + next;
        if (SEEN[s] === stamp) continue;
        SEEN[s] = stamp;
        LIST[to + length++] = next;
      }
    }
    LIST_LENGTH[i + 1] = length;
  }
  let any = false;
  for (let k = 0; k < LIST_LENGTH[n]!; k++) {
    const used = LIST[n * 512 + k]!;
    if (SUM_OF[used] === sum) {
      GOOD[n * 1024 + used] = stamp;
      any = true;
    }
  }
  if (!any) return null;
  const support = out ?? new Array<number>(n);
  for (let i = n - 1; i >= 0; i--) {
    let mask = 0;
    const cand = cands[i]! & ALL_DIGITS;
    for (let k = 0; k < LIST_LENGTH[i]!; k++) {
      const used = LIST[i * 512 + k]!;
      let ok = false;
      for (let free = cand & ~used; free !== 0; free &= free - 1) {
        const bit = free & -free;
        if (GOOD[(i + 1) * 1024 + (used | bit)] === stamp) {
          mask |= bit;
          ok = true;
        }
      }
      if (ok) GOOD[i * 1024 + used] = stamp;
    }
    support[i] = mask;
  }
  return support;
}
