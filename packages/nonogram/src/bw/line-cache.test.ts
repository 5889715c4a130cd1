import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pictureLine } from "../line/random-lines.test-helpers.js";
import { solveLineSlow } from "../line/solve-line.js";
import { LineCache } from "./line-cache.js";

/** A coded line (0 unknown, 1 filled, 2 empty) as word masks, `maskWords` words a mask. */
function masksOf(cells: readonly number[], maskWords: number): Int32Array {
  const masks = new Int32Array(2 * maskWords);
  cells.forEach((v, i) => {
    if (v === 1) masks[i >> 5]! |= 1 << (i & 31);
    else if (v === 2) masks[maskWords + (i >> 5)]! |= 1 << (i & 31);
  });
  return masks;
}

/** Word masks back to a coded line of n cells. */
function codedOf(masks: Int32Array, maskWords: number, n: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if ((masks[i >> 5]! >>> (i & 31)) & 1) out[i] = 1;
    else if ((masks[maskWords + (i >> 5)]! >>> (i & 31)) & 1) out[i] = 2;
  }
  return out;
}

function solveThrough(cache: LineCache, line: number, clue: number[], cells: number[]): Uint8Array | null {
  const out = new Int32Array(2 * cache.maskWords);
  const ok = cache.solveLineWords(
    line,
    clue,
    0,
    clue.length,
    cells.length,
    masksOf(cells, cache.maskWords),
    out,
  );
  return ok ? codedOf(out, cache.maskWords, cells.length) : null;
}

describe("line cache on word masks", () => {
  it("answers as the scalar kernel, solved or from the table, in a table small enough to overwrite entries", () => {
    // 8 slots for thousands of lines: most stores overwrite others' entries. A line number stands for its
    // clue (as in a puzzle), so every drawn line gets a new one; each is asked twice, the second time a hit.
    const cache = new LineCache(3, 5);
    let line = 0;
    fc.assert(
      fc.property(pictureLine({ minCells: 31, maxCells: 130 }), ([clue, cells]) => {
        const want = solveLineSlow(clue, cells);
        line++;
        expect(solveThrough(cache, line, clue, cells)).toEqual(want);
        expect(solveThrough(cache, line, clue, cells)).toEqual(want);
      }),
      { numRuns: 2000 },
    );
    expect(cache.hits).toBeGreaterThan(1000);
    expect(cache.misses).toBeGreaterThan(1000);
  });

  it("tells a conflict from a line whose first word is all filled (a mask word of -1)", () => {
    const cache = new LineCache(4, 2);
    const cells = [...new Array<number>(32).fill(1), ...new Array<number>(8).fill(0)];
    const fits = solveThrough(cache, 0, [33], cells);
    expect(fits).toEqual(solveLineSlow([33], cells));
    expect(solveThrough(cache, 1, [31], cells)).toBeNull();
    expect(solveThrough(cache, 1, [31], cells)).toBeNull();
    expect(solveThrough(cache, 0, [33], cells)).toEqual(fits);
    expect(cache.hits).toBe(2);
  });

  it("keeps lines apart: the same masks on another line number are solved for that line's clue", () => {
    const cache = new LineCache(4, 2);
    const cells = new Array<number>(40).fill(0);
    expect(solveThrough(cache, 0, [40], cells)).toEqual(new Uint8Array(40).fill(1));
    expect(solveThrough(cache, 1, [], cells)).toEqual(new Uint8Array(40).fill(2));
    expect(cache.hits).toBe(0);
  });
});
