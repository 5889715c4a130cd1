import { ParseError } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { decodePlaces, parseSize, rowsOf, splitGameId } from "./decode.ts";

describe("splitGameId", () => {
  it("cuts at the first colon and trims the ID", () => {
    expect(splitGameId(" 7x7m2:c2b33 \n")).toEqual({ params: "7x7m2", desc: "c2b33" });
  });

  it("refuses an ID with no colon", () => {
    expect(() => splitGameId("7x7#42")).toThrow(ParseError);
  });
});

describe("parseSize", () => {
  it("reads WxH and keeps what follows", () => {
    expect(parseSize("13x9")).toEqual({ width: 13, height: 9, rest: "" });
    expect(parseSize("10x12t0dh")).toEqual({ width: 10, height: 12, rest: "t0dh" });
  });

  it("reads a single number as a square", () => {
    expect(parseSize("6de")).toEqual({ width: 6, height: 6, rest: "de" });
  });

  it("refuses a parameter string without a size, or a zero size", () => {
    expect(() => parseSize("x7")).toThrow(ParseError);
    expect(() => parseSize("0x7")).toThrow(ParseError);
  });
});

describe("decodePlaces", () => {
  it("reads runs of empty places and one-digit clues (Filling's 5x5:4b44a33c3a2a2b5b5a4a)", () => {
    const places = decodePlaces("4b44a33c3a2a2b5b5a4a", 25, { numbers: "digit" });
    expect(rowsOf(places, 5)).toEqual([
      [4, null, null, 4, 4],
      [null, 3, 3, null, null],
      [null, 3, null, 2, null],
      [2, null, null, 5, null],
      [null, 5, null, 4, null],
    ]);
  });

  it("counts `z` as twenty-six empty places", () => {
    const places = decodePlaces("z1c", 30, { numbers: "digit" });
    expect(places.indexOf(1)).toBe(26);
    expect(places.filter((p) => p === null)).toHaveLength(29);
  });

  it("reads symbols the game names (Pearl's 4x2:BcWbW)", () => {
    expect(rowsOf(decodePlaces("BcWbW", 8, { numbers: "digit", symbols: "BW" }), 4)).toEqual([
      ["B", null, null, null],
      ["W", null, null, "W"],
    ]);
  });

  it("reads decimal numbers with `_` between two that touch", () => {
    expect(decodePlaces("12_3a10", 4, { numbers: "decimal" })).toEqual([12, 3, null, 10]);
  });

  it("keeps touching digits apart when each is one clue", () => {
    expect(decodePlaces("12", 2, { numbers: "digit" })).toEqual([1, 2]);
  });

  it("refuses an unknown character, naming its column", () => {
    expect(() => decodePlaces("1aX", 3, { numbers: "digit" })).toThrow(/column 3: unexpected 'X'/);
    expect(() => decodePlaces("1_2", 2, { numbers: "digit" })).toThrow(ParseError);
  });

  it("refuses too many or too few places", () => {
    expect(() => decodePlaces("c1", 3, { numbers: "digit" })).toThrow(/more than 3/);
    expect(() => decodePlaces("b", 3, { numbers: "digit" })).toThrow(/holds 2 places, expected 3/);
  });
});
