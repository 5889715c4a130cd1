import { ParseError } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { towersAnswer, towersRefusal, towersToBuilding } from "./towers.ts";

// Each expected grid below was written out by hand from the ID by Tatham's rules (a letter a run of that many
// empty cells, `_` between two numbers), so a clue read one place off fails the test. The IDs are sgt-puzzles
// 20230122's, generated with `sgt-towers --generate 1 'PARAMS#ex1'`. `.` is no clue.
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
