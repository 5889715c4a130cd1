import { describe, expect, it } from "vitest";
import { roomShadingFormats } from "./puzzlink-room-shading.js";

const formats = roomShadingFormats(["demo"], { maxSide: 4, maxCells: 16, maxTextLength: 1000 });
const puzzle = { width: 3, height: 1, rooms: [0, 0, 1] };

describe("roomShadingFormats", () => {
  it("reads back the link and the file it writes, the file with its shading", () => {
    expect(formats.parsePuzzlink(formats.serializePuzzlink(puzzle))).toEqual(puzzle);
    const file = formats.writePzprv3(puzzle, [1, 0, 1]);
    expect(file).toBe("pzprv3\ndemo\n1\n3\n2\n0 0 1 \n# . # \n");
    expect(formats.readPzprv3Board(file)).toEqual({ puzzle, shaded: [1, 0, 1] });
    expect(formats.fromJson({ width: 3, height: 1, rooms: [2, 2, 1] })).toEqual(puzzle);
  });

  it("says where a mistake is", () => {
    expect(() => formats.parsePuzzlink(`${formats.serializePuzzlink(puzzle)}0`)).toThrow("goes on after");
    expect(() => formats.readPzprv3Board("pzprv3\ndemo\n1\n2\n1\n0 x \n")).toThrow(/'x'.*not a room number/);
    expect(() => formats.parsePuzzlink("https://puzz.link/p?demo/5/1/")).toThrow("at most 4x4");
  });
});
