// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, tatamibari, writePzprv3 } from "@gridsmith/tatamibari";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g");
const result = tatamibari.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(tatamibari.solutionToText(puzzle, result.solutions[0])); // a letter per cell names its mat
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
