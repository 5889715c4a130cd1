// Expected grids decoded by hand: `B` a black pearl, `W` a white one, a run letter empty cells.

import { BLACK, parsePuzzlink, serializePuzzlink, WHITE } from "@gridsmith/mashu";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { pearlPuzzle } from "./pearl.ts";

const grid = (id: string) => {
  const p = pearlPuzzle(id);
  return rowsOf(p.pearls, p.width).map((r) =>
    r.map((v) => (v === BLACK ? "B" : v === WHITE ? "W" : ".")).join(""),
  );
};

describe("pearlPuzzle", () => {
  it("places each pearl in its cell (6x5, two IDs)", () => {
    expect(grid("6x5:cWaBgBaWeWaWBe")).toEqual(["...W.B", "......", ".B.W..", "...W.W", "B....."]);
    expect(grid("6x5:bWaBhBdWhWaB")).toEqual(["..W.B.", "......", ".B....", "W.....", "...W.B"]);
  });

  it("refuses a number", () => {
    expect(() => pearlPuzzle("2x1:B1")).toThrow(/no numbers/);
  });

  it("writes a link our reader takes back to the same puzzle", () => {
    const id = "8x8:BcBBdWeWeWfBeBbBcWmBbBBbB";
    expect(parsePuzzlink(serializePuzzlink(pearlPuzzle(id)))).toEqual(pearlPuzzle(id));
  });
});
