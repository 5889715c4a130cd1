// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { mashu, puzzlinkFormat, writePzprv3 } from "@gridsmith/mashu";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?mashu/6/6/1063000i3000");
const result = mashu.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(mashu.solutionToText(puzzle, result.solutions[0])); // the loop drawn with box characters
assert.equal(result.status, "unique");
assert.deepEqual(mashu.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = mashu.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(mashu.solve(fresh).status, "unique");
