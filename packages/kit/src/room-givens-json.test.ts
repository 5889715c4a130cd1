import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { roomGivensFormats } from "./puzzlink-room-givens.js";
import { roomGivensJsonFormat } from "./room-givens-json.js";

const limits = gridLimits(4, { maxTextLength: 1000 });
const { textFormat } = roomGivensFormats(["demo"], limits);
const jsonFormat = roomGivensJsonFormat("demo", limits, textFormat);
// Two rooms, a 2 given in the first and a ? in the second.
const puzzle = { width: 3, height: 1, rooms: [0, 0, 1], givens: [2, -1, -2] };

describe("roomGivensJsonFormat", () => {
  it("writes the text's rows under the genre's type, and reads them back", () => {
    const json = jsonFormat.serialize!(puzzle);
    expect(JSON.parse(json)).toEqual({ type: "demo", rows: ["aab", "", "2.?"] });
    expect(jsonFormat.parse(json)).toEqual(puzzle);
  });

  it("refuses another type's document, and more rows than two grids of the largest side", () => {
    expect(() => jsonFormat.parse('{"type": "other", "rows": ["aab"]}')).toThrow('not "demo"');
    const rows = new Array(10).fill("a");
    expect(() => jsonFormat.parse(JSON.stringify({ rows }))).toThrow(/rows/);
  });
});
