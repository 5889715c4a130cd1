import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { charCodes, charGrid, charIndexCode, roomLetterCode } from "./char-grid.js";
import { gridLimits } from "./grid-limits.js";
import { givenChar, givenCode, MAX_GIVEN, NO_GIVEN, UNKNOWN_GIVEN } from "./puzzlink-room-givens.js";
import { ROOM_LETTERS } from "./room-letters.js";

const dots = charIndexCode(".ox");

describe("char grid", () => {
  it("reads each character of each row into its code, row by row", () => {
    expect(
      charCodes(
        [
          { text: ".o", line: 3 },
          { text: "x.", line: 5 },
        ],
        dots,
        "a cell",
      ),
    ).toEqual([0, 1, 2, 0]);
  });

  it("places the first character without a code at its line and column", () => {
    expect(() =>
      charCodes(
        [
          { text: ".o", line: 3 },
          { text: "xy", line: 5 },
        ],
        dots,
        "a cell",
      ),
    ).toThrow("line 5, column 2: 'y' is not a cell");
  });

  it("reads a puzzle's text within its limits, as wide as its rows and as high as their count", () => {
    const limits = gridLimits(3);
    expect(charGrid("\n.o\nx.\n\n", limits, dots, "a cell")).toEqual({
      width: 2,
      height: 2,
      codes: [0, 1, 2, 0],
    });
    expect(() => charGrid("....\n", limits, dots, "a cell")).toThrow(/4 columns; at most 3/);
    expect(() => charGrid(".o\nx\n", limits, dots, "a cell")).toThrow(/row has 1 cells; expected 2/);
    expect(() => charGrid(" \n", limits, dots, "a cell")).toThrow(/empty/);
  });

  it("gives a code to exactly the characters of the list, their place in it", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2 }), (ch) => {
        const k = ".ox".indexOf(ch);
        expect(dots(ch)).toBe(ch.length === 1 && k >= 0 ? k : undefined);
      }),
    );
    expect(dots("")).toBeUndefined();
    expect([...ROOM_LETTERS].map(roomLetterCode)).toEqual([...ROOM_LETTERS].map((_, k) => k));
    expect(roomLetterCode("-")).toBeUndefined();
  });

  it("reads a given's character back to the given it writes", () => {
    const givens = [NO_GIVEN, UNKNOWN_GIVEN, ...Array.from({ length: MAX_GIVEN }, (_, k) => k + 1)];
    for (const v of givens) expect(givenCode(givenChar(v))).toBe(v);
    for (const ch of ["0", "a", "-", " ", "", "1A"]) expect(givenCode(ch)).toBeUndefined();
  });
});
