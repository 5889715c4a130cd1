// Read a puzzle, solve it, check the answer, and generate a new one.
import assert from "node:assert/strict";
import { lightup } from "@gridsmith/lightup";

const puzzle = lightup.formats[0].parse(".2.1\n1...\n....\n3.2.\n");
const result = lightup.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(lightup.solutionToText(puzzle, result.solutions[0]));
assert.equal(result.status, "unique");
assert.deepEqual(lightup.check(puzzle, result.solutions[0]), []);

const fresh = lightup.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(lightup.solve(fresh).status, "unique");
