import { detectFormat, type Format, ParseError } from "@gridsmith/kit";
import * as props from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyGrid } from "./arbitraries.test-helpers.js";
import { examples } from "./examples.js";
import { jsonFormat, puzzlinkFormat, pzprv3Format, textFormat } from "./formats/index.js";
import { generate } from "./generate.js";
import { hint } from "./hints.js";
import { kakuro } from "./index.js";
import { checkAttempt } from "./mistakes.js";
import type { Puzzle } from "./puzzle.js";
import { fromJson, limits } from "./shape.js";
import { solve } from "./solve.js";

/** Grid-like values with hostile parts where the reader looks first: the sides, then the cells. */
const more = props.hostileGridParts({ width: "rows", height: "cols", list: "cells" });

/**
 * The formats that hold every grid: puzz.link's link and file cannot (given digits, clues on black border cells
 * it keeps none for); they hold the examples.
 */
const textAndJson = (f: Format<Puzzle>) => f !== puzzlinkFormat && f !== pzprv3Format;

const parsedExamples = examples.map((e) => detectFormat(kakuro.formats, e.text).parse(e.text));

describe("fromJson", () => {
  it("returns a puzzle the text and JSON formats write and read back, or throws a ParseError", () => {
    props.checkFromJsonBounded(kakuro, {
      valid: anyGrid,
      more,
      holds: textAndJson,
    });
  });

  it("reads every example as parse gives it, as a fresh value, and what the formats read", () => {
    expect(kakuro.fromJson).toBe(fromJson);
    props.checkExamplesRoundTrip(kakuro);
    props.checkFormatsRoundTrip(kakuro, {
      valid: anyGrid,
      holds: textAndJson,
      numRuns: 100,
    });
  });

  it("answers the issue's rows claim, lengths that disagree and wrong values with a ParseError naming the path", () => {
    const p = parsedExamples[0]!;
    const refused: [value: unknown, message: string][] = [
      [{ ...p, rows: 1_000_000_000 }, "rows: 1000000000 is out of range: expected 1 to 64"],
      [{ ...p, cols: -4 }, "cols: -4 is out of range: expected 1 to 64"],
      [{ ...p, cols: 4.5 }, "cols: expected an integer from 1 to 64, got 4.5"],
      [{ ...p, rows: "4" }, 'rows: expected an integer from 1 to 64, got "4"'],
      [{ ...p, rows: "NaN" }, 'rows: expected an integer from 1 to 64, got "NaN"'],
      [{ ...p, rows: 5 }, "cells: expected a list of 20, got 16"],
      [{ ...p, cells: new Array(1e9) }, "cells: expected a list of 16, got 1000000000"],
      [
        { ...p, cells: [...p.cells.slice(1), { down: 100 }] },
        "cells[15].down: 100 is out of range: expected 1 to 99",
      ],
      [
        { ...p, cells: [...p.cells.slice(1), props.nested(100_000)] },
        "cells[15]: a list of 1 is not a cell (r4c4)",
      ],
      [props.nested(100_000, 0, true), "cols: expected an integer"],
    ];
    for (const [value, message] of refused) expect(() => fromJson(value), message).toThrow(message);
  });
});

