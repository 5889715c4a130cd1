// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { mochikoro, puzzlinkFormat, writePzprv3 } from "@gridsmith/mochikoro";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?mochikoro/5/5/4p2n1i1");
const result = mochikoro.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(mochikoro.solutionToText(puzzle, result.solutions[0])); // '#' where a cell is shaded
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
