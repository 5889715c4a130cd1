// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { fillomino, puzzlinkFormat, writePzprv3 } from "@gridsmith/fillomino";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h");
const result = fillomino.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(fillomino.solutionToText(puzzle, result.solutions[0])); // each cell's number
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
