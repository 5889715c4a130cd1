// Read a puzz.link link, solve it, check the answer, write it as a file puzz.link opens, and generate one.
import assert from "node:assert/strict";
import { nanro, puzzlinkFormat, writePzprv3 } from "@gridsmith/nanro";

const puzzle = puzzlinkFormat.parse("https://puzz.link/p?nanro/4/4/6r0s1oi13n1h");
const result = nanro.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(nanro.solutionToText(puzzle, result.solutions[0])); // the rooms, then the numbers (0 where none)
assert.equal(result.status, "unique");
assert.deepEqual(nanro.check(puzzle, result.solutions[0]), []);
console.log(writePzprv3(puzzle, result.solutions[0])); // puzz.link's File > Open takes it, answer in place

const fresh = nanro.generate({ size: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(nanro.solve(fresh).status, "unique");
