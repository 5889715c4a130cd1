// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { building, puzzlinkFormat, writePzprv3 } from "@gridsmith/building";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?skyscrapers/4/4/k13h4j3g");
const result = building.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(building.solutionToText(puzzle, result.solutions[0])); // the heights inside the frame of clues
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
