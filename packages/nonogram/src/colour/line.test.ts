import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Block, blocksOf } from "./blocks.test-helpers.js";
import { colourLineFeasibleScalar, solveColourLine, solveColourLineScalar } from "./line.js";
import { colourLineFeasibleBits, solveColourLineBits } from "./line-bits.js";

// Brute force, sharing nothing with the solver: every line of colours (0 = background) whose blocks read as
// the clue, by placing the blocks in every possible way; then the ones that fit the cells' masks, and the
// union of their colours per cell.

function* placements(
  clue: readonly Block[],
  n: number,
  j = 0,
  from = 0,
  line: number[] = [],
): Generator<number[]> {
  if (j === clue.length) {
    yield [...line, ...Array(n - line.length).fill(0)];
    return;
  }
  const [len, colour] = clue[j]!;
  const gap = j > 0 && clue[j - 1]![1] === colour ? 1 : 0;
  for (let s = from + gap; s + len <= n; s++) {
    const next = [...line, ...Array(s - line.length).fill(0), ...Array(len).fill(colour)];
    yield* placements(clue, n, j + 1, s + len, next);
  }
}

function brute(clue: readonly Block[], masks: readonly number[]): number[] | null {
  const union = masks.map(() => 0);
  let found = false;
  for (const line of placements(clue, masks.length)) {
    if (line.some((c, i) => ((masks[i]! >> c) & 1) === 0)) continue;
    found = true;
    line.forEach((c, i) => {
      union[i]! |= 1 << c;
    });
  }
  return found ? union : null;
}

/** The solver's answer; both kernels and both feasibility passes must agree, or this throws. */
function solve(clue: readonly Block[], masks: readonly number[]): number[] | null {
  const n = masks.length;
  const lengths = clue.map((b) => b[0]);
  const colours = clue.map((b) => b[1]);
  const bits = new Int32Array(n);
  const scalar = new Int32Array(n);
  const ok = solveColourLineBits(lengths, colours, 0, clue.length, masks, n, bits);
  const okScalar = solveColourLineScalar(lengths, colours, 0, clue.length, masks, n, scalar);
  // (Plain checks: expect() per call would dominate the exhaustive test's time.)
  const what = JSON.stringify({ clue, masks });
  if (okScalar !== ok || (ok && bits.some((v, i) => v !== scalar[i])))
    throw new Error(`the kernels disagree on ${what}`);
  if (colourLineFeasibleBits(lengths, colours, 0, clue.length, masks, n) !== ok)
    throw new Error(`bit-parallel feasibility disagrees with the solver on ${what}`);
  if (colourLineFeasibleScalar(lengths, colours, 0, clue.length, masks, n) !== ok)
    throw new Error(`scalar feasibility disagrees with the solver on ${what}`);
  return ok ? Array.from(bits) : null;
}

const lineCase = fc
  .record({ n: fc.integer({ min: 1, max: 10 }), colours: fc.integer({ min: 1, max: 3 }) })
  .chain(({ n, colours }) => {
    const all = (1 << (colours + 1)) - 1;
    const picture = fc.array(fc.integer({ min: 0, max: colours }), { minLength: n, maxLength: n });
    const random = fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: colours })), {
      maxLength: 5,
    });
    // Mostly clues of real lines (so that most cases have completions), some random ones.
    const clue = fc.oneof({ arbitrary: picture.map(blocksOf), weight: 3 }, { arbitrary: random, weight: 1 });
    // Mostly unknown cells; some narrowed to a random subset of the colours (possibly empty).
    const mask = fc.oneof(
      { arbitrary: fc.constant(all), weight: 3 },
      { arbitrary: fc.integer({ min: 0, max: all }), weight: 2 },
    );
    return fc.tuple(clue, fc.array(mask, { minLength: n, maxLength: n }));
  });

describe("exact colour line solver", () => {
  it("equals the union over all brute-force completions on random lines of up to 10 cells", () => {
    fc.assert(
      fc.property(lineCase, ([clue, masks]) => {
        expect(solve(clue, masks)).toEqual(brute(clue, masks));
      }),
      { numRuns: 4000 },
    );
  });

  it("equals brute force on every clue and every mask pattern of 4-cell lines in 2 colours", () => {
    const n = 4;
    const clues = new Map<string, Block[]>();
    for (let code = 0; code < 3 ** n; code++) {
      const line = Array.from({ length: n }, (_, i) => Math.floor(code / 3 ** i) % 3);
      const clue = blocksOf(line);
      clues.set(JSON.stringify(clue), clue);
    }
    let checked = 0;
    for (const clue of clues.values()) {
      for (let code = 0; code < 8 ** n; code++) {
        const masks = Array.from({ length: n }, (_, i) => Math.floor(code / 8 ** i) % 8);
        const want = brute(clue, masks);
        const got = solve(clue, masks);
        if (JSON.stringify(got) !== JSON.stringify(want))
          expect({ clue, masks, got }).toEqual({ clue, masks, got: want });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100_000);
  });

  it("bit-parallel and scalar kernels agree on lines of 11 to 30 cells with up to 6 colours", () => {
    const long = fc
      .record({ n: fc.integer({ min: 11, max: 30 }), colours: fc.integer({ min: 1, max: 6 }) })
      .chain(({ n, colours }) => {
        const all = (1 << (colours + 1)) - 1;
        const picture = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: colours })), {
          minLength: n,
          maxLength: n,
        });
        const mask = fc.oneof(
          { arbitrary: fc.constant(all), weight: 4 },
          { arbitrary: fc.integer({ min: 0, max: all }), weight: 1 },
        );
        return fc.tuple(picture.map(blocksOf), fc.array(mask, { minLength: n, maxLength: n }));
      });
    fc.assert(
      fc.property(long, ([clue, masks]) => {
        solve(clue, masks);
      }),
      { numRuns: 2000 },
    );
  });

  it("takes the scalar kernel past 30 cells", () => {
    const masks = Array(40).fill(0b111);
    const out = new Int32Array(40);
    expect(solveColourLine([20, 20], [1, 2], 0, 2, masks, 40, out)).toBe(true);
    expect([...out]).toEqual([...Array(20).fill(0b010), ...Array(20).fill(0b100)]);
  });

  it("lets blocks of different colours touch and keeps a gap between blocks of one colour", () => {
    const full = 0b111;
    // The clue of each of these pictures has the picture as its one answer on three cells.
    for (const picture of [
      [1, 1, 2],
      [1, 0, 1],
    ])
      expect(solve(blocksOf(picture), [full, full, full])).toEqual(picture.map((colour) => 1 << colour));
    // Two blocks of one colour, of 2 and 1 cells, need a cell between them: four cells, not three.
    expect(solve(blocksOf([1, 1, 0, 1]), [full, full, full])).toBeNull();
    expect(solve([], [full, 0b110])).toBeNull();
  });
});
