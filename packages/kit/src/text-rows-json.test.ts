import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { ParseError } from "./parse-error.js";
import { textRowsJsonFormat } from "./text-rows-json.js";
import type { Format } from "./types.js";

interface Bits {
  width: number;
  height: number;
  cells: number[];
}

// A text format of rows of 0s and 1s, all as long as the first.
const bitsText: Format<Bits> = {
  id: "text",
  name: "bits",
  extensions: [],
  parse(text) {
    const rows = text.trimEnd().split("\n");
    const cells = rows.flatMap((row, r) =>
      [...row].map((ch, c) => {
        if (ch !== "0" && ch !== "1") throw new ParseError(`'${ch}' is not a bit`, r + 1, c + 1);
        return Number(ch);
      }),
    );
    return { width: rows[0]!.length, height: rows.length, cells };
  },
  serialize: ({ width, cells }) =>
    `${Array.from({ length: cells.length / width }, (_, r) => cells.slice(r * width, (r + 1) * width).join("")).join("\n")}\n`,
  detect: () => false,
};

const limits = gridLimits(4, { maxTextLength: 1000 });
const sided = textRowsJsonFormat({
  type: "bits",
  limits,
  textFormat: bitsText,
  listKey: "clues",
  example: '"01", ...',
  maxRows: 4,
  maxLength: 4,
  sides: true,
});
// The defaults: a list named "rows" of at most limits.maxSide rows of as many characters.
const plainParts = { type: "bits", limits, textFormat: bitsText, example: '"01", ...' };
const plain = textRowsJsonFormat(plainParts);
const puzzle: Bits = { width: 2, height: 2, cells: [0, 1, 1, 0] };

describe("textRowsJsonFormat", () => {
  it("writes the text format's rows, with the sides when asked, and reads them back", () => {
    expect(JSON.parse(sided.serialize!(puzzle))).toEqual({
      type: "bits",
      width: 2,
      height: 2,
      clues: ["01", "10"],
    });
    expect(JSON.parse(plain.serialize!(puzzle))).toEqual({ type: "bits", rows: ["01", "10"] });
    expect(sided.parse(sided.serialize!(puzzle))).toEqual(puzzle);
    expect(plain.parse('{"rows": ["01", "10"]}')).toEqual(puzzle);
    expect(sided.detect(sided.serialize!(puzzle))).toBe(true);
  });

  it("says what is wrong and where: the type, the sides, a row and its bounds", () => {
    expect(() => sided.parse("[]")).toThrow('a bits JSON document is an object: {"clues": ["01", ...]}');
    const vowel = textRowsJsonFormat({ ...plainParts, type: "easyasabc" });
    expect(() => vowel.parse("[]")).toThrow('an easyasabc JSON document is an object: {"rows": ["01", ...]}');
    expect(() => sided.parse('{"type": "sudoku", "clues": ["01"]}')).toThrow(
      'type: this is a "sudoku" document, not "bits"',
    );
    expect(() => sided.parse('{"width": 3, "clues": ["01"]}')).toThrow(
      "width: 3, but the clues have 2 columns",
    );
    expect(() => plain.parse('{"width": 3, "rows": ["01"]}')).not.toThrow();
    expect(() => sided.parse('{"clues": ["01", "1x"]}')).toThrow(
      "clues[1]: 'x' is not a bit (column 2 of the row)",
    );
    expect(() => sided.parse('{"clues": ["01010"]}')).toThrow(ParseError);
    expect(() => sided.parse('{"clues": ["0", "0", "0", "0", "0"]}')).toThrow(ParseError);
    expect(() => plain.parse('{"rows": ["01010"]}')).toThrow("rows[0]: the text has 5 characters; at most 4");
    expect(() => plain.parse('{"rows": ["0", "0", "0", "0", "0"]}')).toThrow(
      "rows: expected a list of 1 to 4, got 5",
    );
  });

  it("refuses a text format that does not write", () => {
    const { serialize: _, ...readOnly } = bitsText;
    expect(() =>
      textRowsJsonFormat({
        type: "bits",
        limits,
        textFormat: readOnly,
        listKey: "rows",
        example: "",
        maxRows: 1,
        maxLength: 1,
      }),
    ).toThrow("the bits text format does not write");
  });
});
