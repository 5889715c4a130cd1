import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridLimits } from "./grid-limits.js";
import { ParseError } from "./parse-error.js";
import {
  centreLineSections,
  looksLikePzprv3,
  pzprv3Format,
  readCentreLineAnswer,
  readCentreLineSections,
  readGridFile,
  readPzprv3,
  writePzprv3,
} from "./puzzlink.js";
import { gridSides } from "./testing/arbitraries.js";
import { parseErrorOf } from "./testing/puzzle-type-checks.js";

// What puzz.link's File > Save writes for a 5x5 Light Up (pzprjs's lightup file layout).
const FILE = "pzprv3\nlightup\n5\n5\n. 2 . . . \n1 . . - . \n. . . . 0 \n. . . . . \n. . . . . \n";

describe("pzprv3", () => {
  it("reads the header and a cell section, and writes it back as pzprjs does", () => {
    const file = readPzprv3(FILE, ["lightup"], 10);
    expect([file.genre, file.rows, file.cols]).toEqual(["lightup", 5, 5]);
    const cells = file.section(5, 5, "board");
    expect(cells[1]).toEqual(["1", ".", ".", "-", "."]);
    expect(file.atEnd()).toBe(true);
    expect(writePzprv3("lightup", 5, 5, [cells])).toBe(FILE);
  });

  it("reads and writes a file version and a square grid's one size line (pzprjs's sudoku)", () => {
    const sudoku = "pzprv3.1\nsudoku\n4\n1 . . . \n. . . . \n. . . . \n. . . 4 \n";
    const file = readPzprv3(sudoku, ["sudoku"], 9, { square: true });
    expect([file.version, file.rows, file.cols]).toEqual([1, 4, 4]);
    const cells = file.section(4, 4, "board");
    expect(file.atEnd()).toBe(true);
    expect(writePzprv3("sudoku", 4, 4, [cells], { square: true, version: 1 })).toBe(sudoku);
    expect(readPzprv3(FILE, ["lightup"], 10).version).toBe(0);
    expect(() => readPzprv3("pzprv3\nsudoku\n10\n", ["sudoku"], 9, { square: true })).toThrow(
      /number of rows and columns, 1 to 9/,
    );
  });

  it("reads a section cell by cell and names a bad token's cell, line and column itself", () => {
    const clue = (t: string) => (t === "." ? -1 : t === "-" ? -2 : /^[0-4]$/.test(t) ? Number(t) : null);
    const file = readPzprv3(FILE, ["lightup"], 10);
    expect(file.cells("board", clue, "a clue").slice(0, 6)).toEqual([-1, 2, -1, -1, -1, 1]);
    expect(file.atEnd()).toBe(true);
    // Blank lines before the header move every line; the error still names the one the token is on.
    const bad = `\n${FILE.replace("1 . . - .", "1 .  . x .")}`;
    expect(() => readPzprv3(bad, ["lightup"], 10).cells("board", clue, "a clue")).toThrow(
      "line 7, column 8: 'x' at row 2, column 4 of the board is not a clue",
    );
    const said = (t: string) => `a clue (${t.length} characters)`;
    expect(() =>
      readPzprv3(FILE, ["lightup"], 10).cells("board", () => null, said, { height: 5, width: 5 }),
    ).toThrow("'.' at row 1, column 1 of the board is not a clue (1 characters)");
  });

  it("ends at pzprjs's metadata and history", () => {
    const file = readPzprv3(`${FILE}info:{\n "metadata": {}\n}\n`, ["lightup"], 10);
    file.section(5, 5, "board");
    expect(file.atEnd()).toBe(true);
    expect(() => file.section(1, 5, "marks")).toThrow(/ends before row 1/);
  });

  it("refuses a wrong header, genre, size or row, naming the line", () => {
    const at = (text: string) =>
      parseErrorOf(() => readPzprv3(text, ["lightup"], 10).section(5, 5, "board")).line;
    expect(at("pzpr\nlightup\n5\n5\n")).toBe(1);
    expect(at("pzprv3\nnurikabe\n5\n5\n")).toBe(2);
    expect(at("pzprv3\nlightup\n11\n5\n")).toBe(3);
    expect(at("pzprv3\nlightup\n5\n0\n")).toBe(4);
    expect(at(FILE.replace("1 . . - .", "1 . . -"))).toBe(6);
    expect(() => readPzprv3("", ["lightup"], 10)).toThrow(/empty/);
  });

  it("detects only its genres", () => {
    expect(looksLikePzprv3(FILE, ["lightup", "akari"])).toBe(true);
    expect(looksLikePzprv3(FILE, ["nurikabe"])).toBe(false);
    expect(looksLikePzprv3("lightup/5/5/g2i1h.k0i", ["lightup"])).toBe(false);
    expect(
      pzprv3Format(
        ["lightup"],
        () => ({ puzzle: 0 }),
        () => "",
      ).detect(`\n${FILE}`),
    ).toBe(true);
  });

  it("reads back every grid of tokens it writes", () => {
    const token = fc.stringMatching(/^[^\s]{1,3}$/).filter((t) => !/^(?:info:|history:|TrialData\()/.test(t));
    fc.assert(
      fc.property(gridSides(), fc.nat(2), ({ width: cols, height: rows }, n) =>
        fc.assert(
          fc.property(
            fc.array(
              fc.array(fc.array(token, { minLength: cols, maxLength: cols }), {
                minLength: rows,
                maxLength: rows,
              }),
              { minLength: n, maxLength: n },
            ),
            (sections) => {
              const file = readPzprv3(writePzprv3("g", rows, cols, sections), ["g"], 6);
              expect(sections.map(() => file.section(rows, cols, "s"))).toEqual(sections);
              expect(file.atEnd()).toBe(true);
            },
          ),
          { numRuns: 5 },
        ),
      ),
      { numRuns: 30 },
    );
  });
});

describe("pzprv3 centre line sections", () => {
  it("write and read back any lines, crosses read as no line", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((rows) =>
          fc.integer({ min: 1, max: 6 }).chain((cols) =>
            fc
              .array(fc.constantFrom(0, 1), {
                minLength: rows * (cols - 1) + (rows - 1) * cols,
                maxLength: rows * (cols - 1) + (rows - 1) * cols,
              })
              .map((lines) => ({ rows, cols, lines })),
          ),
        ),
        ({ rows, cols, lines }) => {
          const text = writePzprv3("mashu", rows, cols, [centreLineSections(rows, cols, lines)]);
          expect(readCentreLineSections(readPzprv3(text, ["mashu"], 10), rows, cols)).toEqual(lines);
        },
      ),
    );
    const file = readPzprv3("pzprv3\nmashu\n1\n3\n1 -1 \n", ["mashu"], 10);
    expect(readCentreLineSections(file, 1, 3)).toEqual([1, 0]);
    const bad = readPzprv3("pzprv3\nmashu\n1\n2\n2 \n", ["mashu"], 10);
    expect(() => readCentreLineSections(bad, 1, 2)).toThrow("'2' in the lines across is not 0, 1 or -1");
    // Counts up to a maximum (Hashikake's double bridges), written back as they are.
    const double = readPzprv3("pzprv3\nhashikake\n1\n3\n2 -1 \n", ["hashikake"], 10);
    expect(readCentreLineSections(double, 1, 3, 2)).toEqual([2, 0]);
    expect(centreLineSections(1, 3, [2, 1], 2)).toEqual([["2", "1"]]);
    expect(centreLineSections(1, 3, [2, 1])).toEqual([["0", "1"]]);
    const triple = readPzprv3("pzprv3\nhashikake\n1\n2\n3 \n", ["hashikake"], 10);
    expect(() => readCentreLineSections(triple, 1, 2, 2)).toThrow(
      "'3' in the lines across is not 0, 1, 2 or -1",
    );
  });

  it("reads a file's header for a type's limits: its text's length first, then its size", () => {
    const limits = gridLimits(5, { maxTextLength: FILE.length });
    expect(readGridFile(FILE, ["lightup"], limits).rows).toBe(5);
    expect(() => readGridFile(`${FILE} `, ["lightup"], limits)).toThrow(
      `the text has ${FILE.length + 1} characters; a puzzle of this type has at most ${FILE.length}`,
    );
    expect(() => readGridFile(FILE, ["lightup"], { ...limits, maxSide: 4 })).toThrow(ParseError);
  });

  it("reads an answer's lines when the file has them, else none", () => {
    const answered = readPzprv3("pzprv3\nmashu\n2\n2\n1 \n0 \n1 -1 \n", ["mashu"], 10);
    expect(readCentreLineAnswer(answered, 2, 2)).toEqual([1, 0, 1, 0]);
    const bare = readPzprv3("pzprv3\nmashu\n2\n3\n", ["mashu"], 10);
    // 2x3 cells: two rows of two lines across, one row of three down.
    expect(readCentreLineAnswer(bare, 2, 3)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
