import { describe, expect, it } from "vitest";
import type { Explanation } from "../learning/explanation.js";
import { Model } from "../model.js";
import type { Propagator } from "../types.js";
import { checkExplanations, type Decision } from "./explanations.js";

/** `copy = x` on [x, copy], each value `copy` loses explained by `x` losing it (or, `wrong`, by nothing). */
class Channel implements Propagator {
  readonly name = "channel";
  readonly vars: readonly number[];
  constructor(
    x: number,
    copy: number,
    private readonly wrong = false,
    bystanders: readonly number[] = [],
  ) {
    this.vars = [x, copy, ...bystanders];
  }
  propagate(m: Model): boolean {
    const [x, copy] = this.vars as [number, number];
    for (const v of m.values(copy)) if (!m.has(x, v) && !m.remove(copy, v)) return false;
    for (const v of m.values(x)) if (!m.has(copy, v) && !m.remove(x, v)) return false;
    return true;
  }
  explain(e: Explanation): void {
    if (this.wrong) return;
    const [x, copy] = this.vars as [number, number];
    if (e.variable === copy) e.becauseNot(x, e.value);
    else if (e.variable === x) e.becauseNot(copy, e.value);
    else for (const y of this.vars) e.becauseDomain(y);
  }
}

describe("checkExplanations with derived variables", () => {
  const decisions: Decision[] = [
    [0, 1, false],
    [0, 2, false],
    [0, 0, true],
  ];
  const run = (wrong: boolean) => {
    const m = new Model();
    const x = m.intVar(0, 4);
    const copy = m.intVar(0, 4);
    const p = m.post(new Channel(x, copy, wrong));
    // `copy` follows from `x` in every assignment the meaning allows: computed, not enumerated.
    return checkExplanations(
      m,
      new Map([[p, (value) => value(copy) === value(x)]]),
      decisions,
      new Map([[copy, (value) => value(x)]]),
    );
  };

  it("accepts valid reasons, computing the derived variable", () => {
    expect(run(false).inferences).toBeGreaterThan(0);
  });

  it("still finds an invalid reason", () => {
    expect(() => run(true)).toThrow(/channel explained/);
  });
});

describe("checkExplanations on a meaning with many assignments", () => {
  // 14 free 0/1 bystanders: 5 x 2^14 = 81,920 satisfying assignments, more than a drive keeps, so each reason
  // is checked by enumerating afresh.
  const run = (wrong: boolean) => {
    const m = new Model();
    const x = m.intVar(0, 4);
    const copy = m.intVar(0, 4);
    const bystanders = m.intVars(14, 0, 1);
    const p = m.post(new Channel(x, copy, wrong, bystanders));
    return checkExplanations(m, new Map([[p, (value) => value(copy) === value(x)]]), [
      [0, 1, false],
      [0, 0, true],
    ]);
  };

  it("accepts valid reasons", () => {
    expect(run(false).inferences).toBeGreaterThan(0);
  });

  it("still finds an invalid reason", () => {
    expect(() => run(true)).toThrow(/channel explained/);
  });
});
