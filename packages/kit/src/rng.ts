/** A seeded pseudo-random generator: the same seed gives the same sequence on every platform. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** Shuffles `items` in place (Fisher-Yates) and returns it. */
  shuffle<T>(items: T[]): T[];
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
}

/**
 * sfc32 seeded through splitmix32: small, fast, and good enough for puzzle generation (not for secrets).
 * Seeds are taken modulo 2^32.
 */
export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next32();
  const rng: Rng = {
    next: () => next32() / 4294967296,
    int(n) {
      if (!(n >= 1)) throw new RangeError(`rng.int needs n >= 1, got ${n}`);
      return Math.floor(rng.next() * n);
    },
    shuffle(items) {
      for (let i = items.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        const t = items[i]!;
        items[i] = items[j]!;
        items[j] = t;
      }
      return items;
    },
    pick(items) {
      if (items.length === 0) throw new RangeError("rng.pick needs a non-empty array");
      return items[rng.int(items.length)]!;
    },
  };
  return rng;
}
