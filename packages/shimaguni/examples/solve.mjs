// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and hint.
import assert from "node:assert/strict";
import { puzzlinkFormat, shimaguni, writePzprv3 } from "@gridsmith/shimaguni";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43");
const result = shimaguni.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(shimaguni.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
assert.equal(result.status, "unique");
assert.deepEqual(shimaguni.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const step = shimaguni.hint(puzzle); // the first deduction, with the rule that forced it
console.log(step.message);
