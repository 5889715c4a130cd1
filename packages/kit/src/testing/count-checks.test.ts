import { describe, expect, it } from "vitest";
import { completeResult } from "../solve-results.test-helpers.js";
import type { SolveOptions, SolveResult } from "../types.js";
import { expectExactCount } from "./count-checks.js";

/** A solver of a number n that finds 1..n, the plain search `plainFinds` of them (all unless given). */
function counter(plainFinds?: number[]) {
  return {
    solve(n: number, options?: SolveOptions): SolveResult<number> {
      const all = Array.from({ length: n }, (_, k) => k + 1);
      const solutions = options?.learning === false && plainFinds ? plainFinds : all;
      return completeResult(solutions);
    },
  };
}

// The "judge" reads the file the writer makes: it calls every answer up to 3 complete.
const judges = {
  check: (n: number, s: number) => (s >= 1 && s <= n ? [] : [`${s} is out of 1 to ${n}`]),
  judge: { judgePzprv3: (file: string) => ({ complete: Number(file.split(" ")[1]) <= 3 }) },
  formats: { writePzprv3: (n: number, s?: number) => `${n} ${s}` },
};

describe("expectExactCount", () => {
  it("passes a count both searches make, none, one or more, and returns the learning search's result", () => {
    expect(expectExactCount(counter(), 0, 0).status).toBe("none");
    expect(expectExactCount(counter(), 1, 1, judges).status).toBe("unique");
    expect(expectExactCount(counter(), 3, 3, judges).solutions).toEqual([1, 2, 3]);
  });

  it("fails a wrong count, a plain search that counts or finds otherwise, and an answer a judge refuses", () => {
    expect(() => expectExactCount(counter(), 3, 2)).toThrow();
    expect(() => expectExactCount(counter([1, 2]), 3, 3)).toThrow();
    expect(() => expectExactCount(counter([1, 2, 2]), 3, 3)).toThrow();
    expect(() => expectExactCount(counter(), 4, 4, judges)).toThrow();
  });
});
