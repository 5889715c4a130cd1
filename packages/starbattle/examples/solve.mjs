// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { puzzlinkFormat, starbattle, writePzprv3 } from "@gridsmith/starbattle";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou");
const result = starbattle.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(starbattle.solutionToText(puzzle, result.solutions[0])); // the regions, '*' where a star stands
assert.equal(result.status, "unique");
assert.deepEqual(starbattle.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = starbattle.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(starbattle.solve(fresh).status, "unique");
