import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { patternArb } from "./board.test-helpers.js";
import { layoutOf } from "./entries.js";
import { pattern, withBlackCell } from "./generate-pattern.js";

/** Cells of the pattern in an across and in a down entry (runs of two or more), by the package's own layout. */
function entriesOf(rows: number, cols: number, white: readonly boolean[]) {
  const { across, down, entries } = layoutOf({ rows, cols, cells: white.map((w) => (w ? 0 : {})) });
  return { across, down, entries };
}

describe("the generator's patterns", () => {
  it("draws point-symmetric patterns inside a clue row and column, each white cell in an entry of 2-9", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 20 }),
        fc.integer({ min: 3, max: 20 }),
        fc.double({ min: 0, max: 0.6, noNaN: true }),
        fc.nat(100_000),
        (rows, cols, density, seed) => {
          const white = pattern(rows, cols, density, createRng(seed));
          const { across, down, entries } = entriesOf(rows, cols, white);
          for (let i = 0; i < rows * cols; i++) {
            const [r, c] = [Math.floor(i / cols), i % cols];
            if (r === 0 || c === 0) expect(white[i]).toBe(false);
            else expect(white[i]).toBe(white[(rows - r) * cols + cols - c]);
            if (white[i]) expect(across[i]! >= 0 || down[i]! >= 0, `cell ${i}`).toBe(true);
          }
          for (const e of entries) expect(e.cells.length).toBeLessThanOrEqual(9);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("turns one cell black, and the cells that leaves in no entry, and nothing else", () => {
    let loners = 0;
    fc.assert(
      fc.property(patternArb, fc.nat(), ({ rows, cols, white }, pick) => {
        const whites = white.flatMap((w, i) => (w ? [i] : []));
        const c = whites[pick % whites.length]!;
        const next = withBlackCell(rows, cols, white, c);
        expect(next[c]).toBe(false);
        const { across, down } = entriesOf(rows, cols, next);
        // A cell goes black only when the new black cell leaves it in no entry.
        const before = entriesOf(rows, cols, withBlackOnly(white, c));
        white.forEach((w, i) => {
          if (!w) expect(next[i]).toBe(false);
          else if (i !== c) {
            const inEntry = before.across[i]! >= 0 || before.down[i]! >= 0;
            expect(next[i], `cell ${i}`).toBe(inEntry);
            if (!inEntry) loners++;
            if (next[i]) expect(across[i]! >= 0 || down[i]! >= 0).toBe(true);
          }
        });
      }),
      { numRuns: 200 },
    );
    // The property met cells left alone, not only the easy case.
    expect(loners).toBeGreaterThan(0);
  });
});

function withBlackOnly(white: readonly boolean[], c: number): boolean[] {
  return white.map((w, i) => w && i !== c);
}
