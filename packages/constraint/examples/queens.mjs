// Eight queens on a chess board, none attacking another: q[i] is the column of the queen in row i.
import assert from "node:assert/strict";
import { Model } from "@gridsmith/constraint";

const m = new Model();
const q = m.intVars(8, 0, 7);
const rows = q.map((_, i) => i);
m.allDifferent(q); // one queen per column
m.allDifferent(q, rows); // q[i] + i all different: one per diagonal
m.allDifferent(
  q,
  rows.map((i) => -i),
); // q[i] - i all different: one per anti-diagonal

const result = m.solve({ limit: Infinity });
console.log(`${result.count} solutions, first: ${result.solutions[0]}`); // 92 solutions, first: 0,4,7,5,2,6,1,3
assert.equal(result.count, 92);
assert.ok(result.complete);
for (const s of result.solutions) {
  for (let a = 0; a < 8; a++)
    for (let b = a + 1; b < 8; b++) assert.ok(s[a] !== s[b] && Math.abs(s[a] - s[b]) !== b - a);
}
