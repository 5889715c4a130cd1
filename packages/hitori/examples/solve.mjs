// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { hitori, puzzlinkFormat, writePzprv3 } from "@gridsmith/hitori";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?hitori/4/4/1114142333214213");
const result = hitori.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(hitori.solutionToText(puzzle, result.solutions[0])); // the grid, '#' where a cell is shaded
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
