import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inputOrder } from "../branchers.js";
import { cspArb, post } from "../brute.test-helpers.js";
import { expectBruteForceSolutions, expectLimitTwo } from "../csp-solutions.test-helpers.js";
import { Model } from "../model.js";
import { queens } from "../queens.test-helpers.js";
import type { Brancher, SearchOptions } from "../types.js";

describe("learning search on random CSPs against brute force", () => {
  // Each case: its name, the search's options (drawn, where they vary), and how many CSPs to try.
  const exact: [string, fc.Arbitrary<SearchOptions>, number][] = [
    ["finds exactly the solutions enumeration finds, each once", fc.constant({ learning: true }), 400],
    [
      "keeps counts exact with restarts after every conflict and no minimisation",
      fc.constant({ learning: { restartBase: 1, minimize: false, maxLearned: 2 } }),
      200,
    ],
    [
      "keeps counts exact with target phases, with and without rephasing",
      fc
        .constantFrom(0, 1, 3)
        .map((rephase) => ({ learning: { restartBase: 1, targetPhases: true, rephase } })),
      200,
    ],
  ];
  it.each(exact)("%s", (_name, options, numRuns) => {
    fc.assert(
      fc.property(cspArb, options, (csp, o) => {
        expectBruteForceSolutions(csp, o);
      }),
      { numRuns },
    );
  });

  it("with limit 2 proves uniqueness or finds a second solution", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        expectLimitTwo(csp, { learning: true });
      }),
      { numRuns: 300 },
    );
  });

  it("leaves the model as it found it", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        const m = new Model();
        const xs = post(m, csp);
        const before = xs.map((x) => m.values(x));
        m.solve({ limit: 3, learning: true });
        expect(xs.map((x) => m.values(x))).toEqual(before);
        expect(m.learner).toBeNull();
      }),
      { numRuns: 100 },
    );
  });
});

