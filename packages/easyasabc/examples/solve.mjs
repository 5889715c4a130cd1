// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { easyasabc, puzzlinkFormat, writePzprv3 } from "@gridsmith/easyasabc";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h");
const result = easyasabc.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(easyasabc.solutionToText(puzzle, result.solutions[0])); // the letters inside the frame of clues
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
