// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and hint.
import assert from "node:assert/strict";
import { kurodoko, puzzlinkFormat, writePzprv3 } from "@gridsmith/kurodoko";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i");
const result = kurodoko.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(kurodoko.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
assert.equal(result.status, "unique");
assert.deepEqual(kurodoko.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const step = kurodoko.hint(puzzle); // the first deduction, with the rule that forced it
console.log(step.message);
