// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, writePzprv3, yinyang } from "@gridsmith/yinyang";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?yinyang/5/5/016612300");
const result = yinyang.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(yinyang.solutionToText(puzzle, result.solutions[0])); // the grid, 'x' black and 'o' white
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
