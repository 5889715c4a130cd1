// Read a puzzle (text or a puzz.link URL), solve it, check the answer, and generate a new one.
import assert from "node:assert/strict";
import { nurikabe, parsePuzzlink } from "@gridsmith/nurikabe";

const puzzle = nurikabe.formats[0].parse(".5...\n..2..\n.....\n..1..\n...3.\n");
const result = nurikabe.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(nurikabe.solutionToText(puzzle, result.solutions[0])); // '#' walls, '.' island cells
assert.equal(result.status, "unique");
assert.deepEqual(nurikabe.check(puzzle, result.solutions[0]), []);

// The same puzzle as pzprjs writes it.
assert.deepEqual(parsePuzzlink("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"), puzzle);

const fresh = nurikabe.generate({ width: 6, height: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(nurikabe.solve(fresh).status, "unique");
