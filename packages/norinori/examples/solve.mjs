// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and hint.
import assert from "node:assert/strict";
import { norinori, puzzlinkFormat, writePzprv3 } from "@gridsmith/norinori";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?norinori/5/5/cag4ocjo");
const result = norinori.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(norinori.solutionToText(puzzle, result.solutions[0])); // the grid, '#' where a cell is shaded
assert.equal(result.status, "unique");
assert.deepEqual(norinori.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const step = norinori.hint(puzzle); // the first deduction, with the rule that forced it
console.log(step.message);
