// @vitest-environment node
import { loadPuzzleType } from "@gridsmith/catalog/lazy";
import { describe, expect, it } from "vitest";
import { rowPuzzle } from "../test/row-puzzle.ts";
import { canonicalText, fileTooLarge, parseText, toFailure } from "./parse.ts";

// The nonogram type, reached through the catalog as the site reaches it.
const nonogram = (await loadPuzzleType("nonogram"))!;

describe("parseText", () => {
  it("detects the format, parses and validates", () => {
    const out = parseText(rowPuzzle, "1,.,3,.");
    expect(out.ok && out.format.id).toBe("csv");
    expect(out.ok && out.puzzle).toEqual({ cells: [1, 0, 3, 0] });
    const bad = parseText(rowPuzzle, "1.1.");
    expect(bad.ok && bad.problems.map((p) => p.code)).toEqual(["duplicate-given"]);
  });

  it("reports a parse error with line, column and the offending line", () => {
    const out = parseText(rowPuzzle, "12x4", { format: "row" });
    expect(out).toEqual({
      ok: false,
      error: { message: "line 1, column 3: 'x' is not a digit or '.'", line: 1, column: 3, excerpt: "12x4" },
    });
  });

  it("turns an unknown format and a crashing parser into failures", () => {
    const unknown = parseText(rowPuzzle, "1.", { format: "nope" });
    expect(!unknown.ok && unknown.error.message).toMatch(/unknown format 'nope'/);
    const crashing = {
      ...rowPuzzle,
      formats: [
        {
          ...rowPuzzle.formats[0]!,
          parse: () => {
            throw "boom";
          },
        },
      ],
    };
    const out = parseText(crashing, "1.");
    expect(!out.ok && out.error).toEqual({ message: "boom", line: 0, column: 0 });
  });

  it("writes the canonical text with the first format that can write", () => {
    expect(canonicalText(rowPuzzle, { cells: [1, 0] })).toEqual({ text: "1.", format: "row" });
    const readOnly = { ...rowPuzzle, formats: rowPuzzle.formats.map(({ serialize: _s, ...f }) => f) };
    expect(canonicalText(readOnly, { cells: [1, 0] })).toBeNull();
  });

  it("writes a colour puzzle in the first format that keeps its palette's names", () => {
    const xml = nonogram.examples.find((e) => /webpbn XML/.test(e.name))!;
    const puzzle = nonogram.formats.find((f) => f.id === "xml")!.parse(xml.text);
    const canonical = canonicalText(nonogram, puzzle)!;
    // .nin (the default) holds black and white only; .non would name the colours by their values.
    expect(nonogram.formats.find((f) => f.id === "non")!.serialize!(puzzle)).toMatch(/color/);
    expect(canonical.format).toBe("xml");
    const back = parseText(nonogram, canonical.text);
    expect(back.ok && (back.puzzle as typeof puzzle).palette).toEqual(puzzle.palette);
    expect(puzzle.palette?.map((c: { name: string }) => c.name)).toContain("light green");
    // Black and white keeps its default format.
    expect(canonicalText(nonogram, { rows: [[1]], columns: [[1]] })!.format).toBe("nin");
  });
});

describe("limits", () => {
  it("refuses a text over the type's limit at once, saying the limit, before any format looks at it", () => {
    const looked: string[] = [];
    const watched = {
      ...rowPuzzle,
      formats: rowPuzzle.formats.map((f) => ({
        ...f,
        parse: (text: string) => {
          looked.push(`parse ${f.id}`);
          return f.parse(text);
        },
        detect: (text: string) => {
          looked.push(`detect ${f.id}`);
          return f.detect(text);
        },
      })),
    };
    const long = "1".repeat(rowPuzzle.limits.maxTextLength + 1);
    expect(parseText(watched, long)).toEqual({
      ok: false,
      error: {
        message: "the text has 65 characters; a Row puzzle has at most 64, so it was not read",
        line: 0,
        column: 0,
      },
    });
    expect(parseText(watched, long, { format: "row" }).ok).toBe(false);
    expect(looked).toEqual([]);
    expect(parseText(watched, `1.3.${" ".repeat(60)}`).ok).toBe(true);
    expect(looked).toContain("parse row");
  });

  it("refuses a file by its size when it must hold more characters than the type reads", () => {
    expect(fileTooLarge(rowPuzzle, "row.txt", 3 * 64)).toBeNull();
    expect(fileTooLarge(rowPuzzle, "big.txt", 12_345_678)?.message).toBe(
      "big.txt has 12,345,678 bytes; a Row puzzle has at most 64 characters, so it was not read",
    );
  });

  it("keeps the JSON path of an error from fromJson", () => {
    let thrown: unknown;
    try {
      rowPuzzle.fromJson({ cells: [1, 99] });
    } catch (err) {
      thrown = err;
    }
    expect(toFailure(thrown)).toEqual({
      message: "cells[1]: 99 is out of range: expected 0 to 9",
      line: 0,
      column: 0,
      path: "cells[1]",
    });
  });
});
