// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and hint.
import assert from "node:assert/strict";
import { mochikoro, puzzlinkFormat, writePzprv3 } from "@gridsmith/mochikoro";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?mochikoro/5/5/4p2n1i1");
const result = mochikoro.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(mochikoro.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
assert.equal(result.status, "unique");
assert.deepEqual(mochikoro.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const step = mochikoro.hint(puzzle); // the first deduction, with the rule that forced it
console.log(step.message);
