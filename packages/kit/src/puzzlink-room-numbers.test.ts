import { describe, expect, it } from "vitest";
import { numbersOnTop, roomNumbers, roomNumbersFormats } from "./puzzlink-room-numbers.js";

const formats = roomNumbersFormats(["demo", "demo2"], { maxSide: 4, maxCells: 16, maxTextLength: 1000 }, 9);
// Two rooms side by side, the left one numbered 2 on its top cell, the right one without a number.
const puzzle = { width: 2, height: 2, rooms: [0, 1, 0, 1], numbers: [2, -1, -1, -1] };

describe("roomNumbersFormats", () => {
  it("reads back the link and the file it writes, the file with its shading", () => {
    const link = formats.serializePuzzlink(puzzle);
    expect(link.startsWith("https://puzz.link/p?demo/2/2/")).toBe(true);
    expect(formats.parsePuzzlink(link)).toEqual(puzzle);
    expect(formats.parsePuzzlink(link.replace("demo/", "demo2/"))).toEqual(puzzle);
    const file = formats.writePzprv3(puzzle, [0, 1, 0, 0]);
    expect(formats.readPzprv3Board(file)).toEqual({ puzzle, shaded: [0, 1, 0, 0] });
    expect(formats.fromJson(puzzle)).toEqual(puzzle);
  });

  it("moves a room's number to its top cell, and refuses a room's second", () => {
    const low = { ...puzzle, numbers: [-1, -1, 2, -1] };
    expect(numbersOnTop(low)).toEqual(puzzle);
    expect(roomNumbers(low)).toEqual([2, -1]);
    expect(numbersOnTop({ ...puzzle, numbers: [2, -1, 3, -1] })).toBe(2);
    expect(() => formats.fromJson({ ...puzzle, numbers: [2, -1, 3, -1] })).toThrow("at most one number");
    expect(() =>
      formats.readPzprv3Board(
        formats.writePzprv3({ ...puzzle, rooms: [0, 0, 0, 0], numbers: [2, 1, -1, -1] }),
      ),
    ).toThrow("its room's second");
  });

  it("refuses a grid past the side and a number past the largest", () => {
    expect(() => formats.parsePuzzlink("https://puzz.link/p?demo/5/1/")).toThrow("at most 4x4");
    expect(() => formats.fromJson({ ...puzzle, numbers: [10, -1, -1, -1] })).toThrow();
  });
});
