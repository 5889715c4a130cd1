// Expected grids decoded by hand: a digit an island, `A` an island of 10, a run letter water.

import { parsePuzzlink, serializePuzzlink } from "@gridsmith/hashikake";
import { describe, expect, it } from "vitest";
import { bridgesPuzzle } from "./bridges.ts";
import { rowsOf } from "./decode.ts";

const grid = (id: string) => {
  const p = bridgesPuzzle(id);
  return rowsOf(p.numbers, p.width).map((r) => r.map((v) => (v < 0 ? "." : v.toString(36))).join(""));
};

describe("bridgesPuzzle", () => {
  it("places islands where the run letters leave them (5x4, two IDs)", () => {
    expect(grid("5x4m2:3c3f1b34b2a")).toEqual(["3...3", ".....", ".1..3", "4..2."]);
    expect(grid("5x4m2:a2b32a1g3c3")).toEqual([".2..3", "2.1..", ".....", "3...3"]);
  });

  it("reads `A` as an island of 10 and takes a full parameter string", () => {
    expect(grid("3x3i30e10m2d0:aAb4c1")).toEqual([".a.", ".4.", "..1"]);
  });

  it("refuses more than two bridges between two islands (other rules)", () => {
    expect(() => bridgesPuzzle("3x3m3:aAb4c1")).toThrow(/allows 2/);
  });

  it("writes a link our reader takes back to the same puzzle", () => {
    const id = "7x7m2:2c1c2d3g2a4a3c1g2d2c4a4";
    expect(parsePuzzlink(serializePuzzlink(bridgesPuzzle(id)))).toEqual(bridgesPuzzle(id));
  });
});
