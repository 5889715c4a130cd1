// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { mashu, puzzlinkFormat, writePzprv3 } from "@gridsmith/mashu";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?mashu/6/6/1063000i3000");
const result = mashu.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(mashu.solutionToText(puzzle, result.solutions[0])); // the loop drawn with box characters
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
