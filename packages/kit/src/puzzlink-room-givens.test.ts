import { describe, expect, it } from "vitest";
import { roomGivensFormats } from "./puzzlink-room-givens.js";
import { expectRoomGivensText } from "./testing/givens-checks.js";

const formats = roomGivensFormats(["demo"], { maxSide: 4, maxCells: 16, maxTextLength: 1000 });
// Two rooms, a 2 given in the first and a ? in the second.
const puzzle = { width: 3, height: 1, rooms: [0, 0, 1], givens: [2, -1, -2] };

describe("roomGivensFormats", () => {
  it("reads back the link and the text it writes", () => {
    expect(formats.parsePuzzlink(formats.serializePuzzlink(puzzle))).toEqual(puzzle);
    const text = formats.textFormat.serialize!(puzzle);
    expect(text).toBe("aab\n\n2.?\n");
    expect(formats.textFormat.parse(text)).toEqual(puzzle);
    expect(formats.textFormat.detect!(text)).toBe(true);
    expect(formats.textFormat.extensions).toEqual(["demo", "txt"]);
    expect(formats.solutionText(puzzle, [2, 1, 0])).toBe("aab\n\n210\n");
    expect(formats.fromJson(puzzle)).toEqual(puzzle);
  });

  it("takes two grids of one shape, rooms then givens, as expectRoomGivensText (kit/testing) says", () => {
    expectRoomGivensText(formats.textFormat);
  });

  it("says where a mistake is", () => {
    expect(() => formats.textFormat.parse("aab\n\n2.!\n")).toThrow("'!' is not a given");
    expect(() => formats.textFormat.parse("aab\n\n2.\n")).toThrow("expected 3");
    expect(() => formats.fromJson({ ...puzzle, givens: [0, -1, -1] })).toThrow("0 is no given");
    expect(() => formats.parsePuzzlink("https://puzz.link/p?demo/5/1/")).toThrow("at most 4x4");
  });
});
