import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { jsonIntegers } from "./json-value.js";
import { ParseError } from "./parse-error.js";
import { checkDocumentType, puzzleJsonFormat } from "./puzzle-json-format.js";

interface Row {
  cells: number[];
}

const format = puzzleJsonFormat<Row>({
  type: "row",
  limits: gridLimits(4, { maxTextLength: 200 }),
  shape: 'a row JSON document is an object: {"cells": [...]}',
  fromJson: (value) => ({ cells: jsonIntegers((value as Record<string, unknown>).cells, "cells", 3, 0, 9) }),
  serialize: ({ cells }) => `${JSON.stringify({ type: "row", cells })}\n`,
});

describe("checkDocumentType", () => {
  it("takes a document of this type or without one, and names another at its path", () => {
    expect(() => checkDocumentType({ type: "row" }, "row")).not.toThrow();
    expect(() => checkDocumentType({}, "row")).not.toThrow();
    expect(() => checkDocumentType({ type: "column" }, "row")).toThrow(
      'type: this is a "column" document, not "row"',
    );
    expect(() => checkDocumentType({ type: 3 }, "row")).toThrow(ParseError);
  });
});

describe("puzzleJsonFormat", () => {
  it("reads the puzzle's own shape with fromJson, with or without its type", () => {
    expect(format.parse('{"type": "row", "cells": [1, 2, 3]}')).toEqual({ cells: [1, 2, 3] });
    expect(format.parse('{"cells": [0, 0, 9]}')).toEqual({ cells: [0, 0, 9] });
    expect(format.id).toBe("json");
    expect(format.detect?.('{"type": "row", "cells": []}', "a.json")).toBe(true);
  });

  it("refuses another type's document before reading it, and what fromJson refuses", () => {
    expect(() => format.parse('{"type": "column", "cells": "x"}')).toThrow('this is a "column" document');
    expect(() => format.parse('{"cells": [1, 2]}')).toThrow(ParseError);
    expect(() => format.parse("[1, 2, 3]")).toThrow("a row JSON document is an object");
  });

  it("reads back what it writes", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }), (cells) => {
        expect(format.parse(format.serialize!({ cells }))).toEqual({ cells });
      }),
    );
  });
});
