// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { fillomino, puzzlinkFormat, writePzprv3 } from "@gridsmith/fillomino";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h");
const result = fillomino.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(fillomino.solutionToText(puzzle, result.solutions[0])); // each cell's number
assert.equal(result.status, "unique");
assert.deepEqual(fillomino.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = fillomino.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(fillomino.solve(fresh).status, "unique");
