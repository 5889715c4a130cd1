import { describe, expect, it } from "vitest";
import { givensOverRoomSize, roomSizeNumberProblems, roomSizeNumberRules } from "./room-size-numbers.js";

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

describe("roomSizeNumberRules", () => {
  const shapeProblems = (p: { width: number }) =>
    p.width === 2 ? [] : [{ code: "bad-shape", message: "2 wide", cells: [] }];
  const attemptProblems = (_p: unknown, a: unknown) =>
    Array.isArray(a) || a == null ? [] : [{ code: "bad-attempt", message: "a list", cells: [] }];
  const own = { code: "own", message: "the genre's own", cells: [] };
  const rules = roomSizeNumberRules<{ width: number; rooms: number[]; givens: number[] }>({
    shapeProblems,
    attemptProblems,
    mistakes: () => [own],
    holdsNone: (p) => (i) => p.givens[i] === -2,
  });

  it("validates the shape first, then the givens against their rooms", () => {
    expect(rules.validate({ width: 3, rooms, givens: [4, 0, 0, 0] }).map((p) => p.code)).toEqual([
      "bad-shape",
    ]);
    expect(rules.validate({ width: 2, rooms, givens: [2, 0, 0, 0] }).map((p) => p.code)).toEqual([
      "impossible-given",
    ]);
    expect(rules.validate({ width: 2, rooms, givens: [1, 0, 0, 0] })).toEqual([]);
  });

  it("checks the shapes, then the room's range, then the genre's own mistakes, in that order", () => {
    const puzzle = { width: 2, rooms, givens: [-1, -2, -1, -1] };
    expect(rules.check({ ...puzzle, width: 3 }, [1]).map((p) => p.code)).toEqual(["bad-shape"]);
    expect(rules.check(puzzle, "x" as never).map((p) => p.code)).toEqual(["bad-attempt"]);
    expect(rules.check(puzzle, null)).toEqual([]);
    // r1c1 holds 2 in a room of 1; r1c2 is a `?` cell, which holds no number (holdsNone), but holds 1.
    expect(rules.check(puzzle, [2, 1, 3, null]).map((p) => p.code)).toEqual([
      "bad-number",
      "given-changed",
      "own",
    ]);
  });
});