describe("every format", () => {
  it("has the limits it checks, refuses a longer text unread, and any text with a ParseError at most", () => {
    props.checkTextsBounded(kakuro, {
      tooLong: [`#   3\\ 4\\\n\\3 .   .\n${" ".repeat(limits.maxTextLength)}`],
      texts: [
        props.hostileText.map((t) => `{"rows": 1, "cols": 1, "cells": ${t}}`),
        props.hostileText.map((t) => `{"rows": ${t}, "cols": 1, "cells": [0]}`),
        fc.constantFrom("kakuro/39/39/", "kakuro/40/40/z", "https://puzz.link/p?kakuro/1/1/."),
        // Documents close to a kakuro one: small sizes, cells of any JSON or clue-like objects.
        fc
          .record({
            rows: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.jsonValue()),
            cols: fc.integer({ min: 0, max: 3 }),
            cells: fc.array(
              fc.oneof(
                fc.integer({ min: -2, max: 12 }),
                fc.jsonValue(),
                fc.record({ down: fc.jsonValue(), across: fc.jsonValue() }),
              ),
              { maxLength: 9 },
            ),
          })
          .map((d) => JSON.stringify(d, null, 1)),
      ],
    });
    expect(kakuro.limits).toBe(limits);
    expect(limits).toMatchObject({ maxSide: 64, maxCells: 4096 });
  });

  it("refuses a size claimed in a URL or a document before sizing anything by it", () => {
    expect(() => puzzlinkFormat.parse("https://puzz.link/p?kakuro/9999/9999/")).toThrow(
      "larger than 63x63 inside its border",
    );
    expect(() => puzzlinkFormat.parse("https://puzz.link/p?kakuro/1000000000/1000000000/")).toThrow(
      ParseError,
    );
    expect(() => jsonFormat.parse('{"rows": 1000000000, "cols": 3, "cells": []}')).toThrow(
      "rows: 1000000000 is out of range: expected 1 to 64",
    );
    expect(() => textFormat.parse("# .\n".repeat(65))).toThrow("the grid has 65 rows; at most 64");
    expect(() => textFormat.parse(`${"# ".repeat(65)}\n`)).toThrow("the grid has 65 columns; at most 64");
    expect(() => jsonFormat.parse(`{"rows": 1, "cols": 1, "cells": ${props.nestedText(100_000)}}`)).toThrow(
      "cells[0]: a list of 1 is not a cell (r1c1)",
    );
  });
});

describe("validate, solve, check and hint on values of the wrong shape", () => {
  const p = parsedExamples[0]!;
  const wrong = [...props.HOSTILE_VALUES, { ...p, rows: 1e9 }, { ...p, cells: new Array(1e9) }];

  it("validate and check answer one bad-shape problem exactly when fromJson throws, and never throw", () => {
    props.checkValidateBounded(kakuro, { valid: anyGrid, more, wrong, numRuns: 500 });
  });

  it("solve refuses, hint, explain and grade say so", () => {
    props.checkWrongShapesRefused(kakuro, { wrong, valid: anyGrid, more, throws: ["solve"] });
    for (const value of wrong) {
      expect(() => solve(value as Puzzle)).toThrow(RangeError);
      expect(hint(value as Puzzle)?.technique).toBe("invalid-puzzle");
    }
  });

  it("check answers bad-attempt and hint throws a ParseError for an attempt of the wrong shape", () => {
    const puzzle = parsedExamples[1]!;
    props.checkAttemptsBounded(kakuro, {
      puzzle,
      attempt: fc.constant(new Array(puzzle.cells.length).fill(0)),
    });
    expect(checkAttempt(puzzle, new Array(1e9))).toEqual([
      {
        code: "bad-attempt",
        message: `attempt: expected a list of 0 to ${puzzle.cells.length}, got 1000000000`,
      },
    ]);
    expect(() => hint(puzzle, ["9"] as unknown as number[])).toThrow(
      'attempt[0]: expected an integer from 0 to 9, got "9"',
    );
  });
});

describe("generate's params", () => {
  it("are checked against the limits first, with a clear message", () => {
    expect(() => generate({ rows: 1_000_000_000, cols: 8 }, 1)).toThrow(
      "rows 1000000000 is over the largest side the generator makes, 20",
    );
    expect(() => generate({ rows: "8", cols: 8 } as unknown as { rows: number; cols: number }, 1)).toThrow(
      'rows must be 3 to 20, got "8"',
    );
    expect(() => generate(null as unknown as { rows: number; cols: number }, 1)).toThrow(
      "the params must be an object",
    );
    expect(() => kakuro.params!.read({ size: "1000000000" })).toThrow(
      "rows 1000000000 is over the largest side the generator makes, 20",
    );
  });
});
