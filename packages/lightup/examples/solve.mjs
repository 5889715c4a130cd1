// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { lightup, puzzlinkFormat, writePzprv3 } from "@gridsmith/lightup";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?lightup/6/6/nekcakbl");
const result = lightup.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(lightup.solutionToText(puzzle, result.solutions[0])); // the grid, '*' where a light stands
assert.equal(result.status, "unique");
assert.deepEqual(lightup.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = lightup.generate({ size: 7 }, 42); // the same puzzle for the same params and seed
assert.equal(lightup.solve(fresh).status, "unique");
