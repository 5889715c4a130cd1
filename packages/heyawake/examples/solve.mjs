// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { heyawake, puzzlinkFormat, writePzprv3 } from "@gridsmith/heyawake";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?heyawake/6/6/lll155007rs12222j");
const result = heyawake.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(heyawake.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
