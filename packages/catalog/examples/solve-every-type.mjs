// Every installed puzzle type, each solving its first example and giving a hint.
import assert from "node:assert/strict";
import { findPuzzleType, puzzleTypes } from "@gridsmith/catalog";

for (const type of puzzleTypes) {
  const example = type.examples[0];
  const puzzle = type.formats[0].parse(example.text); // throws a ParseError with line and column
  const result = type.solve(puzzle, { timeoutMs: 20_000 });
  console.log(`${type.id} (${example.name}): ${result.status} in ${result.stats.ms.toFixed(1)} ms`);
  assert.ok(result.solutions.length > 0, `${type.id}: ${result.status}`);
  assert.deepEqual(type.check(puzzle, result.solutions[0]), []); // the type's checker agrees
  console.log(type.hint?.(puzzle)?.message); // the first deduction and the rule that forced it
}

const sudoku = findPuzzleType("sudoku");
console.log(
  sudoku?.title,
  sudoku?.formats.map((f) => f.id),
); // Sudoku [ 'grid', 'line', 'ss', 'sdk', 'framed', 'ipuz', 'puzzlink', 'pzprv3' ]
assert.ok(sudoku);
