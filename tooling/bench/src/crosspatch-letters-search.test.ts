import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  bruteForceCount,
  randomPuzzle,
} from "../../../packages/crosspatch/src/random-puzzles.test-helpers.ts";
import { verifyAssignment } from "../../../packages/crosspatch/src/rules.ts";
import { prepare } from "../../../packages/crosspatch/src/solve.ts";
import { searchSolutions } from "../../../packages/crosspatch/src/solver/engine-search.ts";
import { buildLettersGraph } from "./crosspatch-letters-graph.ts";
import { lettersModel, readOff, searchLetters } from "./crosspatch-letters-search.ts";

/** The fills of a puzzle by the letters search, each checked, as sorted word lists per slot. */
/** The puzzle as `solve` prepares it, or null for a malformed one (which `solve` never searches). */
function preparedOrNull(p: Parameters<typeof prepare>[0]): ReturnType<typeof prepare> | null {
  try {
    return prepare(p);
  } catch {
    return null;
  }
}

function lettersFills(grid: readonly string[], words: readonly string[], limit: number) {
  const { geometry, instance } = prepare({ grid: [...grid], words: [...words] });
  const out = searchLetters(instance, { limit });
  for (const a of out.solutions) {
    const slotWords = Array.from(a, (w) => instance.words[w]!);
    expect(verifyAssignment({ grid: [...grid], words: [...words] }, geometry, slotWords)).toBeNull();
  }
  return out;
}

describe("searchLetters", () => {
  // Rows 1 and 3 are 4-letter slots, columns 1 and 4 are 3-letter slots: four crossing cells.
  const grid = ["####", "#  #", "####"];

  it("fills a square and proves it unique", () => {
    const out = lettersFills(grid, ["CATS", "TOES", "CUT", "SOS"], 2);
    expect(out.solutions).toHaveLength(1);
    expect(out.complete).toBe(true);
  });

  it("tells two fills with the same crossing letters apart (a second perfect matching)", () => {
    // A plus: the across slot's middle letter crosses the down slot's; both words of a class fit either
    // slot only when their crossing letters agree, and then the fills differ by the words alone.
    const plus = [" # ", "###", " # ", "   ", " # ", "###", " # "];
    const out = lettersFills(plus, ["CAT", "BAG", "CAP", "RAN"], 2);
    expect(out.solutions.length).toBe(2);
    expect(out.stoppedBy).toBe("limit");
  });

  it("agrees with the word model and a brute-force count on small random puzzles (limit 2)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const p = randomPuzzle(seed);
        const prepared = preparedOrNull(p);
        if (prepared === null) return;
        const { instance, geometry } = prepared;
        if (buildLettersGraph(instance).cells.length === 0) return;
        const truth = bruteForceCount(p);
        const letters = searchLetters(instance, { limit: 2 });
        const words = searchSolutions(instance, { limit: 2 });
        expect(letters.solutions.length).toBe(Math.min(2, truth));
        expect(words.solutions.length).toBe(Math.min(2, truth));
        expect(letters.complete).toBe(truth < 2);
        const seen = new Set<string>();
        for (const a of letters.solutions) {
          const slotWords = Array.from(a, (w) => instance.words[w]!);
          expect(verifyAssignment(p, geometry, slotWords)).toBeNull();
          seen.add(slotWords.join(","));
        }
        expect(seen.size).toBe(letters.solutions.length);
      }),
      { numRuns: 400 },
    );
  });

  it("finds one fill at limit 1 when there is one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const p = randomPuzzle(seed, 5, 6);
        const prepared = preparedOrNull(p);
        if (prepared === null) return;
        if (buildLettersGraph(prepared.instance).cells.length === 0) return;
        const truth = bruteForceCount(p);
        expect(searchLetters(prepared.instance, { limit: 1 }).solutions.length).toBe(Math.min(1, truth));
      }),
      { numRuns: 200 },
    );
  });

  it("explains every inference by a Hall set (never by every domain) while searching all letter solutions", () => {
    let explained = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const p = randomPuzzle(seed, 5, 6);
        const prepared = preparedOrNull(p);
        if (prepared === null) return;
        const model = lettersModel(prepared.instance);
        if (model === null || model.g.cells.length === 0) return;
        const r = model.m.solve({ limit: Infinity, learning: true, variableOrder: "dom/wdeg" });
        explained += r.stats.failures;
        expect(model.prop.fallbacks).toBe(0);
        // Every letter solution is read off as a checked fill, each a different one.
        const fills = new Set<string>();
        for (const values of r.solutions) {
          const slotWords = Array.from(readOff(model.g, values).first, (w) => prepared.instance.words[w]!);
          expect(verifyAssignment(p, prepared.geometry, slotWords)).toBeNull();
          fills.add(slotWords.join(","));
        }
        expect(fills.size).toBe(r.solutions.length);
        expect(r.solutions.length).toBeLessThanOrEqual(bruteForceCount(p));
      }),
      { numRuns: 300 },
    );
    expect(explained).toBeGreaterThan(0);
  });

  it("fills a puzzle with no crossing cell by matching alone", () => {
    // Two separate across slots: no letter to search, the matching decides.
    const { instance } = prepare({ grid: ["###", "", "###"], words: ["CAT", "DOG"] });
    const out = searchLetters(instance, { limit: 2 });
    expect(out.solutions).toHaveLength(2);
    const given = prepare({ grid: ["###", "", "#A#"], words: ["CAT", "DOG"] });
    const one = searchLetters(given.instance, { limit: 2 });
    expect(one.solutions.map((a) => Array.from(a, (w) => given.instance.words[w]))).toEqual([["DOG", "CAT"]]);
    expect(one.complete).toBe(true);
    const none = prepare({ grid: ["###", "", "#X#"], words: ["CAT", "DOG"] });
    expect(searchLetters(none.instance, { limit: 2 }).solutions).toHaveLength(0);
  });

  it("refuses a limit it cannot count to", () => {
    const { instance } = prepare({ grid, words: ["CATS", "TOES", "CUT", "SOS"] });
    expect(() => searchLetters(instance, { limit: 3 })).toThrow(RangeError);
  });

  it("reads a second fill off a class with a word-moving cycle only", () => {
    const { instance } = prepare({ grid, words: ["CATS", "TOES", "CUT", "SOS"] });
    const g = buildLettersGraph(instance);
    // Letters of the unique fill: CATS over TOES, CUT and SOS down.
    const fill = searchLetters(instance, { limit: 1 }).solutions[0]!;
    const values = Array.from({ length: g.cells.length / 4 }, (_, c) => {
      const s = g.cells[4 * c]!;
      const p = g.cells[4 * c + 1]!;
      const w = fill[s]!;
      return instance.letters[instance.wordLetterStart[w]! + p]!;
    });
    const { first, second } = readOff(g, values);
    expect(Array.from(first)).toEqual(Array.from(fill));
    expect(second).toBeNull();
  });
});
