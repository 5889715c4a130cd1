// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { hitori, puzzlinkFormat, writePzprv3 } from "@gridsmith/hitori";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?hitori/4/4/1114142333214213");
const result = hitori.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(hitori.solutionToText(puzzle, result.solutions[0])); // the grid, '#' where a cell is shaded
assert.equal(result.status, "unique");
assert.deepEqual(hitori.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = hitori.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(hitori.solve(fresh).status, "unique");
