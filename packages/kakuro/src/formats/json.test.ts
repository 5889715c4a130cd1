import { ParseError } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyGrid, parseFailure } from "../arbitraries.test-helpers.js";
import { examples } from "../examples.js";
import { jsonFormat } from "./json.js";
import { textFormat } from "./text.js";

const parse = (text: string) => jsonFormat.parse(text);

const failure = (text: string) => parseFailure(jsonFormat, text);

describe("JSON format", () => {
  it("reads the documented shape, with or without type", () => {
    const puzzle = { rows: 2, cols: 2, cells: [{}, { down: 4 }, { across: 4 }, 0] };
    expect(parse('{"rows":2,"cols":2,"cells":[{},{"down":4},{"across":4},0]}')).toEqual(puzzle);
    expect(parse('{"type":"kakuro","rows":2,"cols":2,"cells":[{},{"down":4},{"across":4},0]}')).toEqual(
      puzzle,
    );
  });

  it("writes one grid row per line and reads it back", () => {
    const puzzle = textFormat.parse(examples[0]!.text);
    const text = jsonFormat.serialize!(puzzle);
    expect(text.split("\n")).toContain('    {}, {"down": 14}, {"down": 19}, {},');
    expect(parse(text)).toEqual(puzzle);
    expect(jsonFormat.detect(text)).toBe(true);
    expect(textFormat.detect(text)).toBe(false);
  });

  it("reads back whatever it writes, and converts to and from the text grid", () => {
    fc.assert(
      fc.property(anyGrid, (puzzle) => {
        expect(parse(jsonFormat.serialize!(puzzle))).toEqual(puzzle);
        expect(textFormat.parse(textFormat.serialize!(parse(jsonFormat.serialize!(puzzle))))).toEqual(puzzle);
      }),
    );
  });

  it("says where each mistake is", () => {
    expect(
      failure(
        '{\n  "rows": 2,\n  "cols": 2,\n  "cells": [{}, {"down": 4},\n            {"across": 4}, 10]\n}',
      ),
    ).toEqual({
      line: 5,
      column: 28,
      message:
        'line 5, column 28: cells[3]: 10 is not a cell (r2c2); use 0 (empty), 1-9 (a digit) or a black cell such as {} or {"down": 23, "across": 11} with clues 1-99',
    });
    expect(failure('{"rows": 1, "cols": 2, "cells": [{}, {"down": 0}]}')).toEqual({
      line: 1,
      column: 38,
      message: "line 1, column 38: cells[1].down: 0 is out of range: expected 1 to 99",
    });
    expect(failure('{"rows": 1, "cols": 1, "cells": [{"left": 3}]}').message).toContain(
      'cells[0]: {"left":3} is not a cell (r1c1)',
    );
    expect(failure('{"rows": 1, "cols": 1, "cells": ["#"]}').message).toContain('"#" is not a cell');
    expect(failure('{\n "rows": 0, "cols": 2, "cells": []}')).toEqual({
      line: 2,
      column: 10,
      message: "line 2, column 10: rows: 0 is out of range: expected 1 to 64",
    });
    for (const [text, message] of [
      ['{"rows": 1, "cells": []}', "line 1, column 1: cols: expected an integer from 1 to 64, got undefined"],
      [
        '{"rows": 1000000000, "cols": 1000000000, "cells": []}',
        "line 1, column 30: cols: 1000000000 is out of range: expected 1 to 64",
      ],
      ['{"rows": 1, "cols": 2, "cells": [0]}', "line 1, column 33: cells: expected a list of 2, got 1"],
      ['{"rows": 1, "cols": 1, "cells": 5}', "line 1, column 33: cells: expected a list, got 5"],
      ['{"type": "sudoku", "rows": 1}', 'line 1, column 10: type: expected one of "kakuro", got "sudoku"'],
    ])
      expect(failure(text).message).toBe(message);
    expect(failure("[1, 2]")).toMatchObject({
      line: 1,
      column: 1,
      message: expect.stringContaining("is an object"),
    });
    const syntax = failure('{"rows": 1,\n "cols": }');
    expect(syntax.line).toBe(2);
    expect(syntax.message).toMatch(/^line 2, column \d+: not valid JSON: /);
    expect(failure("").message).toMatch(/not valid JSON/);
  });

  it("finds the place of a cell after strings with brackets and escapes, and after repeated keys", () => {
    const text =
      '{"note": "a [tricky] \\"{\\" string", "cells": [1], "rows": 1, "cols": 2,\n"cells": [ {}, [] ]}';
    expect(failure(text)).toMatchObject({
      line: 2,
      column: 16,
      message: expect.stringContaining("cells[1]: [] is not a cell (r1c2)"),
    });
  });

  it("refuses nesting of any depth with a ParseError", () => {
    expect(() => parse("[".repeat(200_000))).toThrow(ParseError);
  });
});
