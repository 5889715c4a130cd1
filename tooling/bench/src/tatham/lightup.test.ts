// Expected grids decoded by hand: `B` a black cell, a digit a numbered black cell, a run letter white cells.

import { BLACK, parsePuzzlink, serializePuzzlink, WHITE } from "@gridsmith/lightup";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { lightupPuzzle } from "./lightup.ts";

const grid = (id: string) => {
  const p = lightupPuzzle(id);
  return rowsOf(p.cells, p.width).map((r) =>
    r.map((v) => (v === WHITE ? "." : v === BLACK ? "B" : v)).join(""),
  );
};

describe("lightupPuzzle", () => {
  it("places black cells, numbered or not, where the run letters leave them (5x4, two IDs)", () => {
    expect(grid("5x4:eBd2a3c2c")).toEqual([".....", "B....", "2.3..", ".2..."]);
    expect(grid("5x4:0m00a1b")).toEqual(["0....", ".....", "....0", "0.1.."]);
  });

  it("writes a link our reader takes back to the same puzzle", () => {
    const id = "7x7:a1b1e1bB1g2aBaBgBBbBe2b2a";
    expect(parsePuzzlink(serializePuzzlink(lightupPuzzle(id)))).toEqual(lightupPuzzle(id));
  });
});
