import { ParseError } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { singlesToHitori } from "./singles.ts";

// Each expected grid below was written out by hand from the ID by Tatham's rules (a letter a run of that many
// empty cells, `_` between two numbers), so a clue read one cell off fails the test. The IDs are sgt-puzzles
// 20230122's, generated with `sgt-singles --generate 1 'PARAMS#ex1'`. `.` is an empty cell.
const grid = (cells: readonly number[], width: number, empty: number) =>
  rowsOf(cells, width).map((row) => row.map((v) => (v === empty ? "." : String(v))).join(" "));

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
