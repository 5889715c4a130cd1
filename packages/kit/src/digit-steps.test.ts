import { Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { digitHints } from "./digit-steps.js";
import { explainingModel } from "./propagation-hints.js";

// A toy genre: a row of two cells whose numbers differ; the first may hold only 1 (a room of one, no given),
// the second 1 or 2.
interface Row {
  width: number;
  height: number;
}
const row: Row = { width: 2, height: 1 };
const domains = [[1], [1, 2]];

function rowHints(givens: boolean) {
  return digitHints<Row>({
    shapeProblems: () => [],
    attemptProblems: () => [],
    model: explainingModel(() => {
      const m = new Model();
      for (const d of domains) m.intVar(d[0]!, d.at(-1)!);
      m.allDifferent([0, 1]);
      return m;
    }),
    cellDomains: () => domains,
    ...(givens ? { givens: { cells: () => [], forced: { technique: "alone", why: "it is alone" } } } : {}),
    meaning: (rule) => ({ technique: rule, why: `by ${rule}` }),
    ladder: {
      techniques: { alone: { score: 1, level: "easy" }, allDifferent: { score: 1, level: "easy" } },
      easiest: "easy",
      unfinished: { score: 100, level: "beyond" },
    },
  });
}

describe("digitHints", () => {
  it("makes a cell left one number that is no given a step before any other, until the attempt fills it", () => {
    const hints = rowHints(true);
    expect(hints.explain(row).map((s) => s.message)).toEqual([
      "r1c1 must be 1: it is alone",
      expect.stringMatching(/^r1c2 must be 2: /),
    ]);
    expect(hints.hint(row)?.message).toBe("r1c1 must be 1: it is alone");
    expect(hints.hint(row, [1, 0])?.message).toMatch(/^r1c2 must be 2: /);
    // An attempt that contradicts the puzzle gets no hint, the built step included.
    expect(hints.hint(row, [0, 1])).toBeNull();
    expect(hints.grade(row).level).toBe("easy");
  });

  it("takes every cell left one number for a given by default", () => {
    expect(
      rowHints(false)
        .explain(row)
        .map((s) => s.deductions),
    ).toEqual([[{ row: 0, col: 1, value: 2 }]]);
  });
});
