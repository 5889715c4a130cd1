// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { gokigen, puzzlinkFormat, writePzprv3 } from "@gridsmith/gokigen";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?gokigen/4/4/iaegcgcj6a");
const result = gokigen.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(gokigen.solutionToText(puzzle, result.solutions[0])); // the diagonals, a line a row
assert.equal(result.status, "unique");
assert.deepEqual(gokigen.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = gokigen.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(gokigen.solve(fresh).status, "unique");
