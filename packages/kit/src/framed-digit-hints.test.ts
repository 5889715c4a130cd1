import { Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { framedDigitHints } from "./framed-digit-hints.js";

// A toy framed genre: a row of two cells holding 1 or 2, different, with the clue left of the row saying its
// first cell holds 1 (on the framed board the clue is cell (1, 0) and the grid's cells (1, 1) and (1, 2)).
interface Row {
  width: number;
  height: number;
}
const row: Row = { width: 2, height: 1 };
const clue = { row: 1, col: 0 };

const hints = framedDigitHints<Row>({
  shapeProblems: () => [],
  attemptProblems: () => [],
  buildModel: () => {
    const m = new Model();
    m.intVar(1, 2);
    m.intVar(1, 2);
    m.allDifferent([0, 1]);
    m.table([0], [[1]]);
    return m;
  },
  values: () => [1, 2],
  reading: () => ({
    // The table is the clue's rule; the other rule rests on the cells it names.
    reasons: (r) =>
      r.reason?.rule === "table" ? [clue] : (r.reason?.vars ?? []).map((v) => ({ row: 1, col: v + 1 })),
    says: ({ value, rule }) => ({ technique: rule, says: `must be ${value}: by ${rule}` }),
  }),
  pieces: () => 2,
  ladder: {
    techniques: {
      table: { score: 1, level: "easy" },
      "allDifferent.nakedSingle": { score: 1, level: "easy" },
      trial: { score: 10, level: "hard" },
    },
    easiest: "easy",
    unfinished: { level: "beyond", score: 1000 },
  },
});

describe("framedDigitHints", () => {
  it("names each step's grid cell and points at it on the framed board, its reasons the framed cells", () => {
    const steps = hints.explain(row);
    expect(steps.map((s) => s.message)).toEqual([
      "r1c1 must be 1: by table",
      "r1c2 must be 2: by allDifferent.nakedSingle",
    ]);
    expect(steps[0]).toMatchObject({
      cells: [{ row: 1, col: 1 }],
      because: { cells: [clue] },
      deductions: [{ row: 0, col: 0, value: 1 }],
    });
    expect(steps[1]).toMatchObject({
      cells: [{ row: 1, col: 2 }],
      deductions: [{ row: 0, col: 1, value: 2 }],
    });
    expect(hints.grade(row).level).toBe("easy");
  });

  it("fixes an attempt's values first, and names a value that contradicts the puzzle's one solution", () => {
    expect(hints.hint(row, [1, 0])?.message).toMatch(/^r1c2 must be 2: /);
    expect(hints.hint(row, [2, 0])).toMatchObject({
      technique: "fix-mistake",
      message: "r1c1 is a mistake: in the puzzle's one solution it holds another value (Apply writes it)",
    });
  });
});
