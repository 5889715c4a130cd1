// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and hint.
import assert from "node:assert/strict";
import { heyawake, puzzlinkFormat, writePzprv3 } from "@gridsmith/heyawake";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?heyawake/6/6/lll155007rs12222j");
const result = heyawake.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(heyawake.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
assert.equal(result.status, "unique");
assert.deepEqual(heyawake.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const step = heyawake.hint(puzzle); // the first deduction, with the rule that forced it
console.log(step.message);
