// Read a nonogram, solve it (proving the picture is the only one), ask for a hint, grade and generate.
import assert from "node:assert/strict";
import { hintNonogram, nonogram, solveNonogram } from "@gridsmith/nonogram";

const puzzle = nonogram.formats[0].parse("3 3\n1 1\n1\n3\n1 1\n2\n1 1\n"); // .nin: W H, row clues, column clues
assert.deepEqual(nonogram.validate(puzzle), []);
const result = solveNonogram(puzzle); // limit 2: find a solution and prove it unique
assert.equal(result.status, "unique");
console.log(result.solutions[0]); // rows of # (filled) and . (empty)
assert.deepEqual(nonogram.check(puzzle, result.solutions[0]), []);

console.log(hintNonogram(puzzle, ["???", "???", "???"])?.message); // the next line that can be advanced, and why
console.log(nonogram.grade(puzzle)); // { level: "line-solvable", score: ..., ... }
const fresh = nonogram.generate({ width: 8, height: 8, density: 0.55 }, 42); // same seed, same puzzle
assert.equal(solveNonogram(fresh).status, "unique");
