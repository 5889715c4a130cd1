import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { puzzleTypes } from "@gridsmith/catalog";
import type { AnyPuzzleType, Format } from "@gridsmith/kit";
import { ParseError } from "@gridsmith/kit";
import { latinSquare } from "@gridsmith/kit/testing";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { detectInput } from "./detect.js";
import { runCaptured } from "./unified.test-helpers.js";

const dir = mkdtempSync(join(tmpdir(), "gridsmith-detect-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const gridsmith = (argv: string[], stdin = "", types: readonly AnyPuzzleType[] = puzzleTypes) =>
  runCaptured(types, argv, stdin);

/** A type with one format that claims what `claims` says and reads what `reads` says. */
function kind(id: string, claims: RegExp, reads: RegExp, extensions: string[] = []): AnyPuzzleType {
  const format: Format<unknown> = {
    ...latinSquare.formats[0]!,
    id: `${id}-text`,
    extensions,
    detect: (text) => claims.test(text),
    parse: (text) => {
      if (!reads.test(text)) throw new ParseError(`not a ${id}`);
      return latinSquare.formats[0]!.parse("1...");
    },
  };
  return { ...latinSquare, id, formats: [format] };
}

describe("detectInput's rule", () => {
  const digits = kind("digits", /^\d+$/, /^\d{4}$/);
  const anything = kind("anything", /./, /^\d+$/);
  const named = kind("named", /./, /^\d+$/, ["nm"]);

  it("takes the only type that claims a text, and says when none does", () => {
    expect(detectInput([digits], "12", undefined, true)).toEqual({ type: digits, format: digits.formats[0] });
    expect(detectInput([digits], "ab", undefined, true)).toEqual({
      invalid: "no installed puzzle type reads this; --type chooses one of digits",
    });
  });

  it("prefers a reading that works to one that fails, and says which it took", () => {
    expect(detectInput([digits, anything], "123", undefined, true)).toEqual({
      type: anything,
      format: anything.formats[0],
      note: "read as anything (anything-text format) rather than digits; pass --type to choose",
    });
  });

  it("then a claim by the file's extension, and asks only when several readings still work", () => {
    expect(detectInput([anything, digits], "1234", undefined, true)).toEqual({
      ask: "could be anything or digits; say which with --type",
    });
    expect(detectInput([anything, named], "12", "x.nm", true)).toMatchObject({ type: named });
    // A text not read whole (the head of a large file) is not tried: the extension alone decides, or it asks.
    expect(detectInput([anything, digits], "12", undefined, false)).toMatchObject({
      ask: expect.any(String),
    });
    expect(detectInput([anything, named], "12", "x.nm", false)).toMatchObject({ type: named });
  });

  it("gives each reason when every reading fails, unless the extension picks one", () => {
    const letters = kind("letters", /./, /^[a-z]+$/);
    expect(detectInput([anything, letters], "?", undefined, true)).toEqual({
      invalid:
        "could be anything or letters, but no reading works: as anything (anything-text format): not a anything; " +
        "as letters (letters-text format): not a letters",
    });
    expect(detectInput([anything, named], "?", "x.nm", true)).toMatchObject({ type: named });
  });

  it("counts a reading longer than the type's maxTextLength as failing, without parsing it", () => {
    let parsed = 0;
    const short = kind("short", /./, /./);
    const counting: AnyPuzzleType = {
      ...short,
      limits: { ...latinSquare.limits, maxTextLength: 3 },
      formats: [
        {
          ...short.formats[0]!,
          parse: (t: string) => {
            parsed++;
            return short.formats[0]!.parse(t);
          },
        },
      ],
    };
    expect(detectInput([counting, anything], "1234", undefined, true)).toMatchObject({ type: anything });
    expect(parsed).toBe(0);
  });

  it("never throws, whatever a format's detect or parse does", () => {
    const throwing = kind("throwing", /./, /./);
    throwing.formats[0]!.detect = () => {
      throw new Error("boom");
    };
    const rude = kind("rude", /./, /./);
    rude.formats[0]!.parse = () => {
      throw "not an Error";
    };
    expect(detectInput([throwing, rude, anything], "1", undefined, true)).toMatchObject({ type: anything });
  });
});

describe("gridsmith over the installed types", () => {
  const sudokuLine = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

  it("solves a file holding one 81-character sudoku line, saying on standard error how it read it", async () => {
    const one = file("one.txt", `${sudokuLine}\n`);
    const { code, out, err } = await gridsmith(["solve", "--json", one]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ index: 0, source: one, status: "unique" });
    expect(err).toMatch(/^gridsmith: .*one\.txt: read as sudoku \(grid format\) rather than crosspatch/);
    expect(err).toMatch(/; pass --type to choose\n$/);
    // The same from standard input, and line by line.
    expect(JSON.parse((await gridsmith(["solve", "--json"], `${sudokuLine}\n`)).out).status).toBe("unique");
    const lines = await gridsmith([
      "solve",
      "--json",
      "--lines",
      file("two.txt", `${sudokuLine}\n${sudokuLine}\n`),
    ]);
    expect(lines.out.trim().split("\n")).toHaveLength(2);
  });

  it("still asks when a text is really ambiguous: a 4x4 grid several types read", async () => {
    const { code, out, err } = await gridsmith(["solve", "--json"], "1.2.\n....\n..3.\n....\n");
    expect(code).toBe(2);
    expect(out).toBe("");
    // A type added later whose grid format reads a 4x4 grid (the generator's skeleton does) joins the list after them.
    expect(err).toMatch(
      /^gridsmith: -: could be sudoku or slitherlink or nurikabe or fillomino( or [a-z0-9-]+)*; say which with --type\n$/,
    );
    const chosen = await gridsmith(["solve", "--json", "--type", "sudoku"], "1.2.\n....\n..3.\n....\n");
    expect(JSON.parse(chosen.out).status).toBe("multiple");
  });

  it("answers any text with a line, or with exit 2 and a message, and never throws", async () => {
    const near = fc.string({
      unit: fc.constantFrom(
        "1",
        "2",
        "3",
        "9",
        ".",
        "0",
        " ",
        "\n",
        "#",
        "|",
        "{",
        "}",
        '"',
        ":",
        "\\",
        "x",
        "?",
      ),
      maxLength: 120,
    });
    const links = fc
      .tuple(
        fc.constantFrom("sudoku", "nonogram", "kakuro", "nurikabe", "slither", "chess", ""),
        fc.nat({ max: 12 }),
        fc.nat({ max: 12 }),
        fc.string({ maxLength: 20 }),
      )
      .map(([genre, w, h, body]) => `https://puzz.link/p?${genre}/${w}/${h}/${body}`);
    const json = fc.json({ maxDepth: 2 });
    // Square grids of digits and dots (several types read some), and sudoku lines.
    const grids = fc
      .integer({ min: 1, max: 9 })
      .chain((n) =>
        fc.array(
          fc.string({ unit: fc.constantFrom("1", "2", "3", "4", ".", "."), minLength: n, maxLength: n }),
          {
            minLength: n,
            maxLength: n,
          },
        ),
      )
      .map((rows) => `${rows.join("\n")}\n`);
    const sudokus = fc.string({
      unit: fc.constantFrom("1", "5", "9", ".", ".", ".", ".", ".", "."),
      minLength: 81,
      maxLength: 81,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 200 }), near, links, json, grids, sudokus),
        async (text) => {
          const { code, out, err } = await gridsmith(["solve", "--json", "--timeout-ms", "100"], text);
          if (code === 2) {
            expect(out).toBe("");
            expect(err).toMatch(/^gridsmith: .+\n$/);
            return;
          }
          expect([0, 1]).toContain(code);
          const lines = out.trim().split("\n");
          expect(lines).toHaveLength(1);
          const line = JSON.parse(lines[0]!);
          expect(line).toMatchObject({ index: 0, source: expect.any(String) });
          expect(code === 1).toBe(line.status === "invalid");
        },
      ),
      { numRuns: 200 },
    );
  });
});
