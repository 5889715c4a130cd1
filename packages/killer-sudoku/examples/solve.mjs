// Read a killer sudoku, solve it, ask for a hint, and generate a new one.
import assert from "node:assert/strict";
import { hint, killerSudoku, textFormat } from "@gridsmith/killer-sudoku";

const puzzle = textFormat.parse(`
ABCC
ABCD
EFFD
EGGG
A=5 B=5 C=8 D=5
E=5 F=3 G=9
`);
assert.deepEqual(killerSudoku.validate(puzzle), []); // a sound killer sudoku
const result = killerSudoku.solve(puzzle); // limit 2 by default: proves the solution is the only one
console.log(result.status); // unique
console.log(killerSudoku.solutionToText(puzzle, result.solutions[0]));
assert.equal(result.status, "unique");
assert.deepEqual(killerSudoku.check(puzzle, result.solutions[0]), []);

console.log(hint(puzzle)?.message); // the easiest next step, with its reason

const fresh = killerSudoku.generate({ size: 6 }, 42); // the same puzzle for the same params and seed
assert.equal(killerSudoku.solve(fresh).status, "unique");
