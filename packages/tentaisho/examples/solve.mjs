// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, tentaisho, writePzprv3 } from "@gridsmith/tentaisho";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?tentaisho/5/5/o3ey72fs2fl");
const result = tentaisho.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(tentaisho.solutionToText(puzzle, result.solutions[0])); // each cell's galaxy as a letter
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
