import { describe, expect, it } from "vitest";
import { ParseError } from "./parse-error.js";
import { pointClueGridFromJson } from "./point-clues.js";

const limits = { maxSide: 3, maxCells: 9, maxTextLength: 100 };

describe("pointClueGridFromJson", () => {
  it("reads a clue on every grid point, -2 to 4", () => {
    const clues = [0, -1, 4, -2, 1, 2];
    expect(pointClueGridFromJson({ width: 2, height: 1, clues }, limits)).toEqual({
      width: 2,
      height: 1,
      clues,
    });
  });

  it("refuses a clue out of range, a list of the wrong length and a grid past the limits", () => {
    expect(() => pointClueGridFromJson({ width: 1, height: 1, clues: [0, 0, 0, 5] }, limits)).toThrow(
      ParseError,
    );
    expect(() => pointClueGridFromJson({ width: 1, height: 1, clues: [0, 0, 0] }, limits)).toThrow(
      ParseError,
    );
    expect(() => pointClueGridFromJson({ width: 4, height: 1, clues: [] }, limits)).toThrow(ParseError);
  });
});
