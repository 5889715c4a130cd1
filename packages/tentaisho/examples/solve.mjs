// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { puzzlinkFormat, tentaisho, writePzprv3 } from "@gridsmith/tentaisho";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl");
const result = tentaisho.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(tentaisho.solutionToText(puzzle, result.solutions[0])); // each cell's galaxy as a letter
assert.equal(result.status, "unique");
assert.deepEqual(tentaisho.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = tentaisho.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(tentaisho.solve(fresh).status, "unique");
