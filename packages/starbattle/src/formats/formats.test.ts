import { ParseError } from "@gridsmith/kit";
import { pzprFileOfUrl } from "@gridsmith/pzpr-judge";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalRegions, type Puzzle } from "../puzzle.js";
import {
  jsonFormat,
  parsePuzzlink,
  puzzlinkFormat,
  pzprv3Format,
  readPzprv3Board,
  serializePuzzlink,
  textFormat,
  writePzprv3,
} from "./index.js";

/** Any grid up to 10x10 of up to 6 region ids (a region may come in pieces), 1 to 3 stars. */
const anyPuzzle: fc.Arbitrary<Puzzle> = fc
  .record({
    width: fc.integer({ min: 1, max: 10 }),
    height: fc.integer({ min: 1, max: 10 }),
    stars: fc.integer({ min: 1, max: 3 }),
  })
  .chain(({ width, height, stars }) =>
    fc
      .array(fc.integer({ min: 0, max: 5 }), { minLength: width * height, maxLength: width * height })
      .map((regions) => ({ width, height, stars, regions })),
  );

describe("starbattle formats", () => {
  it("read back every puzzle they write: text and JSON as given, link and pzprv3 with puzz.link's regions", () => {
    fc.assert(
      fc.property(anyPuzzle, (p) => {
        const canonical = { ...p, regions: canonicalRegions(p) };
        for (const f of [textFormat, jsonFormat, puzzlinkFormat, pzprv3Format]) {
          const text = f.serialize!(p);
          expect(f.detect(text)).toBe(true);
          expect(f.parse(text)).toEqual(f === textFormat || f === jsonFormat ? p : canonical);
        }
      }),
    );
  });

  it("write the link and the file puzz.link writes for the same board", () => {
    fc.assert(
      fc.property(anyPuzzle, (p) => {
        expect(pzprFileOfUrl(serializePuzzlink(p))).toBe(writePzprv3(p));
      }),
      { numRuns: 40 },
    );
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

  it("never throw anything but ParseError on any text", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom("https://puzz.link/p?starbattle/3/3/1/", "pzprv3\nstarbattle\n2\n2\n", "1\n", ""),
        (text, lead) => {
          for (const f of [textFormat, puzzlinkFormat, pzprv3Format, jsonFormat]) {
            try {
              f.parse(lead + text);
            } catch (e) {
              expect(e).toBeInstanceOf(ParseError);
            }
          }
        },
      ),
    );
  });
});
