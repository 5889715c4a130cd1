// What every puzzle type shares, shown on the kit's own small test type (latin squares).
import assert from "node:assert/strict";
import { createRng, ParseError, parsePuzzle, solveStatus } from "@gridsmith/kit";
import { latinSquare } from "@gridsmith/kit/testing";

const puzzle = parsePuzzle(latinSquare, "12.."); // a 2x2 square, its first row given
const result = latinSquare.solve(puzzle); // limit 2 by default: finds one and proves it is the only one
console.log(result.status, result.solutions[0]); // unique [ 1, 2, 2, 1 ]
assert.equal(result.status, "unique");
assert.deepEqual(result.solutions[0], [1, 2, 2, 1]);

// Bad input is a ParseError that says where.
const error = (() => {
  try {
    parsePuzzle(latinSquare, "1x..");
  } catch (e) {
    return e;
  }
})();
assert.ok(error instanceof ParseError);
console.log(error.message); // line 1, column 2: 'x' is not a digit 1-2 or '.'
assert.equal(error.column, 2);

// One rule turns what a search found into a status, for every solver.
assert.equal(solveStatus(1, true, null), "unique");
assert.equal(solveStatus(1, false, "timeout"), "timeout");

// Seeded randomness: the same seed gives the same numbers everywhere.
assert.equal(createRng(42).int(1000), createRng(42).int(1000));
