// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { puzzlinkFormat, writePzprv3, yinyang } from "@gridsmith/yinyang";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?yinyang/5/5/016612300");
const result = yinyang.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(yinyang.solutionToText(puzzle, result.solutions[0])); // the grid, 'x' black and 'o' white
assert.equal(result.status, "unique");
assert.deepEqual(yinyang.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = yinyang.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(yinyang.solve(fresh).status, "unique");
