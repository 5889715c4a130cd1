// Read a puzz.link link, solve it, and write the answer as a file puzz.link opens.
import assert from "node:assert/strict";
import { country, puzzlinkFormat, writePzprv3 } from "@gridsmith/country";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?country/5/5/amda0uf02h12h");
const result = country.solve(puzzle); // limit 2 by default: "unique" proves the solution is the only one
assert.equal(result.status, "unique");
console.log(country.solutionToText(puzzle, result.solutions[0])); // the loop drawn with box characters
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place
