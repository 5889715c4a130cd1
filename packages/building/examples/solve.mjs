// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { building, puzzlinkFormat, writePzprv3 } from "@gridsmith/building";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?skyscrapers/4/4/k13h4j3g");
const result = building.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(building.solutionToText(puzzle, result.solutions[0])); // the heights inside the frame of clues
assert.equal(result.status, "unique");
assert.deepEqual(building.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = building.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(building.solve(fresh).status, "unique");
