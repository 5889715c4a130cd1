import { createRng } from "@gridsmith/kit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BERGHEL_WORDS, ENABLE_SAMPLE } from "../fixtures/word-lists.test-helpers.js";
import { Dictionary } from "./dictionary.js";
import { filledRows, fillGrid } from "./fill.js";

const SQUARE = ["#####", "#####", "#####", "#####", "#####"];
const ALL = Number.POSITIVE_INFINITY;

describe("template dictionary", () => {
  const dict = new Dictionary(["cat", "cot", "cut", "act", "Coat", "it's", "a"]);
  it("indexes by length and (position, letter): C?T is the AND of two bitsets", () => {
    expect(dict.match("C?T")).toEqual(["CAT", "COT", "CUT"]);
    expect(dict.match("??T")).toEqual(["ACT", "CAT", "COT", "CUT"]);
    expect(dict.match("C??T")).toEqual(["COAT"]);
    expect(dict.match("Q??")).toEqual([]);
    expect(dict.match("?????")).toEqual([]);
  });
  it("keeps plain A-Z words of two letters or more, uppercased, once", () => {
    expect(dict.size).toBe(5);
  });
  it("matches what a scan of the list matches", () => {
    const d = new Dictionary(ENABLE_SAMPLE);
    fc.assert(
      fc.property(fc.stringMatching(/^[A-E?]{3,5}$/), (t) => {
        const expected = ENABLE_SAMPLE.map((w) => w.toUpperCase())
          .filter((w) => w.length === t.length && [...t].every((ch, i) => ch === "?" || w[i] === ch))
          .sort();
        expect(d.match(t)).toEqual([...new Set(expected)]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("filler (Jensen 1997, Berghel–Rankin benchmark)", () => {
  it("finds the thesis's 72 fills of the open 5x5 with the 134-word list (repeats and transposes counted)", () => {
    const r = fillGrid(SQUARE, new Dictionary(BERGHEL_WORDS), { allowDuplicates: true, limit: ALL });
    expect(r.complete).toBe(true);
    expect(r.fills.length).toBe(72);
    const transposes = r.fills.filter((f) => {
      const t = [...f.slice(5), ...f.slice(0, 5)].join();
      return r.fills.some((g) => g.join() === t);
    });
    expect(transposes.length).toBe(72);
    expect(r.fills.some((f) => f.slice(0, 5).join() === "AARON,BLORE,RABAT,IDIOT,MANNY")).toBe(true);
  });

  it("finds 48 fills under Berghel's rule (each word once), with or without backjumping", () => {
    for (const backjump of [true, false]) {
      const r = fillGrid(SQUARE, new Dictionary(BERGHEL_WORDS), { limit: ALL, backjump });
      expect(r.fills.length).toBe(48);
    }
  });

  it("finds none with the 128-word worst-case list", () => {
    const worst = BERGHEL_WORDS.filter(
      (w) => !["aaron", "maral", "nasal", "natal", "arara", "abram"].includes(w),
    );
    expect(worst.length).toBe(128);
    const r = fillGrid(SQUARE, new Dictionary(worst), { allowDuplicates: true, limit: ALL });
    expect(r).toMatchObject({ complete: true, fills: [] });
  });

  it("counts the same with backjumping as without on random small grids", () => {
    const dict = new Dictionary(ENABLE_SAMPLE.filter((w) => w.length <= 4));
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), { minLength: 3, maxLength: 4 }),
        (cells) => {
          const grid = cells.map((row) => row.map((on) => (on ? "#" : " ")).join(""));
          const a = fillGrid(grid, dict, { limit: 500, backjump: true });
          const b = fillGrid(grid, dict, { limit: 500, backjump: false });
          expect(a.fills.length).toBe(b.fills.length);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("keeps given letters, uses each word once, and writes the rows", () => {
    const grid = ["C###", "# #", "####"];
    const r = fillGrid(grid, new Dictionary(ENABLE_SAMPLE), { rng: createRng(3) });
    expect(r.fills.length).toBe(1);
    const words = r.fills[0]!;
    expect(new Set(words).size).toBe(words.length);
    const rows = filledRows(grid, words);
    expect(rows[0]![0]).toBe("C");
    expect([rows[0], rows[2]].every((row) => words.includes(row!))).toBe(true);
  });
});
