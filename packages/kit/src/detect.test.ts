import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectPuzzleType, mayReadLink, textTooLong } from "./detect.js";
import { ParseError } from "./parse-error.js";
import { latinSquare } from "./testing/latin-square.js";
import type { AnyPuzzleType, Format } from "./types.js";

/** A type with one format that claims what `claims` says and reads what `reads` says; counts its parses. */
function typeOf(id: string, claims: RegExp, reads: RegExp, extensions: string[] = []) {
  const counted = { parses: 0 };
  const format: Format<unknown> = {
    ...latinSquare.formats[0]!,
    id: `${id}-text`,
    extensions,
    detect: (text) => claims.test(text),
    parse: (text) => {
      counted.parses++;
      if (!reads.test(text)) throw new ParseError(`not a ${id}`);
      return latinSquare.formats[0]!.parse("1...");
    },
  };
  const type: AnyPuzzleType = {
    ...latinSquare,
    id,
    limits: { ...latinSquare.limits, maxTextLength: 1000 },
    formats: [format],
  };
  return { type, counted };
}

describe("detectPuzzleType", () => {
  const digits = typeOf("digits", /^\d+$/, /^\d{4}$/).type;
  const anything = typeOf("anything", /./, /^\d+$/).type;
  const named = typeOf("named", /./, /^\d+$/, ["nm"]).type;

  it("finds the only type that claims a text, and none when no type does", () => {
    expect(detectPuzzleType([digits], "12")).toEqual({
      kind: "found",
      type: digits,
      format: digits.formats[0],
      rivals: [],
    });
    expect(detectPuzzleType([digits], "ab")).toEqual({ kind: "none" });
  });

  it("prefers a reading that works, then the file's extension, naming the rivals", () => {
    expect(detectPuzzleType([digits, anything], "123")).toMatchObject({
      kind: "found",
      type: anything,
      rivals: [digits],
    });
    expect(detectPuzzleType([anything, named], "12", "dir/x.NM")).toMatchObject({ type: named });
  });

  it("says when several types read a text, or when every reading fails, with the claims", () => {
    const ambiguous = detectPuzzleType([anything, digits], "1234");
    expect(ambiguous.kind).toBe("ambiguous");
    if (ambiguous.kind === "ambiguous")
      expect(ambiguous.claims.map((c) => c.type)).toEqual([anything, digits]);
    const letters = typeOf("letters", /./, /^[a-z]+$/).type;
    const unreadable = detectPuzzleType([anything, letters], "?");
    expect(unreadable).toMatchObject({
      kind: "unreadable",
      claims: [{ error: "not a anything" }, { error: "not a letters" }],
    });
    // A head of a large input is not tried: it stays ambiguous.
    expect(detectPuzzleType([anything, digits], "12", undefined, false).kind).toBe("ambiguous");
  });

  it("asks about a puzz.link link only the formats that may read its genre", () => {
    const loose = typeOf("loose", /./, /./).type;
    const linked = typeOf("linked", /^https:/, /./).type;
    linked.formats[0]!.genres = ["lightup", "akari"];
    const unnamed = typeOf("unnamed", /^https:/, /./).type;
    unnamed.formats[0]!.id = "puzzlink";
    const link = "https://puzz.link/p?akari_edit/3/3/.a.";
    expect(mayReadLink(linked.formats[0]!, "akari")).toBe(true);
    expect(mayReadLink(linked.formats[0]!, "sudoku")).toBe(false);
    expect(mayReadLink(loose.formats[0]!, "akari")).toBe(false);
    expect(mayReadLink(unnamed.formats[0]!, "akari")).toBe(true);
    expect(detectPuzzleType([loose, linked], link)).toMatchObject({
      kind: "found",
      type: linked,
      rivals: [],
    });
    expect(detectPuzzleType([loose], link)).toEqual({ kind: "none" });
    expect(detectPuzzleType([loose, unnamed], link)).toMatchObject({ type: unnamed, rivals: [] });
    // Not a link (a space in it): every format is asked, and both read it.
    expect(detectPuzzleType([loose, linked], `${link} x`).kind).toBe("ambiguous");
  });

  it("never parses a text longer than the type reads, however long", () => {
    const a = typeOf("a", /./, /./);
    const b = typeOf("b", /./, /./);
    const huge = "1".repeat(5_000_000);
    const found = detectPuzzleType([a.type, b.type], huge);
    expect(found).toMatchObject({ kind: "unreadable" });
    if (found.kind === "unreadable") expect(found.claims[0]!.error).toBe(textTooLong(a.type, huge.length));
    expect(a.counted.parses + b.counted.parses).toBe(0);
  });

  it("never throws, whatever the text and whatever a format's detect or parse does, and parses at most once a claim", () => {
    const throwing = typeOf("throwing", /./, /./).type;
    throwing.formats[0]!.detect = () => {
      throw new Error("boom");
    };
    const rude = typeOf("rude", /\d/, /./).type;
    rude.formats[0]!.parse = () => {
      throw "not an Error";
    };
    const counted = [typeOf("c1", /^\d/, /^\d+$/), typeOf("c2", /\d$/, /^1/, ["txt"])];
    const types = [throwing, rude, latinSquare, ...counted.map((c) => c.type)];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: fc.constantFrom("1", "2", ".", "\n"), maxLength: 40 }),
          fc.nat({ max: 3000 }).map((n) => "1".repeat(n)),
        ),
        fc.option(fc.constantFrom("a.txt", "b.json", "c", ".txt")),
        fc.boolean(),
        (text, filename, whole) => {
          for (const c of counted) c.counted.parses = 0;
          const found = detectPuzzleType(types, text, filename ?? undefined, whole);
          expect(["found", "none", "unreadable", "ambiguous"]).toContain(found.kind);
          for (const c of counted) expect(c.counted.parses).toBeLessThanOrEqual(1);
          if (text.length > 1000) for (const c of counted) expect(c.counted.parses).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
