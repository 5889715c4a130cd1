// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, sashigane, writePzprv3 } from "@gridsmith/sashigane";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4");
const result = sashigane.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(sashigane.solutionToText(puzzle, result.solutions[0])); // a letter per cell names its L
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
