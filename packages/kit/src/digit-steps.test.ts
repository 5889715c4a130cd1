import { describe, expect, it } from "vitest";
import { digitStepReader, digitTechniques } from "./digit-steps.js";

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
