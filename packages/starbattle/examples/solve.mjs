// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, starbattle, writePzprv3 } from "@gridsmith/starbattle";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou");
const result = starbattle.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(starbattle.solutionToText(puzzle, result.solutions[0])); // the regions, '*' where a star stands
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
