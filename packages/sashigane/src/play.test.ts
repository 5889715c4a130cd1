import { expectBorderPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { type Puzzle, parsePuzzlink, sashigane } from "./index.js";

const PZPRJS = "https://puzz.link/p?sashigane/5/5/jm.o3khkgojm4";

describe("sashigane play", () => {
  it("draws borders and crosses on inner edges only, and is complete when cut right", () => {
    const puzzle = parsePuzzlink(PZPRJS);
    const cells = expectBorderPlay(sashigane, puzzle);
    expect(cells[0]).toEqual({ arrow: "right" });
    expect(cells[4]).toEqual({ circle: "white" });
    expect(cells[10]).toEqual({ circle: "white", text: "3" });
  });

  it("checks an attempt for regions more borders cannot mend", () => {
    const puzzle: Puzzle = { width: 3, height: 1, clues: [-1, -1, -1] };
    // Three cells in a row: the vertical segments are 6 (left outline), 7, 8, 9 (right outline).
    expect(sashigane.check(puzzle, [0, 0, 0, 0, 0, 0, 0, 1, 0, 0])).toMatchObject([
      { code: "too-small" },
      { code: "too-small" },
    ]);
    expect(sashigane.check(puzzle, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toEqual([]);
  });
});
