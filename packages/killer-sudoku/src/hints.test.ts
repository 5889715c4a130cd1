import { expectHintsOnWrongEntries } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { check as judge } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { textFormat } from "./formats/index.js";
import { explain, explainUntil, grade, hint } from "./hints.js";
import { killerSudoku } from "./index.js";
import { solve } from "./solve.js";

describe("hints, explain and grade", () => {
  // Each example's whole path, explained once for the two tests that read it (an explain of the 9x9 examples
  // is most of this file's time).
  const explained = examples.map((e) => {
    const p = textFormat.parse(e.text);
    return { e, p, steps: explain(p) };
  });

  it("explains every example to the end, every step of every example the solver's digit", () => {
    for (const { e, p, steps } of explained) {
      const answer = solve(p).solutions[0]!;
      const values = [...p.givens];
      for (const s of steps) {
        for (const d of s.deductions) {
          expect(d.value, `${e.name}: ${s.message}`).toBe(answer[d.row * p.size + d.col]);
          values[d.row * p.size + d.col] = d.value;
        }
      }
      if (p.size === 9)
        expect(
          steps.some((s) => s.technique === "rule-of-45"),
          e.name,
        ).toBe(true);
      expect(values.filter((d) => d === 0).length, e.name).toBe(0);
      expect(judge(p, values)).toEqual([]);
      expect(grade(p).level).not.toBe("extreme");
    }
  });

  it("cut after a step, explains the same path up to that step (the generator's easing reads only that far)", () => {
    for (const { e, p, steps } of explained) {
      // Cut after the first step, and after the first step of the technique met last (the longest cut short
      // of the whole path). Uncut, explainUntil is explain itself, so the whole path needs no second run.
      const firsts = [...new Set(steps.map((s) => s.technique))].map((t) =>
        steps.findIndex((s) => s.technique === t),
      );
      for (const at of new Set([0, Math.max(...firsts)])) {
        const technique = steps[at]!.technique;
        const cut = explainUntil(p, (s) => s.technique === technique);
        expect(cut, `${e.name}: cut after ${technique}`).toEqual(steps.slice(0, at + 1));
      }
    }
  });

  it("places a single innie by the rule of 45, with the region and the sum in its reason", () => {
    const p = textFormat.parse(examples.find((e) => e.name === "9x9")!.text);
    const answer = solve(p).solutions[0]!;
    const step = new Array(81).fill(0);
    // The first rule-of-45 step of the solution path, replayed from the digits placed before it.
    const path = explain(p);
    const at = path.findIndex((s) => s.technique === "rule-of-45");
    for (const s of path.slice(0, at)) for (const d of s.deductions) step[d.row * 9 + d.col] = d.value;
    const found = hint(p, step)!;
    expect(found.technique).toBe("rule-of-45");
    expect(found.message).toMatch(/^r\dc\d must be \d: the rule of 45: /);
    expect(found.message).toMatch(/(row|column|box|rows|columns) \d/);
    const d = found.deductions[0]!;
    expect(d.value).toBe(answer[d.row * 9 + d.col]);
  });

  it("gives the last cell of a cage with its reason, and a mistake first", () => {
    const p = textFormat.parse(examples[0]!.text);
    const answer = solve(p).solutions[0]!;
    const attempt = new Array(16).fill(0);
    attempt[0] = answer[0]!; // A=5 over r1c1 and r2c1: r2c1 is then forced
    const step = hint(p, attempt)!;
    expect(step.technique).toBe("cage-last-cell");
    expect(step.message).toBe(
      `r2c1 must be ${answer[4]}: it is the last empty cell of its cage of 5, whose other cells add up to ${answer[0]}`,
    );
    // A digit the rules refuse (the same as r1c1's, in its row) is named and corrected.
    attempt[1] = answer[0]!;
    expect(hint(p, attempt)).toMatchObject({
      technique: "fix-mistake",
      message: `r1c2 is a mistake: in the puzzle's one solution it holds ${answer[1]}`,
      deductions: [{ row: 0, col: 1, value: answer[1] }],
    });
  });

  it("names a wrong digit the rules allow yet, rather than a step built on it (the stress2 sweep's case)", () => {
    const p = textFormat.parse(examples[0]!.text);
    const answer = solve(p).solutions[0]!;
    const attempt = new Array(16).fill(0);
    // Before, a wrong digit in r1c1 gave "r2c1 must be ...: it is the last empty cell of its cage of 5, whose
    // other cells add up to" the wrong digit.
    attempt[0] = answer[0] === 1 ? 2 : 1;
    expect(hint(p, attempt)).toMatchObject({
      technique: "fix-mistake",
      message: `r1c1 is a mistake: in the puzzle's one solution it holds ${answer[0]}`,
      deductions: [{ row: 0, col: 0, value: answer[0] }],
    });
  });

  it("names a wrong digit, corrected by Apply, on every example (kit's play contract)", () => {
    for (const e of examples)
      expect(expectHintsOnWrongEntries(killerSudoku, textFormat.parse(e.text))).toBe(3);
  });
});
