// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { kropki, puzzlinkFormat, writePzprv3 } from "@gridsmith/kropki";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?kropki/4/4/aa7fioco");
const result = kropki.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(kropki.solutionToText(puzzle, result.solutions[0])); // the digits with the dots between them
assert.equal(result.status, "unique");
assert.deepEqual(kropki.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = kropki.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(kropki.solve(fresh).status, "unique");
