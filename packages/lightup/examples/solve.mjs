// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { lightup, puzzlinkFormat, writePzprv3 } from "@gridsmith/lightup";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?lightup/6/6/nekcakbl");
const result = lightup.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(lightup.solutionToText(puzzle, result.solutions[0])); // the grid, '*' where a light stands
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
