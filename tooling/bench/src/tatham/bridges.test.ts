// Expected grids decoded by hand: a digit an island, `A` an island of 10, a run letter water.

import { parsePuzzlink, serializePuzzlink } from "@gridsmith/hashikake";
import { cellLines } from "@gridsmith/kit";
import { describe, expect, it } from "vitest";
import { bridgesAnswer, bridgesPuzzle } from "./bridges.ts";
import { rowsOf } from "./decode.ts";
import { deobfuscate } from "./save-file.ts";

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

// A real answer: the AUXINFO of `sgt-bridges --generate 1 --save PREFIX '5x4i30e10m2d0#tatham-1'` (sgt-puzzles 20230122),
// de-obfuscated as the sweep does; the expected picture was drawn by hand from the moves and checked against the
// puzzle's clues, so a misread bit or direction fails.
const plain = (hex: string) => deobfuscate(Buffer.from(hex, "hex")).toString("latin1");

describe("bridgesAnswer", () => {
  it("lays each `L` move's bridges on every line of its span (5x4i30e10m2d0:3a5a3g2b4c3)", () => {
    const id = "5x4i30e10m2d0:3a5a3g2b4c3";
    const puzzle = bridgesPuzzle(id);
    const lines = bridgesAnswer(plain(AUX), 5, 4);
    // A water cell as its bridges: `-` `=` across, `|` `‖` down; an island as its number.
    const cell = (i: number) => {
      if (puzzle.numbers[i]! >= 0) return String(puzzle.numbers[i]);
      const [up, , , right] = cellLines(puzzle, i).map((l) => (l >= 0 ? lines[l]! : 0));
      return right ? ".-="[right]! : ".|‖"[up!]!;
    };
    const picture = rowsOf(
      Array.from({ length: 20 }, (_, i) => cell(i)),
      5,
    ).map((r) => r.join(""));
    expect(picture).toEqual(["3-5=3", "‖.‖.|", "‖.2.|", "4===3"]);
  });

  it("takes `N` (no bridge) and `M` (island done) as marks, not bridges", () => {
    expect(bridgesAnswer("S;N0,0,1,0;M0,0;L0,0,0,1,2", 2, 2)).toEqual([0, 0, 2, 0]);
  });

  it("refuses a bridge that is not along a row or a column, and a move it does not know", () => {
    expect(() => bridgesAnswer("S;L0,0,1,1,1", 2, 2)).toThrow(/no bridge/);
    expect(() => bridgesAnswer("S;X0,0", 2, 2)).toThrow(/unexpected/);
  });
});

const AUX =
  "bedb0310cc5befad995b3f3916cc9af9ece5a4d0251023e1b7cbece01ebb4483da4b9f5409bdc5cd1d0452e66e8b22b4f00b0afa99d3ed646198f5e7be2db85bfbfa21f76c0da52c28551ed0119b04b6c91983d07622ce4e8e36e0bb76836116ab";
