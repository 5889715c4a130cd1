import { ParseError } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { killerRefusal, soloAnswer, soloRefusal, soloToKiller, soloToSudoku } from "./solo.ts";

// Each expected grid below was written out by hand from the ID by Tatham's rules (a letter a run of that many
// empty cells, `_` between two numbers), so a clue read one cell off fails the test. The IDs are sgt-puzzles
// 20230122's, generated with `sgt-solo --generate 1 'PARAMS#ex1'`. `.` is an empty cell.
const grid = (cells: readonly number[], width: number, empty: number) =>
  rowsOf(cells, width).map((row) => row.map((v) => (v === empty ? "." : String(v))).join(" "));

describe("soloToSudoku", () => {
  it("reads 2x2:b2_3b1b2b4_1b", () => {
    const p = soloToSudoku("2x2:b2_3b1b2b4_1b");
    expect(p.size).toBe(4);
    expect(grid(p.cells, 4, 0)).toEqual([". . 2 3", ". . 1 .", ". 2 . .", "4 1 . ."]);
  });

  it("reads 2x3 (boxes of two rows of three, as puzz.link's 6x6)", () => {
    const p = soloToSudoku("2x3:a1a4c4d5d6_6d3d6c2a1a");
    expect(p.size).toBe(6);
    expect(grid(p.cells, 6, 0)).toEqual([
      ". 1 . 4 . .",
      ". 4 . . . .",
      "5 . . . . 6",
      "6 . . . . 3",
      ". . . . 6 .",
      ". . 2 . 1 .",
    ]);
  });

  it("refuses the variants our sudoku has no rules for, and 3x4 boxes no link holds", () => {
    expect(soloRefusal("3x3x:h8e9a7a7b5_2c9a2_6d8b1e4b4d7_2a9c5_7b3a3a9e1h")).toMatch(/^X/);
    expect(soloRefusal("9j:e5a3c3c8f7_1a8_5_9c2_4f6a2f5_9c7_1_8a2_3f5c4c7a3e,e_a_abab")).toMatch(/^Jigsaw/);
    expect(soloRefusal("2x2k:p,_a__aaabaa___aa,4_5a9a6b9b7d")).toMatch(/^Killer/);
    expect(soloRefusal("4x3:8d1_5c7")).toMatch(/4 rows x 3 columns/);
    expect(() => soloToSudoku("4x3:8d1_5c7")).toThrow(ParseError);
  });

  it("reads Tatham's answer", () => {
    expect(soloAnswer("S1,2,3,4,3,4,1,2,2,1,4,3,4,3,2,1")).toEqual([
      1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1,
    ]);
  });
});

describe("soloToKiller", () => {
  it("reads 2x2k: its cage walls (left-right walls row by row, then up-down ones column by column) and sums", () => {
    // Walls `_a__aaabaa___aa` over 12 left-right places then 12 up-down ones: `_` a wall, `a` one non-wall and a
    // wall, `b` two non-walls and a wall. Open: r1c2|r1c3, r2c3|r2c4, r3c2|r3c3, r4c1|r4c2, r4c3|r4c4 (left-
    // right) and r1c1/r2c1, r3c1/r4c1, r2c2/r3c2, r1c4/r2c4, r3c4/r4c4 (up-down). Sums stand in each cage's first
    // cell: 4 at r1c1, 5 at r1c2, 9 at r1c4, 6 at r2c2, 9 at r3c1, 7 at r3c4.
    const p = soloToKiller("2x2k:p,_a__aaabaa___aa,4_5a9a6b9b7d");
    expect(p.size).toBe(4);
    expect(p.givens).toEqual(new Array(16).fill(0));
    expect(p.cages).toEqual([
      { sum: 4, cells: [0, 4] },
      { sum: 5, cells: [1, 2] },
      { sum: 9, cells: [3, 6, 7] },
      { sum: 6, cells: [5, 9, 10] },
      { sum: 9, cells: [8, 12, 13] },
      { sum: 7, cells: [11, 14, 15] },
    ]);
  });

  it("refuses Killer X and Jigsaw Killer, and plain Solo", () => {
    expect(killerRefusal("3x3kx:zzzc,_,1")).toMatch(/X/);
    expect(killerRefusal("9jk:zzzc,_,_,1")).toMatch(/Jigsaw/);
    expect(killerRefusal("2x2:b2_3b1b2b4_1b")).toMatch(/not a Killer/);
    expect(() => soloToKiller("2x2:b2_3b1b2b4_1b")).toThrow(ParseError);
  });
});
