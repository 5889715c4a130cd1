// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { puzzlinkFormat, tatamibari, writePzprv3 } from "@gridsmith/tatamibari";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g");
const result = tatamibari.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(tatamibari.solutionToText(puzzle, result.solutions[0])); // a letter per cell names its mat
assert.equal(result.status, "unique");
assert.deepEqual(tatamibari.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = tatamibari.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(tatamibari.solve(fresh).status, "unique");
