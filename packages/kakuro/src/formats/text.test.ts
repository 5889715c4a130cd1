import { ParseError } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyGrid, parseFailure } from "../arbitraries.test-helpers.js";
import { examples } from "../examples.js";
import { jsonFormat } from "./json.js";
import { textFormat } from "./text.js";

const parse = (text: string) => textFormat.parse(text);

const failure = (text: string) => parseFailure(textFormat, text);

describe("text format", () => {
  it("reads every token kind", () => {
    expect(parse("#  23\\  X\n\\16 . _\n24\\11 5 \\\n")).toEqual({
      rows: 3,
      cols: 3,
      cells: [{}, { down: 23 }, {}, { across: 16 }, 0, 0, { down: 24, across: 11 }, 5, {}],
    });
  });

  it("writes the examples back exactly as they are written, and knows them", () => {
    for (const { text } of examples) {
      expect(textFormat.serialize!(parse(text))).toBe(text);
      expect(textFormat.detect(text)).toBe(true);
      expect(jsonFormat.detect(text)).toBe(false);
    }
  });

  it("takes tabs, CRLF line ends and blank lines", () => {
    expect(parse("\r\n#\t3\\\r\n\r\n\\3\t.\r\n\r\n")).toEqual({
      rows: 2,
      cols: 2,
      cells: [{}, { down: 3 }, { across: 3 }, 0],
    });
  });

  it("reads back whatever it writes", () => {
    fc.assert(
      fc.property(anyGrid, (puzzle) => {
        expect(parse(textFormat.serialize!(puzzle))).toEqual(puzzle);
      }),
    );
  });

  it("says where each mistake is", () => {
    expect(failure("#   4\\  3\\\n\\4  .   .\n\\3  .   25\\x\n")).toEqual({
      line: 3,
      column: 9,
      message:
        "line 3, column 9: '25\\x' is not a clue: write down\\across, each 1-99 or left out, as in 23\\ or \\16 or 24\\11",
    });
    expect(failure("# q\n")).toMatchObject({
      line: 1,
      column: 3,
      message: expect.stringContaining("'q' is not a cell"),
    });
    expect(failure("# 0\n").message).toBe(
      "line 1, column 3: '0' is not a cell: use # or X (black), down\\across (a clue), . or _ (empty), 1-9 (a digit)",
    );
    for (const bad of ["100\\", "0\\5", "05\\", "\\\\", "1\\2\\3", "a\\"])
      expect(failure(`#  ${bad}\n`)).toMatchObject({
        line: 1,
        column: 4,
        message: expect.stringContaining(`'${bad}' is not a clue`),
      });
    expect(failure("\n# # #\n# #\n")).toEqual({
      line: 3,
      column: 4,
      message: "line 3, column 4: row 2 has 2 cells; row 1 has 3",
    });
    expect(failure("# #\n# # #\n")).toEqual({
      line: 2,
      column: 5,
      message: "line 2, column 5: row 2 has 3 cells; row 1 has 2",
    });
    expect(failure(" \n\n")).toEqual({
      line: 0,
      column: 0,
      message: "the puzzle is empty: write one row of cells per line",
    });
    expect(failure("#\n".repeat(65))).toMatchObject({
      line: 65,
      message: "line 65: the grid has 65 rows; at most 64 are supported",
    });
    expect(failure(`${"# ".repeat(65)}\n`)).toMatchObject({ line: 1, column: 129 });
  });

  it("throws nothing but ParseError, on any text and on near-misses", () => {
    const token = fc.constantFrom(
      "#",
      "X",
      ".",
      "_",
      "5",
      "0",
      "\\",
      "16\\",
      "\\7",
      "3\\4",
      "x",
      "12\\\\",
      " ",
      "\t",
      "\n",
      "\r\n",
    );
    const text = fc.oneof(
      fc.string(),
      fc.array(token, { maxLength: 60 }).map((t) => t.join("")),
    );
    fc.assert(
      fc.property(text, (t) => {
        try {
          const puzzle = parse(t);
          expect(parse(textFormat.serialize!(puzzle))).toEqual(puzzle);
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("recognises grids with clues and nothing else", () => {
    expect(textFormat.detect("#  3\\\n\\3 .\n")).toBe(true);
    expect(textFormat.detect("1 2 .\n. . 3\n")).toBe(false);
    expect(textFormat.detect("# 3\\\n\\3\n")).toBe(false);
    expect(textFormat.detect("")).toBe(false);
    expect(textFormat.detect('{"rows": 1}')).toBe(false);
  });
});
