// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and hint.
import assert from "node:assert/strict";
import { lits, puzzlinkFormat, writePzprv3 } from "@gridsmith/lits";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?lits/4/4/9q02jg");
const result = lits.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(lits.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
assert.equal(result.status, "unique");
assert.deepEqual(lits.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const step = lits.hint(puzzle); // the first deduction, with the rule that forced it
console.log(step.message);
