// The lean reduced model (clauses, a lazy loop check) against reduced.ts's model: the same reduced answers.
import { checkPropagatorReasons } from "@gridsmith/constraint/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LeanOptions, leanReducedModel } from "./lean.js";
import { NoLoop } from "./no-loop.js";
import { lineCount, lineEnds } from "./puzzle.js";
import { randomPuzzles } from "./puzzles.test-helpers.js";
import { reducedModel } from "./reduced.js";

const puzzles = randomPuzzles({ width: [2, 5], height: [2, 5], cells: [2, 8] });
const variants: LeanOptions[] = [
  {},
  { loops: "circuit" },
  { degreeClauses: false, squares: false },
  { crossing: true },
];

describe("numlin's lean reduced model", () => {
  it("has the reduced model's answers, with learning and without, for each set of parts", () => {
    fc.assert(
      fc.property(puzzles, fc.constantFrom(...variants), fc.boolean(), (p, options, learning) => {
        const lines = lineCount(p);
        const key = (s: readonly number[]) => s.slice(0, lines).join("");
        const want = reducedModel(p).solve({ limit: 50, learning: true });
        const got = leanReducedModel(p, options).solve({ limit: 50, learning });
        expect(got.complete).toBe(want.complete);
        expect(new Set(got.solutions.map(key))).toEqual(new Set(want.solutions.map(key)));
        expect(got.solutions.length).toBe(want.solutions.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe("numlin's lazy loop check", () => {
  it("gives reasons that hold: a loop's lines, a piece's lines for the line that would close it", () => {
    // A 3x3 grid's 12 lines, no numbers: NoLoop, meaning the drawn lines close no loop. Pairs of lines are
    // tied equal, so that one run may see a loop drawn at once (else the line closing it is always left out
    // first, and no loop is ever met).
    const puzzle = { width: 3, height: 3, numbers: new Array<number>(9).fill(-1) };
    const count = lineCount(puzzle);
    const checked = checkPropagatorReasons((m) => {
      const lines = m.intVars(count, 0, 1);
      for (const [a, b] of [
        [0, 7],
        [2, 9],
        [4, 11],
        [1, 8],
      ])
        m.linear([1, -1], [lines[a]!, lines[b]!], "=", 0);
      const meaning = (v: (x: number) => number) => {
        const root = Array.from({ length: 9 }, (_, i) => i);
        const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i]!)));
        for (let l = 0; l < count; l++) {
          if (v(lines[l]!) !== 1) continue;
          const [a, b] = lineEnds(puzzle, l).map(find);
          if (a === b) return false;
          root[a!] = b!;
        }
        return true;
      };
      return { propagator: m.post(new NoLoop(puzzle, lines)), meaning };
    }, 1500);
    expect(checked.inferences, "lines left out, explained").toBeGreaterThan(30);
    expect(checked.conflicts, "loops, explained").toBeGreaterThan(0);
  });
});
