// Expected grids decoded by hand: `B` a black pearl, `W` a white one, a run letter empty cells.

import { BLACK, cellLines, parsePuzzlink, serializePuzzlink, WHITE } from "@gridsmith/mashu";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./decode.ts";
import { pearlAnswer, pearlPuzzle } from "./pearl.ts";
import { deobfuscate } from "./save-file.ts";

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

// A real answer: the AUXINFO of `sgt-pearl --generate 1 --save PREFIX '6x5de#tatham-1'` (sgt-puzzles 20230122),
// de-obfuscated as the sweep does; the expected picture was drawn by hand from the moves and checked against the
// puzzle's clues, so a misread bit or direction fails.
const plain = (hex: string) => deobfuscate(Buffer.from(hex, "hex")).toString("latin1");

/** Each cell as the piece of loop in it, by the lines (up, down, left, right) it has. */
const PIECES: Record<string, string> = {
  "0000": ".",
  "1100": "│",
  "0011": "─",
  "0101": "┌",
  "0110": "┐",
  "1001": "└",
  "1010": "┘",
};

describe("pearlAnswer", () => {
  it("reads a hex digit a cell, R 1 U 2 L 4 D 8 (6x5de:aBnBaWaWbBf)", () => {
    const size = { width: 6, height: 5 };
    const lines = pearlAnswer(plain("8cafe93d3f224c5d9df0a132fdbb371992ada05408e0d2cb1db2362a34e2"), 6, 5);
    const piece = (i: number) =>
      PIECES[
        cellLines(size, i)
          .map((l) => (l >= 0 ? lines[l] : 0))
          .join("")
      ];
    const picture = rowsOf(
      Array.from({ length: 30 }, (_, i) => piece(i)),
      6,
    ).map((r) => r.join(""));
    // Black pearls at r1c2, r3c5, r4c6 turn; white ones at r4c1, r4c3 go straight.
    expect(picture).toEqual([".┌─┐┌┐", ".│┌┘││", "┌┘└─┘│", "│┌───┘", "└┘...."]);
  });

  it("refuses a line only one of its cells names, or one off the grid", () => {
    expect(() => pearlAnswer("10", 2, 1)).toThrow(/disagree/);
    expect(() => pearlAnswer("54", 2, 1)).toThrow(/leaves the grid/);
    expect(() => pearlAnswer("1", 2, 1)).toThrow(/2x1/);
  });
});
