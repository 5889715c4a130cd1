import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { ParseError } from "./parse-error.js";
import { commentedTextRows, puzzleTextGrid, puzzleTextLines } from "./puzzle-text-lines.js";

const limits = gridLimits(5, { maxTextLength: 20 });

describe("puzzleTextLines", () => {
  it("reads the non-blank lines, trimmed, with their line numbers", () => {
    expect(puzzleTextLines("\n ab \r\ncd\n\n", limits)).toEqual([
      { text: "ab", line: 2 },
      { text: "cd", line: 3 },
    ]);
  });

  it("refuses a text with no non-blank line, and one past maxTextLength before reading it", () => {
    expect(() => puzzleTextLines(" \n\t\n", limits)).toThrow("the puzzle is empty");
    expect(() => puzzleTextLines("", limits)).toThrow("the puzzle is empty");
    expect(() => puzzleTextLines(`${"\n".repeat(20)}a`, limits)).toThrow("the text has 21 characters");
  });

  it("keeps every non-blank line of any short text, in order, or throws a ParseError", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "b", " ", "\n", "\r\n"), { maxLength: 30 }), (parts) => {
        const text = parts.join("");
        const kept = text
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter((l) => l !== "");
        let rows: { text: string; line: number }[];
        try {
          rows = puzzleTextLines(text, limits);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
          expect(text.length > 20 || kept.length === 0).toBe(true);
          return;
        }
        expect(text.length).toBeLessThanOrEqual(20);
        expect(rows.map((r) => r.text)).toEqual(kept);
      }),
    );
  });

  it("reads a grid within maxSide, its width that of every row", () => {
    expect(puzzleTextGrid("\n ab \ncd\n", limits)).toEqual({
      width: 2,
      rows: [
        { text: "ab", line: 2 },
        { text: "cd", line: 3 },
      ],
    });
    expect(() => puzzleTextGrid("\n\n", limits)).toThrow("the puzzle is empty");
    expect(() => puzzleTextGrid("a\nb\nc\nd\ne\nf\n", limits)).toThrow(
      "line 6: the grid has 6 rows; at most 5",
    );
    expect(() => puzzleTextGrid("abcdef\n", limits)).toThrow("the grid has 6 columns; at most 5");
    expect(() => puzzleTextGrid("ab\nabc\n", limits)).toThrow(
      "line 2, column 3: row has 3 cells; expected 2",
    );
    expect(() => puzzleTextGrid(`${" ".repeat(20)}a`, limits)).toThrow("the text has 21 characters");
  });
});

describe("commentedTextRows", () => {
  it("keeps the lines that are not comments, ends trimmed, up to the last non-blank one", () => {
    expect(commentedTextRows("#c\n\n ab \r\n#\n\ncd\n\n \n", limits, "none")).toEqual([
      { text: "", line: 2 },
      { text: " ab", line: 3 },
      { text: "", line: 5 },
      { text: "cd", line: 6 },
    ]);
  });

  it("throws its message for a text of comments and blanks, and refuses a text past maxTextLength", () => {
    expect(() => commentedTextRows("# only\n \n", limits, "no grid here")).toThrow("no grid here");
    expect(() => commentedTextRows(`${"#".repeat(21)}`, limits, "none")).toThrow(
      "the text has 21 characters",
    );
  });

  it("keeps, for any short text, its lines but comments, up to the last non-blank, or throws", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("a", "#", " ", "\n"), { maxLength: 20 }), (parts) => {
        const text = parts.join("");
        const kept = text
          .split("\n")
          .map((l, k) => ({ text: l.trimEnd(), line: k + 1 }))
          .filter((r) => !r.text.startsWith("#"));
        while (kept.length > 0 && kept.at(-1)!.text === "") kept.pop();
        if (kept.length === 0) expect(() => commentedTextRows(text, limits, "none")).toThrow("none");
        else expect(commentedTextRows(text, limits, "none")).toEqual(kept);
      }),
    );
  });
});
