import { Model } from "@gridsmith/constraint";
import { describe, expect, it } from "vitest";
import { digitHints, digitStepReader, digitTechniques, lastValueReader } from "./digit-steps.js";

describe("digitTechniques", () => {
  it("puts the trial after the genre's own rungs, hardest", () => {
    const techniques = digitTechniques({ single: { score: 1, level: "easy" } });
    expect(Object.keys(techniques)).toEqual(["single", "trial"]);
    expect(techniques.trial).toEqual({ score: 10, level: "hard" });
  });
});

describe("digitStepReader", () => {
  // Two cells in a row, each 1 or 2.
  const domains = [
    [1, 2],
    [1, 2],
  ];
  const single = { technique: "single", why: "its neighbour holds the other" };

  it("reads the removal that leaves a cell one digit as a step named by the rule's meaning", () => {
    const read = digitStepReader(2, domains, [], (rule) => (rule === "allDifferent" ? single : null));
    const step = read({ variable: 0, value: 2, reason: { rule: "allDifferent", vars: [0, 1] } });
    expect(step).toEqual({
      technique: "single",
      message: "r1c1 must be 1: its neighbour holds the other",
      cells: [{ row: 0, col: 0 }],
      because: { cells: [{ row: 0, col: 1 }] },
      deductions: [{ row: 0, col: 0, value: 1 }],
    });
    // The cell is decided: no more steps about it.
    expect(read({ variable: 0, value: 1, reason: { rule: "allDifferent" } })).toBeNull();
  });

  it("makes a trial of a rule the genre names no meaning for, and of any step after a trial", () => {
    const read = digitStepReader(2, domains, [], (rule) => (rule === "allDifferent" ? single : null));
    expect(read({ variable: 0, value: 1, reason: { rule: "unnamed" } })).toMatchObject({
      technique: "trial",
      message: "r1c1 must be 2: anything else there leads to a contradiction",
    });
    expect(read({ variable: 1, value: 2, reason: null })).toMatchObject({ technique: "trial" });
  });

  it("passes over the cells already known", () => {
    const read = digitStepReader(2, domains, [1], () => single);
    expect(read({ variable: 1, value: 1, reason: { rule: "allDifferent" } })).toBeNull();
  });
});

describe("lastValueReader", () => {
  // One cell holding 0, 1 or 2; each removal's reasons are the letters of its rule, told apart by case.
  const read = () =>
    lastValueReader(
      [[0, 1, 2]],
      [],
      (r) => (r.reason?.rule ?? "").split(""),
      (found) => found,
      (letter) => letter.toLowerCase(),
    );

  it("answers the cell's last value once, with its rule and the reasons of every removal, each once", () => {
    const next = read();
    expect(next({ variable: 0, value: 1, reason: { rule: "ab" } })).toBeNull();
    const removal = { variable: 0, value: 0, reason: { rule: "Bc" } };
    expect(next(removal)).toEqual({ cell: 0, value: 2, rule: "Bc", removal, because: ["a", "B", "c"] });
    expect(next({ variable: 0, value: 2, reason: { rule: "d" } })).toBeNull();
  });

  it("names the rule trial when a trial came since the last step, and passes over other variables", () => {
    const next = read();
    expect(next({ variable: 0, value: 1, reason: null })).toBeNull();
    expect(next({ variable: 3, value: 1, reason: { rule: "x" } })).toBeNull();
    expect(next({ variable: 0, value: 1, reason: { rule: "x" } })).toBeNull();
    expect(next({ variable: 0, value: 0, reason: { rule: "y" } })).toMatchObject({ value: 2, rule: "trial" });
  });
});

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
    model: (_puzzle, options) => {
      const m = new Model(options);
      for (const d of domains) m.intVar(d[0]!, d.at(-1)!);
      m.allDifferent([0, 1]);
      return m;
    },
    cellDomains: () => domains,
    ...(givens ? { givens: { cells: () => [], forced: { technique: "alone", why: "it is alone" } } } : {}),
    techniques: {
      alone: { score: 1, level: "easy" },
      allDifferent: { score: 1, level: "easy", rules: ["allDifferent.*"], why: ({ rule }) => `by ${rule}` },
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
    // A number that contradicts the puzzle is named and corrected first, before the built step.
    expect(hints.hint(row, [0, 1])).toMatchObject({
      technique: "fix-mistake",
      message: "r1c2 is a mistake: in the puzzle's one solution it holds 2",
      deductions: [{ row: 0, col: 1, value: 2 }],
    });
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
