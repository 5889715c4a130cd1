// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { nanro, puzzlinkFormat, writePzprv3 } from "@gridsmith/nanro";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?nanro/4/4/6r0s1oi13n1h");
const result = nanro.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(nanro.solutionToText(puzzle, result.solutions[0])); // the rooms, then the numbers (0 where none)
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
