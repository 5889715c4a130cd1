// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, shikaku, writePzprv3 } from "@gridsmith/shikaku";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?shikaku/6/6/j3g56h6t6h23g5j");
const result = shikaku.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(shikaku.solutionToText(puzzle, result.solutions[0])); // a letter per cell names its rectangle
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
