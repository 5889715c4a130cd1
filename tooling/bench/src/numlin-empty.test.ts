// The empty-cell questions of numlin-empty.ts against numlin's own reducedModel search on random small grids:
// each cube (first empty cell C, in reading order or by columns from the right) has an answer exactly when
// some reduced answer's first empty cell in that order is C, the
// whole question exactly when some reduced answer leaves a cell empty, and the filling answers are the reduced
// answers that visit every cell. Needs Debian's `cadical` (skipped with a message without it, a failure under
// CI=true, as numlin-sat.test.ts). Sixteen draws (seed 3, which holds both kinds): each spawns cadical some 35
// times, and 40 took 10-60 s under load.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelVar } from "../../../packages/numlin/src/model.ts";
import { lineCount } from "../../../packages/numlin/src/puzzle.ts";
import { randomPuzzles } from "../../../packages/numlin/src/puzzles.test-helpers.ts";
import { reducedModel } from "../../../packages/numlin/src/reduced.ts";
import { cellOrder, emptyQuestion, fillingAnswers } from "./numlin-empty.ts";
import { cadicalAvailable } from "./suites/crosspatch-sat.ts";

const haveCadical = cadicalAvailable();
if (!haveCadical && process.env.CI === "true")
  throw new Error("numlin-empty.test.ts: `cadical` is not installed, and CI=true needs it");
if (!haveCadical) console.warn("numlin-empty.test.ts: `cadical` is not installed: skipped");

const puzzles = randomPuzzles({ width: [2, 4], height: [2, 4], cells: [4, 8] });

describe.skipIf(!haveCadical)("numlin's empty-cell questions as CNF", () => {
  it("splits the reduced answers by their first empty cell, and finds the filling ones", () => {
    let withEmpty = 0;
    let filling = 0;
    fc.assert(
      fc.property(puzzles, (p) => {
        const n = p.width * p.height;
        const all = reducedModel(p).solve({ limit: 400 });
        expect(all.complete).toBe(true);
        const empty = (s: number[], i: number) => s[labelVar(p, i) + n] === 0;
        const firstEmpty = all.solutions.map((s) => {
          for (let i = 0; i < n; i++) if (empty(s, i)) return i;
          return -1;
        });
        for (let c = 0; c < n; c++)
          expect(emptyQuestion(p, 30, { order: "rows", at: c }).status).toBe(
            firstEmpty.includes(c) ? "answer" : "none",
          );
        // Another order: the first empty cell by columns from the right.
        const back = cellOrder(p, "columns-back");
        const firstBack = all.solutions.map((s) => back.find((i) => empty(s, i)) ?? -1);
        for (const c of back)
          expect(emptyQuestion(p, 30, { order: "columns-back", at: c }).status).toBe(
            firstBack.includes(c) ? "answer" : "none",
          );
        const anyEmpty = firstEmpty.some((c) => c >= 0);
        if (anyEmpty) withEmpty++;
        expect(emptyQuestion(p, 30).status).toBe(anyEmpty ? "answer" : "none");
        const fills = all.solutions
          .filter((_, j) => firstEmpty[j] === -1)
          .map((s) => s.slice(0, lineCount(p)));
        const { first, second } = fillingAnswers(p, 30);
        if (fills.length === 0) expect(first.status).toBe("none");
        else {
          filling++;
          expect(fills).toContainEqual(first.lines);
          expect(second?.status).toBe(fills.length > 1 ? "answer" : "none");
        }
      }),
      { numRuns: 16, seed: 3 },
    );
    // The draws hold both kinds.
    expect(withEmpty).toBeGreaterThan(3);
    expect(filling).toBeGreaterThan(3);
  });
});
