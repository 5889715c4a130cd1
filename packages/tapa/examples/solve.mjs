// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, tapa, writePzprv3 } from "@gridsmith/tapa";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?tapa/5/5/3n5hchhajn2");
const result = tapa.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(tapa.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
