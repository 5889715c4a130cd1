// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { numlin, puzzlinkFormat, writePzprv3 } from "@gridsmith/numlin";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?numlin/5/5/1j2h3m1h2j3");
const result = numlin.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(numlin.solutionToText(puzzle, result.solutions[0])); // the lines drawn with box characters
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
