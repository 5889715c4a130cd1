import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ParseError, positionAt } from "./parse-error.js";

describe("ParseError", () => {
  it("puts the place before the reason", () => {
    const e = new ParseError("'x' is not a digit or '.'", 2, 14);
    expect(e.message).toBe("line 2, column 14: 'x' is not a digit or '.'");
    expect(e.reason).toBe("'x' is not a digit or '.'");
    expect(e).toBeInstanceOf(Error);
    expect(e.toJSON()).toEqual({ message: e.message, line: 2, column: 14 });
  });

  it("leaves out what it does not know", () => {
    expect(new ParseError("puzzle has 80 cells; expected 81").message).toBe(
      "puzzle has 80 cells; expected 81",
    );
    expect(new ParseError("empty framework", 3).message).toBe("line 3: empty framework");
  });
});

describe("positionAt", () => {
  it("counts lines and columns from 1", () => {
    const text = "ab\ncd\n\nef";
    expect(positionAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(text, 4)).toEqual({ line: 2, column: 2 });
    expect(positionAt(text, 7)).toEqual({ line: 4, column: 1 });
  });

  it("agrees with splitting the text into lines", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "b", "\n") }), fc.nat(), (text, raw) => {
        const offset = text.length === 0 ? 0 : raw % text.length;
        const before = text.slice(0, offset).split("\n");
        expect(positionAt(text, offset)).toEqual({ line: before.length, column: before.at(-1)!.length + 1 });
      }),
    );
  });
});
