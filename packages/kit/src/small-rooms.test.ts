import { describe, expect, it } from "vitest";
import { smallRoomProblems } from "./small-rooms.js";
import { cellsNamed } from "./testing/cell-names.js";

describe("smallRoomProblems", () => {
  // A 3x2 grid: room 0 is r1c1-r1c3 (three cells), room 1 r2c1-r2c2 (two), room 2 r2c3 (one).
  const puzzle = { width: 3, rooms: [0, 0, 0, 1, 1, 2] };

  it("names each room under the least size, with its size, what it needs and its cells", () => {
    expect(smallRoomProblems(puzzle, 3, "three shaded")).toEqual([
      {
        code: "room-too-small",
        message: "the room of r2c1 has 2 cells; it needs three shaded",
        cells: cellsNamed("r2c1", "r2c2"),
      },
      {
        code: "room-too-small",
        message: "the room of r2c3 has one cell; it needs three shaded",
        cells: cellsNamed("r2c3"),
      },
    ]);
  });

  it("finds nothing where every room is large enough", () => {
    expect(smallRoomProblems(puzzle, 1, "one shaded")).toEqual([]);
  });
});
