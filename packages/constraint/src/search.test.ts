import { describe, expect, it } from "vitest";
import { inputOrder, smallestDomain } from "./branchers.js";
import { Model } from "./model.js";

function queens(n: number): { m: Model; q: number[] } {
  const m = new Model();
  const q = m.intVars(n, 0, n - 1);
  m.allDifferent(q);
  m.allDifferent(
    q,
    q.map((_, i) => i),
  );
  m.allDifferent(
    q,
    q.map((_, i) => -i),
  );
  return { m, q };
}

/** Independent check: no two queens share a column or a diagonal. */
function isQueens(rows: number[]): boolean {
  for (let i = 0; i < rows.length; i++) {
    for (let j = i + 1; j < rows.length; j++) {
      if (rows[i] === rows[j] || Math.abs(rows[i]! - rows[j]!) === j - i) return false;
    }
  }
  return true;
}

describe("n-queens", () => {
  it.each([
    [4, 2],
    [6, 4],
    [8, 92],
    [10, 724],
  ])("%i queens have %i solutions", (n, count) => {
    const { m } = queens(n);
    const r = m.solve({ limit: Number.POSITIVE_INFINITY });
    expect(r.count).toBe(count);
    expect(r.complete).toBe(true);
    expect(r.stoppedBy).toBeNull();
    expect(new Set(r.solutions.map((s) => s.join())).size).toBe(count);
    expect(r.solutions.every(isQueens)).toBe(true);
  });
});
