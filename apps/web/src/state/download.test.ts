import type { AnyPuzzleType } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { solvedFile } from "./download.ts";

// The row puzzle with a format that writes a solution in place, as the puzz.link types' pzprv3 does.
const withFile: AnyPuzzleType = {
  ...rowPuzzle,
  formats: [
    ...rowPuzzle.formats,
    {
      id: "solved",
      name: "Solved row",
      extensions: ["row"],
      parse: rowPuzzle.formats[0]!.parse,
      writeSolution: (p: { cells: number[] }, s: number[]) => {
        if (p.cells.length > 3) throw new Error("this format holds rows of 3 at most");
        return `${s.join("")}\n`;
      },
      detect: () => false,
    },
  ],
};

describe("solvedFile", () => {
  it("writes the solved board in the type's format that writes solutions", () => {
    const puzzle = withFile.formats[0]!.parse("1..");
    const [solution] = withFile.solve(puzzle).solutions;
    expect(solvedFile(withFile, puzzle, solution)).toEqual({
      text: "123\n",
      name: "row-solved.row",
      mediaType: "text/plain",
    });
  });

  it("gives nothing for a type without one, or a puzzle its format cannot hold", () => {
    const puzzle = rowPuzzle.formats[0]!.parse("1...");
    const [solution] = rowPuzzle.solve(puzzle).solutions;
    expect(solvedFile(rowPuzzle, puzzle, solution)).toBeNull();
    expect(solvedFile(withFile, puzzle, solution)).toBeNull();
  });
});
