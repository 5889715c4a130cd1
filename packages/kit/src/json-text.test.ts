import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonFromText, jsonPlaces, jsonSyntaxError, readJsonDocument, readJsonObject } from "./json-text.js";
import { jsonIntegers, jsonObject } from "./json-value.js";
import { parseErrorOf as errorOf } from "./testing/puzzle-type-checks.js";

const offset = (text: string) => jsonSyntaxError(text)?.offset ?? -1;

describe("JSON syntax errors", () => {
  it("are placed at the first bad character, and say what is wrong there", () => {
    expect(jsonSyntaxError('{"a": [1, 2}')).toEqual({
      offset: 11,
      reason: "unexpected '}'; expected ',' or ']'",
    });
    expect(jsonSyntaxError('{"a": "x\\q"}')).toEqual({ offset: 8, reason: "a bad escape" });
    expect(jsonSyntaxError("[1, 2")).toEqual({ offset: 5, reason: "the text ends; expected ',' or ']'" });
    expect(jsonSyntaxError("{1: 2}")?.reason).toBe("unexpected '1'; expected a \"key\"");
    expect(jsonSyntaxError("1 2")?.reason).toBe("unexpected '2'; expected nothing after the value");
    expect(jsonSyntaxError(' {"a": [true, null, false, -1.5e3, "\\u00e9"]} ')).toBeNull();
  });

  it("are found exactly when JSON.parse fails, without recursion however deep the nesting", () => {
    const near = fc
      .tuple(
        fc.json(),
        fc.nat(),
        fc.constantFrom("", ",", "}", "]", ":", '"', "\\", "1", " ", "{", "[", "tru"),
      )
      .map(
        ([json, at, insert]) =>
          json.slice(0, at % (json.length + 1)) + insert + json.slice(at % (json.length + 1)),
      );
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), near), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(offset(text) === -1).toBe(valid);
      }),
      { numRuns: 1000 },
    );
    expect(offset("[".repeat(200_000))).toBe(200_000);
  });

  it("become a ParseError at their line and column, labelled when asked", () => {
    expect(jsonFromText('{"a": [1, 2]}')).toEqual({ a: [1, 2] });
    const e = errorOf(() => jsonFromText('{\n  "a": [1,, 2]\n}'));
    expect(e.message).toBe("line 2, column 11: not valid JSON: unexpected ','; expected a value");
    expect(errorOf(() => jsonFromText("", "ipuz")).message).toBe(
      "line 1, column 1: ipuz: not valid JSON: the text ends; expected a value",
    );
  });
});

describe("JSON documents", () => {
  it("know where each top-level value and each item of one list starts", () => {
    const text = '{"note": "a [tricky] \\"{\\" string", "cells": [1], "n": 1,\n"cells": [ {}, [] ]}';
    const places = jsonPlaces(text, "cells");
    expect(places.keys.get("n")).toBe(text.indexOf("1,\n"));
    expect(places.items).toEqual([text.indexOf("{}"), text.indexOf("[]")]);
  });

  it("place a reader's mistake where its value starts, keeping the path", () => {
    const text = '{\n  "size": 4,\n  "cells": [1, "x"]\n}';
    const read = (v: unknown) => jsonIntegers(jsonObject(v, "").cells, "cells", 2, 0, 4);
    const e = errorOf(() => readJsonDocument(text, JSON.parse(text), read));
    expect(e.message).toBe('line 3, column 12: cells[1]: expected an integer from 0 to 4, got "x"');
    expect(e.path).toBe("cells[1]");
    expect(errorOf(() => readJsonDocument(text, JSON.parse(text), read, "cells")).message).toMatch(
      /^line 3, column 16: cells\[1\]/,
    );
    expect(errorOf(() => readJsonDocument("[]", [], (v) => jsonObject(v, ""))).message).toBe(
      "line 1, column 1: puzzle: expected an object, got a list of 0",
    );
    expect(readJsonDocument("[1]", [1], (v) => v)).toEqual([1]);
    expect(() => readJsonDocument("{}", {}, () => JSON.parse("{"))).toThrow(SyntaxError);
  });

  it("are objects, or a ParseError at the start saying what they should be", () => {
    expect(readJsonObject('{"a": 1}', "an object", (o) => o.a)).toBe(1);
    expect(errorOf(() => readJsonObject("[1]", "a demo document is an object", (o) => o)).message).toBe(
      "line 1, column 1: a demo document is an object",
    );
  });
});
