import { detectFormat, ParseError } from "@gridsmith/kit";
import { parseErrorOf as parseError } from "@gridsmith/kit/testing/properties";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { examples } from "../examples.js";
import { SIZES, type Sudoku } from "../puzzle.js";
import {
  formats,
  framedFormat,
  gridFormat,
  ipuzFormat,
  lineFormat,
  puzzlinkFormat,
  pzprv3Format,
  sdkFormat,
  ssFormat,
} from "./index.js";

/** Every format writes every size but puzz.link's link and file: it has no 12x12 sudoku (see puzzlink.test.ts). */
const writers = (p: Sudoku) =>
  formats.filter((f) => (f !== puzzlinkFormat && f !== pzprv3Format) || p.size !== 12);

const anyPuzzle: fc.Arbitrary<Sudoku> = fc
  .constantFrom(...SIZES)
  .chain((size) =>
    fc
      .array(fc.integer({ min: 0, max: size }), { minLength: size * size, maxLength: size * size })
      .map((cells) => ({ size, cells })),
  );

const SEED_02 = "5..6...8...15.92..68.1......19.....7...9.3...2.....95......1.29..43.75...6...5..3";
const seed02 = { size: 9, cells: [...SEED_02].map((c) => (c === "." ? 0 : Number(c))) };

