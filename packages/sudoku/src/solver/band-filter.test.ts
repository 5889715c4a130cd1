// The band filter: its reasons checked by brute force on the small band (width 1: a 3x3 latin square of 1-3,
// lines its rows, boxes its columns), its removals on a sudoku band against the rule computed digit by digit,
// and the engine path that uses it against the referee, with and without learning.
import { Model } from "@gridsmith/constraint";
import { checkPropagatorReasons } from "@gridsmith/constraint/testing";
import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refereeSolve } from "../brute.test-helpers.js";
import { BandFilter, bandCells } from "./band-filter.js";
import { solve } from "./solve.js";

// Permutations of the lines over the boxes 0, 1, 2, enumerated here apart from the propagator's table.
const PERMUTATIONS = [0, 1, 2].flatMap((a) => [0, 1, 2].flatMap((b) => (a === b ? [] : [[a, b, 3 - a - b]])));

describe("band filter reasons", () => {
  it("are valid implications (brute force over random decisions, width 1)", () => {
    const checked = checkPropagatorReasons((m) => {
      const cells = m.intVars(9, 1, 3); // cell 3 * line + box
      return {
        propagator: m.post(new BandFilter(m, cells, 1)),
        meaning: (v) => {
          for (let k = 0; k < 3; k++) {
            const line = [0, 1, 2].map((b) => v(cells[3 * k + b]!));
            const box = [0, 1, 2].map((l) => v(cells[3 * l + k]!));
            if (new Set(line).size !== 3 || new Set(box).size !== 3) return false;
          }
          return true;
        },
      };
    });
    // Only that the test checked something: six runs counted 544-648 inferences and 61-85 conflicts.
    expect(checked.inferences, "inferences checked").toBeGreaterThan(200);
    expect(checked.conflicts, "conflicts checked").toBeGreaterThan(20);
  });
});

describe("band filter on a sudoku band", () => {
  it("keeps a digit in a segment exactly when a permutation of segments holding it goes through it", () => {
    // Per digit, the segments that may hold it (dense or sparse), then random cells within that.
    const nine = fc.integer({ min: 0, max: 0x1ff });
    const segmentsOf = fc.array(fc.tuple(nine, nine, fc.nat(11)), { minLength: 9, maxLength: 9 });
    const noise = fc.array(fc.integer({ min: 1, max: 0x1ff }), { minLength: 27, maxLength: 27 });
    let removals = 0;
    let failures = 0;
    fc.assert(
      fc.property(segmentsOf, noise, fc.boolean(), (perDigit, doms, stack) => {
        const cells = bandCells(1, stack);
        const bits = doms.map((w, i) => {
          let fits = 0;
          perDigit.forEach(([a, b, kind], d) => {
            const segs = kind < 8 ? 0x1ff : kind === 8 ? a | b : kind < 11 ? a : a & b;
            if ((segs >> Math.floor(i / 3)) & 1) fits |= 1 << d;
          });
          return (w | (w >> 3)) & fits || w;
        });
        const m = new Model();
        m.intVars(81, 1, 9);
        for (let i = 0; i < 27; i++) m.restrict(cells[i]!, bits[i]!);
        m.post(new BandFilter(m, cells));
        const ok = m.propagate();
        const segment = (i: number) => bits[3 * i]! | bits[3 * i + 1]! | bits[3 * i + 2]!;
        const allowed = new Array<number>(9).fill(0);
        let placeable = 0;
        for (const perm of PERMUTATIONS) {
          const segs = perm.map((line, box) => 3 * line + box);
          const digits = segment(segs[0]!) & segment(segs[1]!) & segment(segs[2]!);
          placeable |= digits;
          for (const s of segs) allowed[s]! |= digits;
        }
        const after = bits.map((w, i) => w & allowed[Math.floor(i / 3)]!);
        const expected = placeable === 0x1ff && after.every((w) => w !== 0);
        expect(ok).toBe(expected);
        if (!ok) failures++;
        else
          cells.forEach((x, i) => {
            expect(m.bits(x)).toBe(after[i]);
            if (after[i] !== bits[i]) removals++;
          });
      }),
      { numRuns: 500 },
    );
    // Six runs counted 246-391 removals and 425-441 failures.
    expect(removals, "removals checked").toBeGreaterThan(50);
    expect(failures, "failures checked").toBeGreaterThan(50);
  });
});

describe("the engine path with band filters", () => {
  function randomPuzzle(seed: number, keep: number): number[] {
    const rng = createRng(seed);
    const grid = refereeSolve(9, new Array(81).fill(0), 1, (ds) => rng.shuffle(ds)).grids[0]!;
    return grid.map((d) => (rng.next() < keep ? d : 0));
  }

  it("counts what the referee counts, with and without learning", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const cells = randomPuzzle(seed, 0.2 + (seed % 5) * 0.05);
      const ref = refereeSolve(9, cells, 2).count;
      for (const learning of [false, true]) {
        const r = solve({ size: 9, cells }, { path: "engine", limit: 2, learning });
        expect(r.solutionCount, `seed ${seed}, learning ${learning}`).toBe(ref);
      }
    }
  });
});
