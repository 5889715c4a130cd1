// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { easyasabc, puzzlinkFormat, writePzprv3 } from "@gridsmith/easyasabc";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h");
const result = easyasabc.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(easyasabc.solutionToText(puzzle, result.solutions[0])); // the letters inside the frame of clues
assert.equal(result.status, "unique");
assert.deepEqual(easyasabc.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = easyasabc.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(easyasabc.solve(fresh).status, "unique");
