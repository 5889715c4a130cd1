// Read a puzzle, solve it, check the answer, and generate a new one.
import assert from "node:assert/strict";
import { tentaisho } from "@gridsmith/tentaisho";

const puzzle = tentaisho.formats[0].parse(".2.1\n1...\n....\n3.2.\n");
const result = tentaisho.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(tentaisho.solutionToText(puzzle, result.solutions[0]));
assert.equal(result.status, "unique");
assert.deepEqual(tentaisho.check(puzzle, result.solutions[0]), []);

const fresh = tentaisho.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(tentaisho.solve(fresh).status, "unique");
