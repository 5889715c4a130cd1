// The CNF of numlin's reduced model against numlin's own reducedModel search: the same reduced answers on
// random small grids (so every reduction clause means what reduced.ts's constraint means), and solve's verdict
// by the same rule. Needs Debian's `cadical`; without it the tests are skipped, with a message, except under
// CI=true, where .ci/run installs it and a missing solver is a failure.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellLines, lineCount } from "../../../packages/numlin/src/puzzle.ts";
import { randomPuzzles } from "../../../packages/numlin/src/puzzles.test-helpers.ts";
import { reducedModel } from "../../../packages/numlin/src/reduced.ts";
import { solve } from "../../../packages/numlin/src/solve.ts";
import { detachedLoops, reducedAnswers, satVerdict } from "./numlin-sat.ts";
import { cadicalAvailable } from "./suites/crosspatch-sat.ts";

const haveCadical = cadicalAvailable();
if (!haveCadical && process.env.CI === "true")
  throw new Error(
    "numlin-sat.test.ts: `cadical` is not installed, and CI=true needs it (.ci/run installs it)",
  );
if (!haveCadical)
  console.warn("numlin-sat.test.ts: `cadical` is not installed (apt-get install cadical): skipped");

/** Grids of 2 to 5 cells each way with one to four pairs: small enough to list every reduced answer. */
const puzzles = randomPuzzles({ width: [2, 5], height: [2, 5], cells: [2, 8] });
const LIMIT = 60;

describe.skipIf(!haveCadical)("numlin's reduced model as CNF", () => {
  it("has the reduced answers reducedModel's search finds, no more, no fewer", () => {
    let answered = 0;
    fc.assert(
      fc.property(puzzles, (p) => {
        const lines = lineCount(p);
        const ours = reducedModel(p).solve({ limit: LIMIT });
        const sat = reducedAnswers(p, LIMIT, 30);
        expect(sat.complete).toBe(ours.complete);
        const key = (s: readonly number[]) => s.slice(0, lines).join("");
        expect(new Set(sat.answers.map(key))).toEqual(new Set(ours.solutions.map(key)));
        expect(sat.answers.length).toBe(ours.solutions.length);
        if (ours.solutions.length > 0) answered++;
      }),
      { numRuns: 60, seed: 33 },
    );
    // The draws hold puzzles with answers, not only ones without.
    expect(answered).toBeGreaterThan(10);
  });

  it("gives solve's verdict, and its answer when unique", () => {
    fc.assert(
      fc.property(puzzles, (p) => {
        const ours = solve(p, { limit: 2 });
        const sat = satVerdict(p, 30);
        expect(sat.status).toBe(ours.status);
        if (ours.status === "unique") expect(sat.answer).toEqual(ours.solutions[0]);
      }),
      { numRuns: 40, seed: 34 },
    );
  });

  it("cuts a loop apart from the paths, and only that", () => {
    // 3x3: pair 1 at the top corners joined along the top row, and a loop round the 2x2 block below it.
    const p = { width: 3, height: 3, numbers: [1, -1, 1, -1, -1, -1, -1, -1, -1] };
    const lines = new Array<number>(lineCount(p)).fill(0);
    // [up, down, left, right] of a cell.
    const line = (cell: number, side: number) => cellLines(p, cell)[side]!;
    const path = [line(0, 3), line(1, 3)];
    const loop = [line(3, 3), line(3, 1), line(4, 1), line(6, 3)];
    for (const l of [...path, ...loop]) lines[l] = 1;
    expect(detachedLoops(p, lines).map((l) => [...l].sort((a, b) => a - b))).toEqual([
      loop.sort((a, b) => a - b),
    ]);
    for (const l of loop) lines[l] = 0;
    expect(detachedLoops(p, lines)).toEqual([]);
  });
});
