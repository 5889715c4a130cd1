// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, shimaguni, writePzprv3 } from "@gridsmith/shimaguni";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?shimaguni/6/6/7fe608s0e3uf3g3g2g43");
const result = shimaguni.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(shimaguni.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
