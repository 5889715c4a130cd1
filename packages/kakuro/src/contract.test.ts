import { type AnyPuzzleType, detectFormat, parsePuzzle } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { kakuro } from "./index.js";

// The checks packages/catalog runs on every installed type (catalog.test.ts), repeated here because a
// puzzle package does not import the catalog, plus what the CLI and the API rely on.
describe("kakuro as a catalog entry", () => {
  const type: AnyPuzzleType = kakuro;

  it("has a URL-safe id, a title, a description, formats and examples", () => {
    expect(type.id).toMatch(/^[a-z][a-z0-9-]*$/);
    expect(type.title).toBe("Kakuro");
    expect(type.description.length).toBeGreaterThan(0);
    expect(type.formats.length).toBeGreaterThan(0);
    expect(type.examples.length).toBeGreaterThan(0);
    expect(new Set(type.formats.map((f) => f.id)).size).toBe(type.formats.length);
  });

  it("reads every example with its default format, and it validates", () => {
    for (const example of type.examples) {
      const puzzle = type.formats[0]!.parse(example.text);
      expect(type.validate(puzzle)).toEqual([]);
      expect(detectFormat(type.formats, example.text).id).toBe("text");
      expect(parsePuzzle(type, example.text)).toEqual(puzzle);
    }
  });

  it("solves, checks, hints, explains and grades every example, every result JSON-serialisable", () => {
    for (const example of type.examples) {
      const puzzle = type.formats[0]!.parse(example.text);
      const result = type.solve(puzzle, { limit: 2 });
      expect(result.status).toBe("unique");
      const solution = result.solutions[0]!;
      expect(type.check(puzzle, solution)).toEqual([]);
      expect(type.hint!(puzzle, solution)).toBeNull();
      const values = [result, type.hint!(puzzle), type.explain!(puzzle), type.grade!(puzzle), puzzle];
      for (const value of values) expect(JSON.parse(JSON.stringify(value))).toEqual(value);
      expect(type.solutionToText(puzzle, solution).split("\n")[1]).toMatch(/^\\\d+ +\d/);
      for (const format of type.formats) expect(format.parse(format.serialize!(puzzle))).toEqual(puzzle);
    }
  });

  it("prints a solution in the text grid, clues kept", () => {
    const puzzle = kakuro.formats[0]!.parse(kakuro.examples[0]!.text);
    const solution = kakuro.solve(puzzle).solutions[0]!;
    expect(kakuro.solutionToText(puzzle, solution)).toBe(
      "#   14\\ 19\\ #\n\\7  5   2   5\\\n\\21 9   8   4\n#   \\10 9   1\n",
    );
  });
});
