// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { puzzlinkFormat, shikaku, writePzprv3 } from "@gridsmith/shikaku";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j");
const result = shikaku.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(shikaku.solutionToText(puzzle, result.solutions[0])); // a letter per cell names its rectangle
assert.equal(result.status, "unique");
assert.deepEqual(shikaku.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = shikaku.generate({ size: 7 }, 42); // the same puzzle for the same params and seed
assert.equal(shikaku.solve(fresh).status, "unique");
