// Read a puzzle, solve it, check the answer, and generate a new one.
import assert from "node:assert/strict";
import { yajirin } from "@gridsmith/yajirin";

const puzzle = yajirin.formats[0].parse(".2.1\n1...\n....\n3.2.\n");
const result = yajirin.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(yajirin.solutionToText(puzzle, result.solutions[0]));
assert.equal(result.status, "unique");
assert.deepEqual(yajirin.check(puzzle, result.solutions[0]), []);

const fresh = yajirin.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(yajirin.solve(fresh).status, "unique");
