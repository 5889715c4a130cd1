// The n-queens model the search, model and learning tests share.
import { Model } from "./model.js";

/** n queens, one a column: `q[i]` is the row of column i's queen, on a fresh model. */
export function queens(n: number): { m: Model; q: number[] } {
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
