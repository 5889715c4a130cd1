import { describe, expect, it } from "vitest";
import { givensOverRoomSize, roomSizeNumberProblems } from "./room-size-numbers.js";

// Two rooms on a 2x2 grid: r1c1 alone, and the other three cells.
const rooms = [0, 1, 1, 1];

describe("givensOverRoomSize", () => {
  it("names each given larger than its room, and passes over the rest and the open cells", () => {
    // The words and cells are impossibleGivens's; what is this piece's is which givens, and the reason.
    const messages = (givens: number[]) =>
      givensOverRoomSize({ width: 2, rooms, givens }).map((p) => p.message);
    expect(messages([1, 4, -1, 3])).toEqual(["the 4 in r1c2 cannot stand: its room has 3 cells"]);
    expect(messages([2, -2, 3, 5])).toEqual([
      "the 2 in r1c1 cannot stand: its room has 1 cells",
      "the 5 in r2c2 cannot stand: its room has 3 cells",
    ]);
    expect(messages([1, -2, 3, -1])).toEqual([]);
    expect(givensOverRoomSize({ width: 2, rooms, givens: [2, 1, 1, 1] })[0]).toMatchObject({
      code: "impossible-given",
      cells: [{ row: 0, col: 0 }],
    });
  });
});

describe("roomSizeNumberProblems", () => {
  it("refuses a number past its room's size and a changed given, and passes over numbers in range", () => {
    const puzzle = { width: 2, rooms, givens: [-1, 2, -1, -1] };
    expect(roomSizeNumberProblems(puzzle, [2, 3, 3, null])).toEqual([
      { code: "bad-number", message: "r1c1 holds 2; its room holds 1 to 1", cells: [{ row: 0, col: 0 }] },
      { code: "given-changed", message: "r1c2 holds 3, but 2 is given there", cells: [{ row: 0, col: 1 }] },
    ]);
    expect(roomSizeNumberProblems(puzzle, [1, 2, 3, 0])).toEqual([]);
  });

  it("refuses any number in a cell that holds none", () => {
    const puzzle = { width: 2, rooms, givens: [-1, -2, -1, -1] };
    expect(roomSizeNumberProblems(puzzle, [null, 1, null, null], (i) => i === 1)).toEqual([
      {
        code: "given-changed",
        message: "r1c2 holds 1, but it is a ? cell, which holds no number",
        cells: [{ row: 0, col: 1 }],
      },
    ]);
    expect(roomSizeNumberProblems(puzzle, [null, 1, null, null])).toEqual([]);
  });
});
