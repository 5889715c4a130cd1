import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allSolutions, cluesOfPicture, satisfies } from "../checker.test-helpers.js";
import { CdclSolver } from "./cdcl.js";
import { solveNonogram } from "./solve.js";

const picture = (maxW: number, maxH: number, minW = 1) =>
  fc
    .tuple(fc.integer({ min: minW, max: maxW }), fc.integer({ min: 1, max: maxH }))
    .chain(([w, h]) =>
      fc.array(fc.array(fc.boolean(), { minLength: w, maxLength: w }), { minLength: h, maxLength: h }),
    );

describe("conflict-driven search", () => {
  it("finds exactly the brute-force solutions of tiny puzzles (blocking each one found)", () => {
    fc.assert(
      fc.property(picture(4, 4), (cells) => {
        const p = cluesOfPicture(cells);
        const want = allSolutions(p);
        const r = new CdclSolver(p).solve({ limit: 1000 });
        expect(r.complete).toBe(true);
        expect(new Set(r.solutions.map((s) => s.join("/")))).toEqual(new Set(want.map((s) => s.join("/"))));
        expect(r.solutions).toHaveLength(want.length);
      }),
      { numRuns: 300 },
    );
  });

  it("proves uniqueness or finds a second picture on random 10x10 pictures, every answer valid", () => {
    fc.assert(
      fc.property(picture(10, 10), (cells) => {
        const p = cluesOfPicture(cells);
        const r = solveNonogram(p, { limit: 2, strategy: "cdcl" });
        const d = solveNonogram(p, { limit: 2, strategy: "dfs" });
        expect(r.status).toBe(d.status);
        for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
        if (r.status === "multiple") expect(r.solutions[0]).not.toEqual(r.solutions[1]);
      }),
      { numRuns: 400 },
    );
  });

  it("handles lines longer than 30 cells (scalar line solver and explanations)", () => {
    fc.assert(
      fc.property(picture(36, 4, 31), (cells) => {
        const p = cluesOfPicture(cells);
        const r = solveNonogram(p, { limit: 2, strategy: "cdcl" });
        expect(r.solutions.length).toBeGreaterThan(0);
        for (const s of r.solutions) expect(satisfies(p, s)).toBe(true);
        expect(r.status).toBe(solveNonogram(p, { limit: 2, strategy: "dfs" }).status);
      }),
      { numRuns: 60 },
    );
  });

  it("excludes solutions found elsewhere and starts from known cells", () => {
    const p = { rows: [[1], [1], [1]], columns: [[1], [1], [1]] };
    const all = allSolutions(p);
    const r = new CdclSolver(p).solve({ limit: 10, exclude: all.slice(0, 4) });
    expect(r.complete).toBe(true);
    expect(r.solutions).toHaveLength(2);
    const fixed = new CdclSolver(p).solve({ limit: 10, initial: [1, -1, -1, -1, -1, -1, -1, -1, -1] });
    expect(fixed.solutions).toHaveLength(2);
    expect(fixed.solutions.every((s) => s[0] === "#..")).toBe(true);
  });

  it("hands over from depth-first search to learning with the solutions found so far", () => {
    const p = { rows: Array.from({ length: 7 }, () => [1]), columns: Array.from({ length: 7 }, () => [1]) };
    const r = solveNonogram(p, { limit: 3, dfsNodes: 2 });
    expect(r.cdcl).toBeDefined();
    expect(r.solutions).toHaveLength(3);
    expect(new Set(r.solutions.map((s) => s.join("/"))).size).toBe(3);
    expect(r.status).toBe("multiple");
  });
});