describe("learning search", () => {
  it("keeps counts exact when it alternates its order with activity at each restart, and branches differently", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        expectBruteForceSolutions(csp, {
          variableOrder: "dom/wdeg",
          learning: { restartBase: 1, alternate: true },
        });
      }),
      { numRuns: 200 },
    );
    const tenQueens = (alternate: boolean) =>
      queens(10).m.solve({
        limit: Number.POSITIVE_INFINITY,
        variableOrder: "dom/wdeg",
        learning: { restartBase: 2, alternate },
      });
    const [plain, alternating] = [tenQueens(false), tenQueens(true)];
    expect([plain.count, alternating.count]).toEqual([724, 724]);
    expect(alternating.stats.restarts).toBeGreaterThan(1);
    expect(alternating.stats.nodes).not.toBe(plain.stats.nodes);
  });

  it("keeps counts exact when it rephases (best, original, inverted, random values) and its clauses stay bounded", () => {
    fc.assert(
      fc.property(cspArb, (csp) => {
        expectBruteForceSolutions(csp, {
          learning: { restartBase: 1, rephase: 1, maxLearned: 3, learnedGrowth: 1 },
        });
      }),
      { numRuns: 200 },
    );
    const tenQueens = (rephase: number) =>
      queens(10).m.solve({
        limit: Number.POSITIVE_INFINITY,
        learning: { restartBase: 2, rephase, learnedGrowth: 1 },
      });
    const [plain, rephased] = [tenQueens(0), tenQueens(1)];
    expect([plain.count, rephased.count]).toEqual([724, 724]);
    // Six resets cycle through every kind, so the values tried first, and with them the nodes, differ.
    expect(rephased.stats.restarts).toBeGreaterThan(6);
    expect(rephased.stats.nodes).not.toBe(plain.stats.nodes);
  });

  it("shows a brancher its activity and restarts, and a brancher steered by them keeps counts exact", () => {
    // The open variable the view calls most active (ties to the lowest), recording what the view showed.
    const mostActive = (seen: { restarts: number[]; top: number }, blind = false): Brancher => ({
      variable(m, search) {
        seen.restarts.push(search.restarts);
        let best = -1;
        let bestActivity = -1;
        for (let x = 0; x < m.numVars; x++) {
          if (m.size(x) <= 1) continue;
          const a = search.activity(x);
          seen.top = Math.max(seen.top, a);
          if ((blind ? 0 : a) > bestActivity) [best, bestActivity] = [x, blind ? 0 : a];
        }
        return best;
      },
    });
    fc.assert(
      fc.property(cspArb, (csp) => {
        expectBruteForceSolutions(csp, {
          learning: { restartBase: 1 },
          brancher: mostActive({ restarts: [], top: 0 }),
        });
      }),
      { numRuns: 150 },
    );
    const tenQueens = (blind: boolean, learning: boolean) => {
      const seen = { restarts: [] as number[], top: 0 };
      const r = queens(10).m.solve({
        limit: Number.POSITIVE_INFINITY,
        learning: learning && { restartBase: 2 },
        brancher: mostActive(seen, blind),
      });
      return { r, seen };
    };
    const [seeing, blind, plain] = [tenQueens(false, true), tenQueens(true, true), tenQueens(false, false)];
    expect([seeing.r.count, blind.r.count, plain.r.count]).toEqual([724, 724, 724]);
    // Restarts shown as they happen, never more than the search made.
    const shown = seeing.seen.restarts;
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.at(-1)).toBeGreaterThan(1);
    expect(shown.at(-1)).toBeLessThanOrEqual(seeing.r.stats.restarts!);
    // A conflict bumps by at least 1; before any, the seeds are under 1e-6.
    expect(seeing.seen.top).toBeGreaterThanOrEqual(1);
    // Branching by the activity shown differs from branching in variable order.
    expect(seeing.r.stats.nodes).not.toBe(blind.r.stats.nodes);
    // Without learning there is no activity and no restart to show.
    expect(plain.seen.top).toBe(0);
    expect(plain.seen.restarts.every((k) => k === 0)).toBe(true);
  });

  it("counts the 92 solutions of eight queens", () => {
    const r = queens(8).m.solve({ limit: Number.POSITIVE_INFINITY, learning: true });
    expect(r.count).toBe(92);
    expect(r.complete).toBe(true);
    for (const s of r.solutions) {
      for (let a = 0; a < 8; a++)
        for (let b = a + 1; b < 8; b++) expect(s[a] !== s[b] && Math.abs(s[a]! - s[b]!) !== b - a).toBe(true);
    }
  });

  it("counts them too when it deletes learned clauses every few conflicts (watches kept through compaction)", () => {
    // Deleting moves the kept clauses in the store, and watches name clauses by where they start: a watch
    // left pointing at the old place would miss or misread a clause, and the count would drift.
    for (const minimize of [true, false]) {
      const r = queens(8).m.solve({
        limit: Number.POSITIVE_INFINITY,
        learning: { maxLearned: 3, learnedGrowth: 1, restartBase: 2, minimize },
      });
      expect(r.count).toBe(92);
      expect(r.complete).toBe(true);
    }
  });

  it("jumps back over decisions that play no part in a conflict", () => {
    // Six free variables branched on first, then a small unsatisfiable core: plain search refutes the core
    // once under every combination of the free ones (4^6 times); learning refutes it once.
    const build = () => {
      const m = new Model();
      const free = m.intVars(6, 0, 3);
      const core = m.intVars(4, 0, 2);
      const ne = [0, 1, 2].flatMap((a) => [0, 1, 2].filter((b) => b !== a).map((b) => [a, b]));
      for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) m.table([core[i]!, core[j]!], ne);
      return { m, order: inputOrder([...free, ...core]) };
    };
    const a = build();
    const plain = a.m.solve({ limit: 1, brancher: a.order });
    const b = build();
    const learned = b.m.solve({ limit: 1, brancher: b.order, learning: true });
    expect(plain.count).toBe(0);
    expect(learned.count).toBe(0);
    expect(learned.complete).toBe(true);
    expect(plain.stats.failures).toBeGreaterThan(4 ** 6);
    expect(learned.stats.failures).toBeLessThan(50);
  });

  it("stops at the node limit and says so", () => {
    const m = new Model();
    const xs = m.intVars(12, 0, 11);
    m.allDifferent(xs);
    const r = m.solve({ limit: Number.POSITIVE_INFINITY, learning: true, nodeLimit: 50 });
    expect(r.stoppedBy).toBe("nodes");
    expect(r.complete).toBe(false);
  });

  it("streams solutions and restores the model when stopped early", () => {
    const m = new Model();
    const xs = m.intVars(4, 1, 4);
    m.allDifferent(xs);
    let n = 0;
    for (const s of m.solutions({ learning: true, limit: Number.POSITIVE_INFINITY })) {
      expect(new Set(s).size).toBe(4);
      if (++n === 5) break;
    }
    expect(n).toBe(5);
    expect(xs.every((x) => m.size(x) === 4)).toBe(true);
  });
});
