import { expectBorderPlay } from "@gridsmith/kit/testing/contract";
import { describe, expect, it } from "vitest";
import { type Puzzle, parsePuzzlink, tatamibari } from "./index.js";

const PZPRJS = "https://puzz.link/p?tatamibari/5/5/m3g11i2g31h13g3g";

describe("tatamibari play", () => {
  it("draws borders and crosses on inner edges only, and is complete when cut right", () => {
    const puzzle = parsePuzzlink(PZPRJS);
    const cells = expectBorderPlay(tatamibari, puzzle);
    // pzprjs's test puzzle: r2c3 a +, r2c5 a |, r3c1 a |, r3c5 a -.
    expect([cells[7], cells[9], cells[10], cells[14], cells[0]]).toEqual([
      { text: "+" },
      { text: "|" },
      { text: "|" },
      { text: "-" },
      null,
    ]);
  });

  it("checks an attempt for regions more borders cannot mend", () => {
    const puzzle: Puzzle = { width: 2, height: 2, clues: [3, -1, 1, 1] };
    // A 2x2: horizontal segments 0-5, vertical 6-11. Borders around r1c2 alone close a region without a
    // symbol; all four inner edges make four mats meet.
    expect(tatamibari.check(puzzle, [0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0]).map((p) => p.code)).toEqual([
      "no-symbol",
    ]);
    expect(tatamibari.check(puzzle, [0, 0, 1, 1, 0, 0, 0, 1, 0, 0, 1, 0]).map((p) => p.code)).toEqual([
      "no-symbol",
      "four-meet",
    ]);
    expect(tatamibari.check(puzzle, new Array(12).fill(0))).toEqual([]);
  });
});