describe("every format", () => {
  it("reads back what it writes, for every size", () => {
    fc.assert(
      fc.property(anyPuzzle, (p) => {
        for (const f of writers(p)) expect(f.parse(f.serialize!(p))).toEqual(p);
      }),
      { numRuns: 150 },
    );
  });

  it("detects its own output (or a format that reads it the same)", () => {
    fc.assert(
      fc.property(anyPuzzle, (p) => {
        for (const f of writers(p)) {
          const text = f.serialize!(p);
          expect(detectFormat(formats, text).parse(text)).toEqual(p);
        }
      }),
      { numRuns: 60 },
    );
  });

  it("throws nothing but ParseError on garbage", () => {
    const garbage = fc.oneof(
      fc.string({ maxLength: 700 }),
      fc.string({ unit: fc.constantFrom(...'123456789.0 \n\t|+-*#ABCxg{}[]":,'), maxLength: 700 }),
      anyPuzzle.chain((p) =>
        fc
          .tuple(fc.constantFrom(...writers(p)), fc.nat(), fc.string({ maxLength: 3 }))
          .map(([f, at, junk]) => {
            const text = f.serialize!(p);
            const i = at % (text.length + 1);
            return text.slice(0, i) + junk + text.slice(i + 1);
          }),
      ),
    );
    fc.assert(
      fc.property(garbage, (text) => {
        for (const f of formats) {
          try {
            const p = f.parse(text);
            expect(p.cells.length).toBe(p.size * p.size);
          } catch (e) {
            expect(e).toBeInstanceOf(ParseError);
          }
          expect(typeof f.detect(text)).toBe("boolean");
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("the seed's grid format", () => {
  it("writes the seed's layout: one space, three between boxes, a blank line between bands", () => {
    // seed-01 is printed in the seed document in its layout, and the examples keep it as printed.
    const seed01 = examples.find((e) => e.name === "seed-01")!.text;
    expect(seed01).toContain("7 2 .   . . 5   1 . .\n");
    expect(gridFormat.serialize!(gridFormat.parse(seed01))).toBe(seed01);
  });

  it("ignores whitespace anywhere (CRLF, tabs, one long line, any split)", () => {
    const spaced = SEED_02.replace(/(.{9})/g, "$1\r\n").replace(/\./g, ".\t");
    expect(gridFormat.parse(spaced)).toEqual(seed02);
    expect(gridFormat.parse(SEED_02)).toEqual(seed02);
    expect(gridFormat.parse(`${SEED_02.slice(0, 40)}\n\n  ${SEED_02.slice(40)}\f`)).toEqual(seed02);
  });

  it("takes 0 as an empty cell (the seed rejected it, though every data set uses it)", () => {
    expect(gridFormat.parse(SEED_02.replace(/\./g, "0"))).toEqual(seed02);
  });

  it("says where a bad character is", () => {
    const lines = gridFormat.serialize!(seed02).split("\n");
    lines[1] = `${lines[1]!.slice(0, 12)}x${lines[1]!.slice(13)}`;
    const e = parseError(() => gridFormat.parse(lines.join("\n")));
    expect(e.message).toBe("line 2, column 13: 'x' is not a digit or '.'");
    expect([e.line, e.column]).toEqual([2, 13]);
  });

  it("points at the exact line and column of a bad character, wherever it is", () => {
    fc.assert(
      fc.property(anyPuzzle, fc.nat(), fc.constantFrom("x", "#", "?", "*", "é", "Z"), (p, at, bad) => {
        const text = gridFormat.serialize!(p);
        const spots = [...text].flatMap((ch, i) => (ch.trim() === "" ? [] : [i]));
        const i = spots[at % spots.length]!;
        const broken = text.slice(0, i) + bad + text.slice(i + 1);
        const e = parseError(() => gridFormat.parse(broken));
        const before = broken.slice(0, i).split("\n");
        expect([e.line, e.column]).toEqual([before.length, before.at(-1)!.length + 1]);
        expect(e.message).toContain(`'${bad}' is not a digit`);
      }),
      { numRuns: 200 },
    );
  });

  it("counts the cells when there are too few or too many", () => {
    expect(parseError(() => gridFormat.parse(SEED_02.slice(1))).message).toBe(
      "puzzle has 80 cells; expected 81",
    );
    expect(parseError(() => gridFormat.parse(`${SEED_02}12`)).message).toBe(
      "puzzle has 83 cells; expected 81",
    );
    expect(parseError(() => gridFormat.parse("")).message).toBe(
      "puzzle has no cells; expected 81 (9 rows of 9)",
    );
  });

  it("checks letters against the size: 1-9 and A-G for 16x16", () => {
    const p = gridFormat.parse(`123456789ABCDEFG${".".repeat(240)}`);
    expect(p.size).toBe(16);
    expect(p.cells.slice(0, 16)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    const e = parseError(() => gridFormat.parse(`H${".".repeat(255)}`));
    expect(e.message).toBe("line 1, column 1: 'H' is not a digit, a letter A-G or '.'");
    expect(parseError(() => gridFormat.parse(`5${".".repeat(15)}`)).message).toBe(
      "line 1, column 1: '5' is not a digit 1-4 or '.'",
    );
  });

  it("knows each size by its cell count, with the box shape from the size", () => {
    for (const n of SIZES) expect(gridFormat.parse(".".repeat(n * n)).size).toBe(n);
    expect(gridFormat.serialize!({ size: 6, cells: new Array(36).fill(0) })).toBe(
      [
        ". . .   . . .",
        ". . .   . . .",
        "",
        ". . .   . . .",
        ". . .   . . .",
        "",
        ". . .   . . .",
        ". . .   . . .",
        "",
      ].join("\n"),
    );
  });
});

describe("the line format", () => {
  it("reads one puzzle on one line, '.' or '0' empty", () => {
    expect(lineFormat.parse(`${SEED_02.replace(/\./g, "0")}\n`)).toEqual(seed02);
    expect(lineFormat.serialize!(seed02)).toBe(`${SEED_02}\n`);
  });

  it("rejects a second line and a space inside, with the place", () => {
    expect(parseError(() => lineFormat.parse(`${SEED_02}\n${SEED_02}`)).line).toBe(2);
    const e = parseError(() => lineFormat.parse(`${SEED_02.slice(0, 10)} ${SEED_02.slice(11)}`));
    expect([e.line, e.column]).toEqual([1, 11]);
  });
});

describe("framed grids and .ss", () => {
  it("reads the grid people paste, with | - + separators", () => {
    const text = [
      "+-------+-------+-------+",
      "| 5 . . | 6 . . | . 8 . |",
      "| . . 1 | 5 . 9 | 2 . . |",
      "| 6 8 . | 1 . . | . . . |",
      "+-------+-------+-------+",
      "| . 1 9 | . . . | . . 7 |",
      "| . . . | 9 . 3 | . . . |",
      "| 2 . . | . . . | 9 5 . |",
      "+-------+-------+-------+",
      "| . . . | . . 1 | . 2 9 |",
      "| . . 4 | 3 . 7 | 5 . . |",
      "| . 6 . | . . 5 | . . 3 |",
      "+-------+-------+-------+",
    ].join("\n");
    expect(framedFormat.parse(text)).toEqual(seed02);
    expect(framedFormat.serialize!(seed02)).toBe(`${text}\n`);
    expect(detectFormat(formats, text).id).toBe("framed");
  });

  it("reads Simple Sudoku's .ss", () => {
    const text = ssFormat.serialize!(seed02);
    expect(text.split("\n")[0]).toBe("*-----------*");
    expect(text.split("\n")[1]).toBe("|5..|6..|.8.|");
    expect(text.split("\n")[4]).toBe("|---+---+---|");
    expect(detectFormat(formats, text).id).toBe("ss");
  });

  it("names the row that is short", () => {
    const text = framedFormat.serialize!(seed02).replace(
      "| . . 1 | 5 . 9 | 2 . . |",
      "| . . 1 | 5 . 9 | 2 . |",
    );
    const e = parseError(() => framedFormat.parse(text));
    expect(e.message).toMatch(/^line 3, column \d+: row 2 has 8 cells; expected 9$/);
  });
});

describe(".sdk", () => {
  it("skips # metadata lines (which the seed's format rejected as characters)", () => {
    const text = `#ASomeone\n#DA test\n${sdkFormat.serialize!(seed02)}`;
    expect(sdkFormat.parse(text)).toEqual(seed02);
    expect(detectFormat(formats, text).id).toBe("sdk");
    expect(parseError(() => gridFormat.parse(text)).message).toBe(
      "line 1, column 1: '#' is not a digit or '.'",
    );
  });
});

describe("ipuz", () => {
  it("writes and reads the sudoku kind", () => {
    const text = ipuzFormat.serialize!(seed02);
    const doc = JSON.parse(text);
    expect(doc.kind).toEqual(["http://ipuz.org/sudoku#1"]);
    expect(doc.puzzle[0]).toEqual([5, 0, 0, 6, 0, 0, 0, 8, 0]);
    expect(ipuzFormat.parse(text)).toEqual(seed02);
  });

  it("reads givens written as objects, strings and null", () => {
    const rows = seed02.cells.length / 9;
    const puzzle = Array.from({ length: rows }, (_, r) =>
      seed02.cells
        .slice(r * 9, r * 9 + 9)
        .map((d, c) => (d === 0 ? (c % 2 ? null : 0) : c % 2 ? { given: d } : String(d))),
    );
    const text = JSON.stringify({
      version: "http://ipuz.org/v2",
      kind: ["http://ipuz.org/sudoku#1"],
      puzzle,
    });
    expect(ipuzFormat.parse(text)).toEqual(seed02);
  });

  it("says what is wrong, and where for broken JSON", () => {
    const e = parseError(() => ipuzFormat.parse('{\n  "kind": [\n  oops'));
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/^line 3, column \d+: ipuz: not valid JSON/);
    expect(parseError(() => ipuzFormat.parse('{"kind":["http://ipuz.org/crossword#1"]}')).message).toBe(
      'ipuz: "kind" must list "http://ipuz.org/sudoku#1"',
    );
    const bad = ipuzFormat.serialize!(seed02).replace("[5, 0", "[55, 0");
    expect(parseError(() => ipuzFormat.parse(bad)).message).toMatch(/^puzzle\[0\]\[0\]: r1c1 holds 55/);
  });
});
