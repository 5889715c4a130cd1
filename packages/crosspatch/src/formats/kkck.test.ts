import { ParseError } from "@gridsmith/kit";
import { parseErrorOf } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "../examples.js";
import { geometryOf } from "../geometry.js";
import { randomPuzzle } from "../random-puzzles.test-helpers.js";
import { checkStructure } from "../rules.js";
import { readKkck, writeKkck } from "./kkck.js";

const SEED01 = examples[0]!.text;

const parseError = (text: string) => parseErrorOf(() => readKkck(text));

describe("kkck reader", () => {
  it("reads seed-01: framework, blank line, free-field words, uppercased", () => {
    const { puzzle } = readKkck(SEED01);
    expect(puzzle.grid).toEqual(["#####", "# #", "# #", "######", "# #"]);
    expect(puzzle.words).toEqual(["IDYLL", "KRISS", "KROSS", "SOLVER"]);
  });

  it("uppercases given letters (seed-02)", () => {
    expect(readKkck(examples[1]!.text).puzzle.grid[0]).toBe("##I##");
  });

  it("reads CRLF files and comments anywhere, and ignores trailing spaces", () => {
    const text =
      "! a comment\r\n#####  \r\n# #\r\n! between rows\r\n# #\r\n######\r\n# #\r\n\r\nidyll kriss\r\n! in the words\r\n\tkross solver\r\n";
    expect(readKkck(text).puzzle).toEqual(readKkck(SEED01).puzzle);
  });

  it("treats '!' as a comment only in column 0", () => {
    expect(parseError("#####\n# #\n# #\n######\n# #\n\nidyll kriss kross\n !solver\n").reason).toBe(
      "There are 0 words of length 6, but there are 1 slots of that length.",
    );
  });

  it("allows duplicate words: each copy fills one slot", () => {
    expect(readKkck(examples[2]!.text).puzzle.words).toEqual(["ALE", "ALE", "EVE", "EKE"]);
  });

  it("finds kkck's two slots in the row '### # ###' (and no slot at column 4)", () => {
    const g = geometryOf(["### # ###"]);
    expect(g.slots.map((s) => s.name)).toEqual(["H3(0,0)", "H3(0,6)"]);
    expect(g.cells[3]).toMatchObject({ row: 0, col: 4, across: -1, down: -1 });
  });

  it("orders slots across row by row, then down column by column", () => {
    expect(geometryOf(readKkck(SEED01).puzzle.grid).slots.map((s) => s.name)).toEqual([
      "H5(0,0)",
      "H6(3,0)",
      "V5(0,0)",
      "V5(0,2)",
    ]);
  });

  const errors: [string, string, string][] = [
    ["no blank line", "#####\n# #\nidyll", "line 3: There must be a blank line between frame and word list."],
    ["empty frame", "! c\n\nidyll kriss\n", "line 2: Empty puzzle frame."],
    [
      "'#' in a word",
      "###\n\nab#\n",
      "line 3, column 1: Words may not contain the '#' symbol; that denotes an unsolved letter.",
    ],
    [
      "one-letter word, shown as typed",
      "##\n\nab x\n",
      "line 3, column 4: One-letter words such as 'x' are not allowed.",
    ],
    [
      "too many words",
      "##\n\nab cd\n",
      "line 3, column 4: This puzzle has 1 slots but 2 words to go in them.",
    ],
    [
      "too few words",
      "##\n##\n\nab\ncd\nef\n",
      "line 6, column 1: This puzzle has 4 slots but 3 words to go in them.",
    ],
    [
      "a slot length with no word (points at the slot)",
      "###\n\nabcd\n",
      "line 1, column 1: There are 0 words of length 3, but there are 1 slots of that length.",
    ],
    [
      "more words than slots of a length (points at the first such word)",
      "###\n\n\nab\n",
      "line 4, column 1: There are 1 words of length 2, but there are 0 slots of that length.",
    ],
    [
      "no slot at all (kkck crashed)",
      "# #\n\nab\n",
      "line 1: The framework has no slots: a slot is two or more cells side by side in a row or one above another in a column.",
    ],
    [
      "a cell in no slot (kkck crashed)",
      "### # ###\n\nabc def\n",
      "line 1, column 5: The cell at (0,4) belongs to no slot: every cell needs a neighbouring cell across or down.",
    ],
    [
      "a tab in the framework",
      "#\t#\n\nab\n",
      "line 1, column 2: A framework row may hold only '#', spaces and given letters; this is a tab or another control character.",
    ],
  ];
  for (const [what, text, message] of errors) {
    it(`reports ${what} with its line`, () => {
      expect(parseError(text).message).toBe(message);
    });
  }

  it("reports only the first error, in kkck's order (frame before words, words before counts)", () => {
    expect(parseError("\nab#\n").reason).toBe("Empty puzzle frame.");
    expect(parseError("##\n\nab#\n").reason).toMatch(/'#' symbol/);
  });

  it("never throws anything but a ParseError on any text", () => {
    const char = fc.constantFrom("#", " ", "\n", "\r", "!", "a", "B", "\t", "é", "1", "x");
    fc.assert(
      fc.property(fc.array(char, { maxLength: 60 }), (cs) => {
        try {
          readKkck(cs.join(""));
        } catch (e) {
          expect(e).toBeInstanceOf(ParseError);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("round-trips every well-formed puzzle through writeKkck", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const p = randomPuzzle(seed);
        // kkck cannot write a framework row that is blank or starts with '!'.
        if (checkStructure(p.grid, p.words).problem || p.grid.some((r) => r.trim() === "")) return;
        expect(readKkck(writeKkck(p)).puzzle).toEqual(p);
      }),
      { numRuns: 300 },
    );
  });
});
