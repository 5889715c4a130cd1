// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { creek, puzzlinkFormat, writePzprv3 } from "@gridsmith/creek";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?creek/6/6/gagaich2cgb6769dt");
const result = creek.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(creek.solutionToText(puzzle, result.solutions[0])); // the cells, '#' where one is shaded
assert.equal(result.status, "unique");
assert.deepEqual(creek.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = creek.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(creek.solve(fresh).status, "unique");
