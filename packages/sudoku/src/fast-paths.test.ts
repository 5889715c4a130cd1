// The CLI's batch path reads data-set lines and validates them through fast paths; they must answer as the
// general code does.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLine, parseSdk, parseSeedGrid } from "./formats/grid-text.js";
import { duplicateProblems, validate } from "./rules.js";

// Dense lines mostly break a rule; sparse ones (like real puzzles) mostly do not: both branches get tried.
const cell = fc.oneof(
  { arbitrary: fc.constantFrom(".", "0"), weight: 12 },
  { arbitrary: fc.constantFrom("1", "2", "3", "4", "5", "6", "7", "8", "9"), weight: 1 },
  { arbitrary: fc.constantFrom("1", "2", "3", "4", "5", "6", "7", "8", "9", "."), weight: 1 },
);
const line81 = fc.array(cell, { minLength: 81, maxLength: 81 }).map((cs) => cs.join(""));

describe("fast paths", () => {
  it("read an 81-character line as the general scanner does", () => {
    fc.assert(
      fc.property(line81, (text) => {
        const general = parseSdk(text); // one row line of 81: the scanner, no fast path
        expect(parseLine(text)).toEqual(general);
        expect(parseSeedGrid(text)).toEqual(general);
      }),
    );
  });

  it("find a rule broken exactly when the full check names one", () => {
    fc.assert(
      fc.property(line81, (text) => {
        const puzzle = parseLine(text);
        expect(validate(puzzle).length === 0).toBe(duplicateProblems(9, puzzle.cells).length === 0);
      }),
    );
  });
});
