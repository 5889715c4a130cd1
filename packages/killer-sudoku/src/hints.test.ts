import { describe, expect, it } from "vitest";
import { check as judge } from "../test-support/independent-check.mjs";
import { examples } from "./examples.js";
import { textFormat } from "./formats/index.js";
import { explain, grade, hint } from "./hints.js";
import { solve } from "./solve.js";

describe("hints, explain and grade", () => {
  it("explains the small examples to the end, every step of every example the solver's digit", () => {
    for (const e of examples) {
      const p = textFormat.parse(e.text);
      const answer = solve(p).solutions[0]!;
      const steps = explain(p);
      const values = [...p.givens];
      for (const s of steps) {
        for (const d of s.deductions) {
          expect(d.value, `${e.name}: ${s.message}`).toBe(answer[d.row * p.size + d.col]);
          values[d.row * p.size + d.col] = d.value;
        }
      }
      if (p.size === 9) {
        // Singles, cage combinations, propagation and one-digit trials do not crack these 9x9s: the grade
        // says so (candidate eliminations such as the rule of 45 are not written yet).
        expect(grade(p).level).toBe("extreme");
        continue;
      }
      expect(values.filter((d) => d === 0).length, e.name).toBe(0);
      expect(judge(p, values)).toEqual([]);
      expect(grade(p).level).not.toBe("extreme");
    }
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
    attempt[1] = answer[0]!;
    expect(hint(p, attempt)!.technique).toBe("mistake");
  });
});
