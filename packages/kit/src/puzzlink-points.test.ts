import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readPuzzlinkUrl } from "./puzzlink.js";
import { decodePointClues, encodePointClues } from "./puzzlink-points.js";

const url = (body: string, cols: number) =>
  readPuzzlinkUrl(`https://puzz.link/p?creek/${cols}/1/${body}`, ["creek"]);

describe("puzz.link clues on grid points", () => {
  it("read back what they write, with runs of empty points and hidden clues", () => {
    const clue = fc.oneof(
      { weight: 6, arbitrary: fc.constant(-1) },
      { weight: 3, arbitrary: fc.integer({ min: 0, max: 4 }) },
      fc.constant(-2),
    );
    // A grid of `cols` x 1 cells has 2 * (cols + 1) points.
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 30 })
          .chain((cols) =>
            fc
              .array(clue, { minLength: 2 * (cols + 1), maxLength: 2 * (cols + 1) })
              .map((clues) => ({ cols, clues })),
          ),
        ({ cols, clues }) => {
          expect(decodePointClues(url(encodePointClues(clues), cols), clues.length, "Creek")).toEqual(clues);
        },
      ),
    );
  });

  it("write a clue with the empty points after it as pzprjs does, and refuse what is not a code", () => {
    expect(encodePointClues([3, -1, 2, -1, -1, -2])).toBe("8c.");
    expect(encodePointClues(new Array<number>(22).fill(-1))).toBe("zh");
    expect(decodePointClues(url("3g2h.", 2), 6, "Creek")).toEqual([3, -1, 2, -1, -1, -2]);
    expect(() => decodePointClues(url("f", 2), 6, "Creek")).toThrow("'f' is not a Creek code");
    expect(() => decodePointClues(url("0000000", 2), 6, "Creek")).toThrow(
      "goes on after the last of its 6 points",
    );
    expect(() => decodePointClues(url("0000000", 2), 6, "slither", "cells")).toThrow(
      "goes on after the last of its 6 cells",
    );
  });
});
