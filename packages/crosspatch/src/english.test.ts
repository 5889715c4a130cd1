import { describe, expect, it } from "vitest";
import { englishWords, loadEnglishWords } from "./english.js";
import { generateCrosspatch } from "./generate/index.js";
import { crosspatch } from "./index.js";
import { independentlyValid } from "./random-puzzles.test-helpers.js";
import { solveCrosspatch } from "./solve.js";

describe("the bundled English word list", () => {
  it("loads once, on demand: tens of thousands of distinct plain a-z words", async () => {
    const [a, b] = await Promise.all([loadEnglishWords(), loadEnglishWords()]);
    expect(a).toBe(b);
    expect(englishWords()).toBe(a);
    expect(a.length).toBeGreaterThan(50_000);
    expect(new Set(a).size).toBe(a.length);
    expect(a.every((w) => /^[a-z]+$/.test(w))).toBe(true);
    // Common words of every length a dense grid needs, and American spellings.
    for (const w of ["cat", "grid", "puzzle", "letter", "crossing", "color", "center"])
      expect(a).toContain(w);
  });

  it("is what a dense grid without a word list fills from, once prepareGenerate has run", async () => {
    await crosspatch.prepareGenerate!({ kind: "dense", rows: 11, cols: 11 });
    const p = generateCrosspatch({ kind: "dense", rows: 11, cols: 11 }, 7);
    const english = new Set(englishWords());
    expect(p.words.every((w) => english.has(w.toLowerCase()))).toBe(true);
    const r = solveCrosspatch(p);
    expect(r).toMatchObject({ status: "unique", complete: true });
    expect(independentlyValid(p, r.solutions[0]!.rows)).toBe(true);
  });
});
