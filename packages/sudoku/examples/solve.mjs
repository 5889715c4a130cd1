// Read a sudoku, solve it (proving the solution is the only one), ask for a hint, grade and generate.
import assert from "node:assert/strict";
import { grade, gridFormat, hint, solve, sudoku } from "@gridsmith/sudoku";

const puzzle = gridFormat.parse(`
5 . . 6 . . . 8 .
. . 1 5 . 9 2 . .
6 8 . 1 . . . . .
. 1 9 . . . . . 7
. . . 9 . 3 . . .
2 . . . . . 9 5 .
. . . . . 1 . 2 9
. . 4 3 . 7 5 . .
. 6 . . . 5 . . 3`);

assert.deepEqual(sudoku.validate(puzzle), []); // else e.g. "row 1 has two 5s (r1c1 and r1c9)"
const result = solve(puzzle); // limit 2 by default
console.log(result.status, result.solutions[0].cells.slice(0, 9).join("")); // unique 597632184
assert.equal(result.status, "unique");
assert.deepEqual(sudoku.check(puzzle, result.solutions[0]), []);

console.log(hint(puzzle)?.message); // r1c2 must be 9: it is the only place for a 9 in box 1
console.log(grade(puzzle)); // { level: "hard", score: 225, hardest: "naked-pair", techniques: {...} }
const fresh = sudoku.generate({ difficulty: "easy", symmetry: "rotational" }, 42); // same seed, same puzzle
assert.equal(solve(fresh).status, "unique");
