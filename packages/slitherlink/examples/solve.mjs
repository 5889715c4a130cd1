// Read a puzzle (text or a puzz.link URL), solve it, check the answer, and generate a new one.
import assert from "node:assert/strict";
import { parsePuzzlink, slitherlink } from "@gridsmith/slitherlink";

const puzzle = slitherlink.formats[0].parse("2..1.\n.2..1\n..2..\n3..3.\n.0..3\n");
const result = slitherlink.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(slitherlink.solutionToText(puzzle, result.solutions[0]));
assert.equal(result.status, "unique");
assert.deepEqual(slitherlink.check(puzzle, result.solutions[0]), []);

// The same puzzle as pzprjs writes it.
assert.deepEqual(parsePuzzlink("https://puzz.link/p?slither/5/5/cbcbcddad"), puzzle);

const fresh = slitherlink.generate({ width: 6, height: 5 }, 42); // the same puzzle for the same params and seed
assert.equal(slitherlink.solve(fresh).status, "unique");
