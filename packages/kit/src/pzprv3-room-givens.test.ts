import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { ParseError } from "./parse-error.js";
import { roomGivensPzprv3 } from "./pzprv3-room-givens.js";

const options = {
  genres: ["demo"],
  limits: gridLimits(10, { maxTextLength: 4096 }),
  maxNumber: 9,
};
// Two rooms of one column each; a 2 and a `?` given.
const puzzle = { width: 2, height: 2, rooms: [0, 1, 0, 1], givens: [2, -1, -1, -2] };

describe("roomGivensPzprv3", () => {
  it("writes the rooms as room ids or as borders, and reads back the puzzle and the numbers in open cells", () => {
    const ids = roomGivensPzprv3({ ...options, rooms: "ids" });
    const borders = roomGivensPzprv3({ ...options, rooms: "borders" });
    const byIds = ids.writePzprv3(puzzle, [2, 1, 1, 9]);
    expect(byIds).toBe("pzprv3\ndemo\n2\n2\n2\n0 1 \n0 1 \n2 . \n. - \n. 1 \n1 . \n");
    const byBorders = borders.writePzprv3(puzzle, [2, 1, 1, 9]);
    expect(byBorders).toBe("pzprv3\ndemo\n2\n2\n1 \n1 \n0 0 \n2 . \n. - \n. 1 \n1 . \n");
    expect(ids.readPzprv3Board(byIds)).toEqual({ puzzle, numbers: [0, 1, 1, 0] });
    expect(borders.readPzprv3Board(byBorders)).toEqual({ puzzle, numbers: [0, 1, 1, 0] });
    expect(ids.pzprv3Format.parse(ids.writePzprv3(puzzle))).toEqual(puzzle);
  });

  it("refuses a 0 given, and reads marks of no number only where the genre has them", () => {
    const ids = roomGivensPzprv3({ ...options, rooms: "ids" });
    expect(() => ids.readPzprv3Board("pzprv3\ndemo\n1\n2\n1\n0 0 \n0 . \n")).toThrow(
      "'0' at row 1, column 1 of the numbers is not a number 1-35, '.' or '-'",
    );
    const marked = "pzprv3\ndemo\n1\n2\n1\n0 0 \n. . \n+ 3 \n";
    expect(() => ids.readPzprv3Board(marked)).toThrow(ParseError);
    expect(
      roomGivensPzprv3({ ...options, rooms: "ids", marks: true }).readPzprv3Board(marked).numbers,
    ).toEqual([0, 3]);
  });
});
