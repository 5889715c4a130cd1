import { describe, expect, it } from "vitest";
import { borderEdges } from "./board.js";
import { edgeBetween } from "./border-regions.js";
import { borderFile } from "./pzprv3-borders.js";

const file = borderFile({
  genres: ["demo"],
  title: "Demo",
  limits: { maxSide: 10, maxCells: 100, maxTextLength: 1000, notes: "" },
  readClue: (t) => (/^\d$/.test(t) ? Number(t) : null),
  writeClue: String,
});

describe("border genres' pzprv3 files", () => {
  it("write clues and borders as pzprjs does, and read them back", () => {
    const puzzle = { width: 3, height: 2, clues: [1, -1, -1, -1, -1, 2] };
    const borders = new Array<number>(borderEdges.count(2, 3)).fill(0);
    borders[edgeBetween(puzzle, 1, 2)] = 1;
    borders[edgeBetween(puzzle, 0, 3)] = 1;
    const text = file.write(puzzle, borders);
    expect(text).toBe("pzprv3\ndemo\n2\n3\n1 . . \n. . 2 \n0 1 \n0 0 \n1 0 0 \n");
    expect(file.read(text)).toEqual({ puzzle, borders });
    expect(file.format.parse(text)).toEqual(puzzle);
    // A file without an answer has no borders.
    expect(file.read("pzprv3\ndemo\n1\n2\n1 . \n").borders.every((v) => v === 0)).toBe(true);
    expect(() => file.read("pzprv3\ndemo\n1\n2\n1 x \n")).toThrow(
      /'x' at row 1, column 2 of the clues is not a Demo clue/,
    );
  });
});
