// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { kurodoko, puzzlinkFormat, writePzprv3 } from "@gridsmith/kurodoko";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?kurodoko/5/5/i7g5l2l2g4i");
const result = kurodoko.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(kurodoko.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
