import { edgeBetween, ParseError } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { patternAnswer } from "./pattern.ts";
import { rangeToKurodoko } from "./range.ts";
import { rectAnswer, rectToShikaku } from "./rect.ts";
import { singlesToHitori } from "./singles.ts";
import { killerRefusal, soloAnswer, soloRefusal, soloToKiller, soloToSudoku } from "./solo.ts";
import { towersAnswer, towersRefusal, towersToBuilding } from "./towers.ts";

// Each expected grid below was written out by hand from the ID by Tatham's rules (a letter a run of that many
// empty cells, `_` between two numbers), so a clue read one cell off fails the test. The IDs are sgt-puzzles
// 20230122's, generated with `sgt-GAME --generate 1 'PARAMS#ex1'`. `.` is an empty cell.
const grid = (cells: readonly number[], width: number, empty: number) =>
  rowsOf(cells, width).map((row) => row.map((v) => (v === empty ? "." : String(v))).join(" "));

describe("rangeToKurodoko", () => {
  it("reads 5x5:3_5e7i7e7_3 (runs of 5 and 9, a 7 and a 3 side by side)", () => {
    const p = rangeToKurodoko("5x5:3_5e7i7e7_3");
    expect([p.width, p.height]).toEqual([5, 5]);
    expect(grid(p.cells, 5, -1)).toEqual(["3 5 . . .", ". . 7 . .", ". . . . .", ". . 7 . .", ". . . 7 3"]);
  });

  it("reads a grid wider than tall, row by row", () => {
    const p = rangeToKurodoko("6x4:d5d5_6_7_5_4_5d4d");
    expect(grid(p.cells, 6, -1)).toEqual([". . . . 5 .", ". . . 5 6 7", "5 4 5 . . .", ". 4 . . . ."]);
  });

  it("reads a number of two digits", () => {
    expect(rangeToKurodoko("3x2:b10_2a1").cells).toEqual([-1, -1, 10, 2, -1, 1]);
  });
});

describe("singlesToHitori", () => {
  it("reads one character a cell, row by row", () => {
    const p = singlesToHitori("5x5:5513253225235131125212545");
    expect(grid(p.cells, 5, -1)).toEqual(["5 5 1 3 2", "5 3 2 2 5", "2 3 5 1 3", "1 1 2 5 2", "1 2 5 4 5"]);
  });

  it("reads a-z as 10-35 and A-Z as 36-61", () => {
    const p = singlesToHitori(
      "12x12dk:3bb729c584828a63cab398948756851aab3329c424838a31615818ab5923c5b2c891a798b679bc8a38a921743997c5aa992abb486ac798337a796655a4c1836c7351b41933795b48",
    );
    expect(grid(p.cells, 12, -1)[0]).toBe("3 11 11 7 2 9 12 5 8 4 8 2");
    expect(singlesToHitori("2x2:1aA9").cells).toEqual([1, 10, 36, 9]);
  });

  it("refuses a description of the wrong length", () => {
    expect(() => singlesToHitori("2x2:123")).toThrow(ParseError);
  });
});

describe("towersToBuilding", () => {
  it("reads the clues above, below, left and right, in building's order", () => {
    const p = towersToBuilding("5:/3////2/1/4////3//3//3/2/4//");
    expect([p.width, p.height]).toEqual([5, 5]);
    const sides = rowsOf(p.clues, 5).map((side) => side.map((v) => (v < 0 ? "." : String(v))).join(" "));
    expect(sides).toEqual([". 3 . . .", "2 1 4 . .", ". 3 . 3 .", "3 2 4 . ."]);
  });

  it("reads a clue on every place", () => {
    expect(towersToBuilding("4:1/3/3/2/2/1/2/3/1/3/3/2/2/1/2/3").clues).toEqual([
      1, 3, 3, 2, 2, 1, 2, 3, 1, 3, 3, 2, 2, 1, 2, 3,
    ]);
  });

  it("refuses digits given in the grid, which a building link cannot hold", () => {
    const id = "3:1/2/2/3/1/2/2/3/1/2/2/3,b2f";
    expect(towersRefusal(id)).toMatch(/given/);
    expect(() => towersToBuilding(id)).toThrow(ParseError);
    expect(towersRefusal("3:1/2/2/3/1/2/2/3/1/2/2/3")).toBeUndefined();
  });

  it("reads Tatham's answer as heights row by row", () => {
    expect(towersAnswer("S312231123")).toEqual([3, 1, 2, 2, 3, 1, 1, 2, 3]);
  });
});

describe("rectToShikaku", () => {
  it("reads 5x5:d3a2b3b3a2_4_2b4a2c", () => {
    const p = rectToShikaku("5x5:d3a2b3b3a2_4_2b4a2c");
    expect(grid(p.clues, 5, -1)).toEqual([". . . . 3", ". 2 . . 3", ". . 3 . 2", "4 2 . . 4", ". 2 . . ."]);
  });

  it("reads Tatham's answer: vertical edges row by row, then horizontal ones", () => {
    // 3x2: a 1x2 column on the left, then a 2x1 on top of a 2x1 on the right.
    // Vertical edges (x=1,2 per row): row 0 "10", row 1 "10"; horizontal (y=1, x=0..2): "011".
    const borders = rectAnswer("S1010011", 3, 2);
    const size = { width: 3, height: 2 };
    const on = borders.flatMap((v, e) => (v ? [e] : []));
    expect(on.sort()).toEqual(
      [
        edgeBetween(size, 0, 1),
        edgeBetween(size, 3, 4),
        edgeBetween(size, 1, 4),
        edgeBetween(size, 2, 5),
      ].sort(),
    );
  });
});

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

describe("patternAnswer", () => {
  it("reads '0' and '1' a cell, row by row", () => {
    expect(patternAnswer("S011100", 3, 2)).toEqual([".##", "#.."]);
    expect(() => patternAnswer("S0111", 3, 2)).toThrow();
  });
});
