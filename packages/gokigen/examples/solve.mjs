// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { gokigen, puzzlinkFormat, writePzprv3 } from "@gridsmith/gokigen";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?gokigen/4/4/iaegcgcj6a");
const result = gokigen.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(gokigen.solutionToText(puzzle, result.solutions[0])); // the diagonals, a line a row
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
