// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { puzzlinkFormat, ripple, writePzprv3 } from "@gridsmith/ripple";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?ripple/4/4/9n8rigk14h32k");
const result = ripple.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(ripple.solutionToText(puzzle, result.solutions[0])); // the rooms, then the numbers
assert.equal(result.status, "unique");
assert.deepEqual(ripple.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = ripple.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(ripple.solve(fresh).status, "unique");
