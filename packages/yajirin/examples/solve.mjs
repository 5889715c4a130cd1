// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { puzzlinkFormat, writePzprv3, yajirin } from "@gridsmith/yajirin";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?yajilin/5/5/m32j10");
const result = yajirin.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(yajirin.solutionToText(puzzle, result.solutions[0])); // the loop drawn with box characters
assert.equal(result.status, "unique");
assert.deepEqual(yajirin.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = yajirin.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(yajirin.solve(fresh).status, "unique");
