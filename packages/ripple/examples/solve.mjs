// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { puzzlinkFormat, ripple, writePzprv3 } from "@gridsmith/ripple";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?ripple/4/4/9n8rigk14h32k");
const result = ripple.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(ripple.solutionToText(puzzle, result.solutions[0])); // the rooms, then the numbers
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
