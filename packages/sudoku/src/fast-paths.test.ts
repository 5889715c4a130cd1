// The CLI's batch path reads data-set lines and validates them through fast paths; they must answer as the
// general code does.
import type { AnyPuzzleType } from "@gridsmith/kit";
import { JsonWriter, runChunk } from "@gridsmith/kit/batch";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cellsText, parseLine, parseSdk, parseSeedGrid, writeCellsJson } from "./formats/grid-text.js";
import { sudoku } from "./index.js";
import { SIZES } from "./puzzle.js";
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

describe("the batch's NDJSON writer", () => {
  it("writes a grid's cells as JSON.stringify writes their text, for every size", () => {
    const grid = fc
      .constantFrom(...SIZES)
      .chain((n) => fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }));
    const out = new JsonWriter();
    fc.assert(
      fc.property(grid, (cells) => {
        writeCellsJson(cells, out);
        expect(out.take()).toBe(JSON.stringify(cellsText(cells)));
        sudoku.writeSolutionJson!({ size: 0, cells: [] }, { cells }, out);
        expect(out.take()).toBe(JSON.stringify(sudoku.solutionToJson!({ size: 0, cells: [] }, { cells })));
      }),
    );
  });

  it("answers a batch as the stringified answers would, in parts that stay small", () => {
    const { writeSolutionJson: _, ...stringified } = sudoku as AnyPuzzleType;
    const job = { command: "solve", json: true, limit: 2 } as const;
    const lines = fc.array(line81, { minLength: 1, maxLength: 400 });
    fc.assert(
      fc.property(lines, fc.nat(1000), (texts, start) => {
        const block = { text: `${texts.join("\n")}\n`, firstLine: 7, count: texts.length, prefix: "f:" };
        const strip = (parts: string[]) => parts.join("").replace(/"ms":[^}]*}/g, '"ms":0}');
        const fast = runChunk(sudoku, sudoku, job, { start, inputs: block });
        const slow = runChunk(stringified, stringified, job, { start, inputs: block });
        expect(strip(fast.parts)).toBe(strip(slow.parts));
        expect(fast.invalid).toBe(slow.invalid);
        for (const part of fast.parts) expect(part.length).toBeLessThan(65_536);
      }),
      { numRuns: 20 },
    );
  });
});
