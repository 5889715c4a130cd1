// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { numlin, puzzlinkFormat, writePzprv3 } from "@gridsmith/numlin";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3");
const result = numlin.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(numlin.solutionToText(puzzle, result.solutions[0])); // the lines drawn with box characters
assert.equal(result.status, "unique");
assert.deepEqual(numlin.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = numlin.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(numlin.solve(fresh).status, "unique");
