// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { country, puzzlinkFormat, writePzprv3 } from "@gridsmith/country";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?country/5/5/amda0uf02h12h");
const result = country.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(country.solutionToText(puzzle, result.solutions[0])); // the loop drawn with box characters
assert.equal(result.status, "unique");
assert.deepEqual(country.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = country.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(country.solve(fresh).status, "unique");
