import { describe, expect, it } from "vitest";
import { textGridRows } from "./text-grid.js";

describe("textGridRows", () => {
  it("reads the non-blank lines, trimmed, with their line numbers", () => {
    expect(textGridRows("\n ab \ncd\n\n", 5)).toEqual({
      width: 2,
      rows: [
        { text: "ab", line: 2 },
        { text: "cd", line: 3 },
      ],
    });
  });

  it("names what is wrong, where", () => {
    expect(() => textGridRows(" \n", 5)).toThrow("the puzzle is empty");
    expect(() => textGridRows("a\nb\nc\n", 2)).toThrow("line 3: the grid has 3 rows; at most 2");
    expect(() => textGridRows("abc\n", 2)).toThrow("the grid has 3 columns; at most 2");
    expect(() => textGridRows("ab\nabc\n", 5)).toThrow("line 2, column 3: row has 3 cells; expected 2");
  });
});
