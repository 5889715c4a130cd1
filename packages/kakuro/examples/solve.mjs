// Read a kakuro, solve it, ask for a hint, and generate a new one.
import assert from "node:assert/strict";
import { generate, hint, kakuro, textFormat } from "@gridsmith/kakuro";

const puzzle = textFormat.parse(`
#   14\\ 19\\ #
\\7  .   .   5\\
\\21 .   .   .
#   \\10 .   .
`);
assert.deepEqual(kakuro.validate(puzzle), []); // a sound kakuro
const result = kakuro.solve(puzzle); // proves the solution is the only one
console.log(result.status); // unique
console.log(kakuro.solutionToText(puzzle, result.solutions[0]));
assert.equal(result.status, "unique");
assert.deepEqual(kakuro.check(puzzle, result.solutions[0]), []);

console.log(hint(puzzle)?.message); // the easiest next step, with its reason

const fresh = generate({ rows: 6, cols: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(kakuro.solve(fresh).status, "unique");
