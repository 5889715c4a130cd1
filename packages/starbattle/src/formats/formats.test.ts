import { ParseError } from "@gridsmith/kit";
import { describeFormatsContract } from "@gridsmith/kit/testing/contract";
import { gridPuzzles } from "@gridsmith/kit/testing/properties";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalRegions, type Puzzle } from "../puzzle.js";
import * as formats from "./index.js";
import { jsonFormat, parsePuzzlink, readPzprv3Board, serializePuzzlink, textFormat } from "./index.js";

/** Any grid up to 10x10 of up to 6 region ids (a region may come in pieces), 1 to 3 stars. */
const anyPuzzle = gridPuzzles<Puzzle>({
  list: "regions",
  cell: fc.integer({ min: 0, max: 5 }),
  maxSide: 10,
  fields: { stars: fc.integer({ min: 1, max: 3 }) },
});

describe("starbattle formats", () => {
  describeFormatsContract({
    puzzles: anyPuzzle,
    formats,
    readBack: (format, p) =>
      format === textFormat || format === jsonFormat ? p : { ...p, regions: canonicalRegions(p) },
    pzprFileOfUrl,
  });

  it("read pzprjs's borders and star count", () => {
    // Two columns: a wall between them in each row (16 = the first of five walls), none across.
    const p = parsePuzzlink("https://puzz.link/p?starbattle/2/2/1/o0");
    expect(p).toEqual({ width: 2, height: 2, stars: 1, regions: [0, 1, 0, 1] });
    expect(serializePuzzlink(p)).toBe("https://puzz.link/p?starbattle/2/2/1/o0");
  });

  it("read a pzprv3 answer's stars, with dots left out", () => {
    const board = readPzprv3Board("pzprv3\nstarbattle\n1\n2\n1\n2\n0 1 \n# + \n");
    expect(board).toEqual({ puzzle: { width: 2, height: 1, stars: 1, regions: [0, 1] }, stars: [1, 0] });
  });

  it("say where a mistake is", () => {
    expect(() => textFormat.parse("1\nab\na-\n")).toThrow("line 3, column 2: '-' is not a region");
    expect(() => textFormat.parse("x\nab\n")).toThrow(
      "line 1, column 1: the first line is the number of stars",
    );
    expect(() => parsePuzzlink("https://puzz.link/p?starbattle/2/2/1/oX")).toThrow(ParseError);
    expect(() => parsePuzzlink("https://puzz.link/p?starbattle/2/2/o0")).toThrow("number of stars");
    expect(() => jsonFormat.parse('{"stars": 1, "rows": ["ab", "a-"]}')).toThrow(/rows\[1\]/);
  });
});
