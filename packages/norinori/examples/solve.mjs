// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { norinori, puzzlinkFormat, writePzprv3 } from "@gridsmith/norinori";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?norinori/5/5/cag4ocjo");
const result = norinori.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(norinori.solutionToText(puzzle, result.solutions[0])); // the grid, '#' where a cell is shaded
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
