// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { puzzlinkFormat, sashigane, writePzprv3 } from "@gridsmith/sashigane";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4");
const result = sashigane.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(sashigane.solutionToText(puzzle, result.solutions[0])); // a letter per cell names its L
assert.equal(result.status, "unique");
assert.deepEqual(sashigane.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = sashigane.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(sashigane.solve(fresh).status, "unique");
