// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { kropki, puzzlinkFormat, writePzprv3 } from "@gridsmith/kropki";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?kropki/4/4/aa7fioco");
const result = kropki.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(kropki.solutionToText(puzzle, result.solutions[0])); // the digits with the dots between them
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
