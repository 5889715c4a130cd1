import { ParseError } from "@gridsmith/kit";
import { checkFormatRoundTripDetected } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "../examples.js";
import { randomPuzzle } from "../random-puzzles.test-helpers.js";
import { checkStructure } from "../rules.js";
import { ipuzFormat } from "./ipuz.js";
import { jsonFormat } from "./json.js";
import { kkckFormat, readKkck } from "./kkck.js";

const wellFormed = fc
  .integer({ min: 0, max: 1_000_000 })
  .map(randomPuzzle)
  .filter((p) => checkStructure(p.grid, p.words).problem === null);

/** The text of an ipuz crossword of `width` x `height` cells with `fields` (its grids, clues). */
const ipuzCrossword = (width: number, height: number, fields: object) =>
  JSON.stringify({
    version: "http://ipuz.org/v2",
    kind: ["http://ipuz.org/crossword#1"],
    dimensions: { width, height },
    ...fields,
  });

describe("JSON and ipuz", () => {
  for (const format of [jsonFormat, ipuzFormat]) {
    it(`${format.id}: round-trips every well-formed puzzle and is detected`, () => {
      checkFormatRoundTripDetected(format, wellFormed, { notDetectedBy: [kkckFormat], numRuns: 200 });
    });

    it(`${format.id}: garbage throws only ParseError`, () => {
      const json = fc.jsonValue().map((v) => JSON.stringify(v));
      const mangled = wellFormed.chain((p) =>
        fc.nat({ max: 200 }).map((cut) => format.serialize!(p).slice(0, cut)),
      );
      fc.assert(
        fc.property(fc.oneof(json, mangled, fc.string()), (text) => {
          try {
            format.parse(text);
          } catch (e) {
            expect(e).toBeInstanceOf(ParseError);
          }
        }),
        { numRuns: 1000 },
      );
    });
  }

  it("JSON says where a syntax error is", () => {
    expect(() => jsonFormat.parse('{"grid": ["##"],\n "words": [ab]}')).toThrow(
      /^line 2, column \d+: not valid JSON/,
    );
  });

  it("JSON reports kkck's problems with the word they concern", () => {
    expect(() => jsonFormat.parse('{"grid": ["###"], "words": ["ab#"]}')).toThrow(
      "word 1 ('AB#'): Words may not contain the '#' symbol; that denotes an unsolved letter.",
    );
  });

  it("ipuz reads a crossword with only a solution grid (the words come from the grid)", () => {
    const doc = ipuzCrossword(3, 3, {
      solution: [
        ["C", "A", "T"],
        ["A", "#", "O"],
        ["B", "E", "E"],
      ],
    });
    expect(ipuzFormat.parse(doc)).toEqual({
      grid: ["###", "# #", "###"],
      words: ["CAT", "BEE", "CAB", "TOE"],
    });
  });

  it("ipuz keeps given letters and takes clue answers as the word list", () => {
    const doc = ipuzCrossword(2, 2, {
      puzzle: [
        [1, { cell: 2, value: "b" }],
        [3, 0],
      ],
      clues: {
        Across: [
          { number: 1, clue: "x", answer: "ab" },
          { number: 3, clue: "y", answer: "cd" },
        ],
        Down: [
          { number: 1, clue: "z", answer: "ac" },
          { number: 2, clue: "w", answer: "bd" },
        ],
      },
    });
    expect(ipuzFormat.parse(doc)).toEqual({
      grid: ["#B", "##"],
      words: ["AB", "CD", "AC", "BD"],
    });
  });

  it("the kkck examples convert to ipuz and back", () => {
    for (const e of examples) {
      const p = readKkck(e.text).puzzle;
      expect(ipuzFormat.parse(ipuzFormat.serialize!(p))).toEqual(p);
    }
  });
});
