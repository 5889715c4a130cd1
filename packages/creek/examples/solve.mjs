// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { creek, puzzlinkFormat, writePzprv3 } from "@gridsmith/creek";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?creek/6/6/gagaich2cgb6769dt");
const result = creek.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(creek.solutionToText(puzzle, result.solutions[0])); // the cells, '#' where one is shaded
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
