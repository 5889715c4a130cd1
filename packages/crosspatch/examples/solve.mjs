// Read a kkck puzzle, solve it (proving the solution is the only one), print kkck's layout, and ask for a hint.
import assert from "node:assert/strict";
import { crosspatch, formatKkck, readKkck } from "@gridsmith/crosspatch";

const { puzzle } = readKkck("#####\n# #\n# #\n######\n# #\n\nidyll kriss kross\nsolver\n");
assert.deepEqual(crosspatch.validate(puzzle), []);
const result = crosspatch.solve(puzzle); // limit 2 by default
assert.equal(result.status, "unique");
assert.deepEqual(crosspatch.check(puzzle, result.solutions[0]), []);
console.log(formatKkck(puzzle, result)); // kkck's own layout, ending "=== Total number of solutions: 1"
console.log(crosspatch.hint(puzzle)?.message); // the next forced placement and why

const fresh = crosspatch.generate(crosspatch.params.read({ words: "puzzle grid letter across down" }), 7);
assert.equal(crosspatch.solve(fresh).status, "unique"); // same seed, same puzzle
